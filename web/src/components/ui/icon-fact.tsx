import type { LucideIcon } from 'lucide-react';

/**
 * One term/value pair of a <dl>, shown as an icon and the value; the term is read out to screen
 * readers only (cards and the detail header list award, deadline, location this way).
 */
export function IconFact({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: string;
}) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
