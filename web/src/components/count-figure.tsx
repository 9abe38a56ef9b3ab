import type { CounterFigures } from '../lib/counts-query';
import { cn } from '../lib/utils';

/**
 * One counter's figure (ADR 014): the real value, or while it loads a neutral placeholder with no
 * number in it; after a failure nothing at all, so no figure is ever invented.
 */
export function CountFigure({
  value,
  pending,
  className,
}: {
  value: string | undefined;
  pending: boolean;
  className?: string;
}) {
  if (value !== undefined) return <span className={className}>{value}</span>;
  if (!pending) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-placeholder"
      className={cn(
        'inline-block h-[1em] w-[3ch] animate-pulse rounded bg-current opacity-20 motion-reduce:animate-none',
        className,
      )}
    />
  );
}

/**
 * The third counter (ADR 014): registered students once the number is meaningful (or while it
 * loads), else a true fact in its place, the free account's price.
 */
export function studentsCounter(figures: CounterFigures): { value: string | undefined; label: string } {
  return figures.students !== undefined || figures.pending
    ? { value: figures.students, label: 'Students' }
    : { value: '$0', label: 'Free account' };
}
