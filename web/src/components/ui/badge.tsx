import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

const variants = {
  secondary: 'bg-secondary text-secondary-foreground',
  accent: 'bg-accent text-accent-foreground',
  outline: 'border text-foreground',
  // Text and surface stay >= 4.5:1 in both themes (same pairs as the destructive button).
  urgent: 'bg-destructive text-destructive-foreground',
} as const;

/** A small non-interactive label (kind, deadline, status, tags, Premium). */
export function Badge({
  className,
  variant = 'secondary',
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium break-words [&_svg]:size-3.5 [&_svg]:shrink-0',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
