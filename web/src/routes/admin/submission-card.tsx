import type { ReviewQueueItem } from '@futurefund/core';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../hooks/use-toast';
import { showErrorToast } from '../../lib/error-toast';
import { formatTimestamp } from '../../lib/format';
import { ContributorPanel } from './contributor-panel';
import { DuplicateWarnings } from './duplicate-warnings';
import { RejectDialog } from './reject-dialog';
import { SubmissionFields } from './submission-fields';
import { SubmissionPreview } from './submission-preview';
import { useApprove } from './submissions-api';

const statusText = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

type SubmissionCardProps = {
  item: ReviewQueueItem;
  /** Chosen for 'Approve selected'; only pending items can be chosen. */
  selected: boolean;
  onSelect: (selected: boolean) => void;
};

/** One submission with everything needed to decide on it, and the decision buttons. */
export function SubmissionCard({ item, selected, onSelect }: SubmissionCardProps) {
  const approve = useApprove();
  const [rejecting, setRejecting] = useState(false);
  const pending = item.status === 'pending';
  const headingId = `submission-${item.type}-${item.id}`;

  const approveNow = () =>
    approve.mutate(
      { type: item.type, id: item.id },
      {
        onSuccess: () =>
          toast({ title: 'Submission approved', description: `${item.title} is listed for students now.` }),
        onError: (error) => showErrorToast(error, 'Could not approve the submission'),
      },
    );

  return (
    <li aria-labelledby={headingId} className="grid gap-4 rounded-lg border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-start gap-3">
        {pending ? (
          <input
            type="checkbox"
            className="mt-1.5 size-4 accent-primary"
            aria-label={`Select ${item.title}`}
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
          />
        ) : null}
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {item.title}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={item.status === 'rejected' ? 'outline' : 'secondary'}>
              {statusText[item.status]}
            </Badge>
            <span>Submitted {formatTimestamp(item.submittedAt)}</span>
            {item.reviewedAt ? <span>· Reviewed {formatTimestamp(item.reviewedAt)}</span> : null}
            {item.isClosed ? <span>· Closed</span> : null}
          </p>
          {item.rejectionReason ? (
            <p className="text-sm break-words">Rejection reason: {item.rejectionReason}</p>
          ) : null}
        </div>
      </div>
      <DuplicateWarnings duplicates={item.duplicates} />
      <ContributorPanel contributor={item.contributor} />
      <SubmissionFields fields={item.fields} />
      <details className="group rounded-md border p-3">
        <summary className="cursor-pointer text-sm font-semibold">Preview</summary>
        <div className="mt-3">
          <SubmissionPreview item={item} />
        </div>
      </details>
      {pending ? (
        <div className="flex flex-wrap gap-2">
          <Button disabled={approve.isPending} aria-label={`Approve ${item.title}`} onClick={approveNow}>
            {approve.isPending ? 'Approving...' : 'Approve'}
          </Button>
          <Button
            variant="destructive"
            aria-label={`Reject ${item.title}`}
            onClick={() => setRejecting(true)}
          >
            Reject
          </Button>
        </div>
      ) : null}
      {rejecting ? <RejectDialog item={item} onClose={() => setRejecting(false)} /> : null}
    </li>
  );
}
