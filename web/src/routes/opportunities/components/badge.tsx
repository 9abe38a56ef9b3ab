import type { ComponentProps } from 'react';
import { cn } from '../../../lib/utils';

/** A small label on a card (type, closed, tags); plain text, not interactive. */
export function Badge({
  className,
  variant = 'secondary',
  ...props
}: ComponentProps<'span'> & {
  variant?: 'secondary' | 'accent' | 'outline';
}) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-medium break-words',
        variant === 'secondary' && 'bg-secondary text-secondary-foreground',
        variant === 'accent' && 'bg-accent text-accent-foreground',
        variant === 'outline' && 'border text-foreground',
        className,
      )}
      {...props}
    />
  );
}
