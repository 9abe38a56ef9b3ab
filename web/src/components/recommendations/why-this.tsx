import { type MatchSignal, type ProfileFactKey, type Recommendation } from '@futurefund/core';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { FactButtons } from './hidden-facts';

/** "+12 points", "−5 points": a signal adds to or takes from the score. */
export const pointsText = (points: number) =>
  `${points > 0 ? '+' : points < 0 ? '−' : ''}${Math.abs(points)} ${Math.abs(points) === 1 ? 'point' : 'points'}`;

/** The profile facts the signals used, each once, leaving out those already hidden. */
function factsUsed(signals: MatchSignal[], hidden: readonly ProfileFactKey[]): ProfileFactKey[] {
  return [...new Set(signals.flatMap((signal) => signal.facts))].filter((fact) => !hidden.includes(fact));
}

type WhyThisProps = {
  item: Recommendation;
  /** Facts the user already hid; null on examples, which offer no settings. */
  hiddenFacts: readonly ProfileFactKey[] | null;
};

/** "Why this?": every signal behind the score, and a way to stop using each fact they read. */
export function WhyThis({ item, hiddenFacts }: WhyThisProps) {
  const [isOpen, setIsOpen] = useState(false);
  const regionId = useId();
  const facts = hiddenFacts === null ? [] : factsUsed(item.signals, hiddenFacts);
  return (
    <div className="grid gap-2">
      <Button
        variant="link"
        size="sm"
        className="h-auto w-fit px-0"
        aria-expanded={isOpen}
        aria-controls={regionId}
        aria-label={`Why this? ${item.title}`}
        onClick={() => setIsOpen((open) => !open)}
      >
        Why this?
        <ChevronDown aria-hidden="true" className={cn('transition-transform', isOpen && 'rotate-180')} />
      </Button>
      <div id={regionId} hidden={!isOpen} className="grid gap-2 rounded-md bg-muted p-3 text-xs">
        <ul aria-label="What the score is made of" className="grid gap-2">
          {item.signals.map((signal) => (
            <li key={signal.key} className="grid gap-0.5">
              <span className="flex flex-wrap justify-between gap-x-2 font-medium">
                <span>{signal.label}</span>
                <span>{pointsText(signal.points)}</span>
              </span>
              <span className="text-muted-foreground">{signal.detail}</span>
            </li>
          ))}
        </ul>
        {facts.length > 0 ? <FactButtons facts={facts} hide label="Profile facts used" /> : null}
      </div>
    </div>
  );
}
