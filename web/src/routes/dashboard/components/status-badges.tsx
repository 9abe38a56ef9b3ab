import type { ApplicationStatus } from '@futurefund/core';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { statusLabel } from '../model/status';

// Every pair is >= 4.5:1 in both themes; the word carries the meaning, colour only helps.
const statusClasses: Record<ApplicationStatus, string> = {
  interested: 'bg-secondary text-secondary-foreground',
  applied: 'bg-accent text-accent-foreground',
  interviewing: 'border border-primary text-foreground',
  awarded: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  rejected: 'border border-destructive text-destructive',
};

export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <Badge className={cn(statusClasses[status], className)}>
      <span className="sr-only">Status: </span>
      {statusLabel(status)}
    </Badge>
  );
}

/** Marks a control that needs application access, for people who do not have it. */
export function PremiumBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-primary text-primary', className)}>
      Premium
    </Badge>
  );
}
