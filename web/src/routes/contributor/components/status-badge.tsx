import type { Submission } from '@futurefund/core';
import { Badge } from '../../../components/ui/badge';

const labels = { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' } as const;
const variants = { pending: 'outline', approved: 'accent', rejected: 'urgent' } as const;

/** The review state in words (never colour alone); a closed listing says so instead. */
export function StatusBadge({ submission }: { submission: Submission }) {
  if (submission.isClosed) return <Badge variant="secondary">Closed</Badge>;
  return <Badge variant={variants[submission.status]}>{labels[submission.status]}</Badge>;
}
