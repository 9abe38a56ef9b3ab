import type { CounterName } from '../lib/counter-figures';

/**
 * One counter's figure (ADR 014): the real value, or while it loads a neutral placeholder with no
 * number in it; after a failure nothing at all, so no figure is ever invented. The wrapper names
 * its counter, so a drawn page's counters are filled in the same places (web/src/islands, ADR 043).
 */
export function CountFigure({
  name,
  value,
  pending,
  className,
}: {
  name: CounterName;
  value: string | undefined;
  pending: boolean;
  className?: string;
}) {
  return (
    <span data-counter={name} className={className}>
      {value ??
        (pending ? (
          <span
            aria-hidden="true"
            data-testid="count-placeholder"
            className="inline-block h-[1em] w-[3ch] animate-pulse rounded bg-current opacity-20 motion-reduce:animate-none"
          />
        ) : null)}
    </span>
  );
}
