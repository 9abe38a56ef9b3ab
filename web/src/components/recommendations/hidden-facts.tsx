import { profileFactLabels, type ProfileFactKey } from '@futurefund/core';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '../ui/button';
import { useToggleFact } from './api';

type FactButtonsProps = { facts: readonly ProfileFactKey[]; hide: boolean; label: string };

/** "Don't use my GPA" (hide) or "Use my GPA again", one button per fact. */
export function FactButtons({ facts, hide, label }: FactButtonsProps) {
  const toggleFact = useToggleFact();
  const Icon = hide ? EyeOff : Eye;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {facts.map((fact) => (
        <li key={fact}>
          <Button
            variant="outline"
            size="sm"
            className="h-auto py-1 text-xs whitespace-normal"
            disabled={toggleFact.isPending}
            onClick={() => toggleFact.mutate({ fact, hide })}
          >
            <Icon aria-hidden="true" />
            {hide ? `Don't use my ${profileFactLabels[fact]}` : `Use my ${profileFactLabels[fact]} again`}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The facts the user asked us not to use ("Why this?"), each with a way to use it again. */
export function HiddenFacts({ hidden }: { hidden: readonly ProfileFactKey[] }) {
  if (hidden.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-md border p-3 text-xs">
      <p className="font-medium">Not used for your recommendations:</p>
      <FactButtons facts={hidden} hide={false} label="Profile facts not used" />
    </div>
  );
}
