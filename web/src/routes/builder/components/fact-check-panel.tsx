import { builderMessages, factKindLabels, type FactCheckResult } from '@futurefund/core';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/**
 * The "no invented facts" check (ADR 029): what in the text none of the user's inputs contain, or
 * that everything was found. After an edit the result is stale and "Check again" runs it anew.
 */
export function FactCheckPanel({
  result,
  isStale,
  isChecking,
  onCheckAgain,
}: {
  result: FactCheckResult;
  isStale: boolean;
  isChecking: boolean;
  onCheckAgain: () => void;
}) {
  const again = (
    <Button
      variant="outline"
      size="sm"
      className="justify-self-start"
      disabled={isChecking}
      onClick={onCheckAgain}
    >
      {isChecking ? 'Checking…' : 'Check again'}
    </Button>
  );
  if (result.flags.length === 0)
    return (
      <section aria-label="Fact check" className="grid gap-2 rounded-md border p-3 text-sm">
        <p className="flex gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          {builderMessages.factCheckClear}
        </p>
        {isStale ? again : null}
      </section>
    );
  return (
    <section
      aria-labelledby="fact-check-heading"
      className="grid gap-2 rounded-md border border-amber-500 p-3 text-sm"
    >
      <h3 id="fact-check-heading" className="flex gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {builderMessages.factCheckTitle}
      </h3>
      <p className="text-muted-foreground">{builderMessages.factCheckIntro}</p>
      <ul className="grid gap-1">
        {result.flags.map((flag, index) => (
          <li key={index}>
            <span className="font-medium">{factKindLabels[flag.kind]}:</span> <mark>{flag.text}</mark>
          </li>
        ))}
      </ul>
      {isStale ? again : null}
    </section>
  );
}
