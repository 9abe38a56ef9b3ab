import { approvalStatuses, type ApprovalStatus, type ReviewQueueItem } from '@futurefund/core';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../hooks/use-toast';
import { showErrorToast } from '../../lib/error-toast';
import { SubmissionCard } from './submission-card';
import { useBulkApprove, useReviewQueue, type SubmissionRef } from './submissions-api';

const statusLabels: Record<ApprovalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const emptyText: Record<ApprovalStatus, string> = {
  pending: 'No submissions waiting for review',
  approved: 'No approved submissions',
  rejected: 'No rejected submissions',
};
const keyOf = (item: SubmissionRef) => `${item.type}-${item.id}`;

/**
 * Submissions (issue 16, product §4): contributors' listings waiting for review, with their
 * contributor and possible duplicates; approve, reject with a reason, or approve several at once.
 */
export function SubmissionsTab() {
  const [status, setStatus] = useState<ApprovalStatus>('pending');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const queue = useReviewQueue(status);

  const choose = (value: ApprovalStatus) => {
    setStatus(value);
    setSelected(new Set());
  };
  const toggle = (item: ReviewQueueItem, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(keyOf(item));
      else next.delete(keyOf(item));
      return next;
    });

  // Only what is still listed counts: an item decided meanwhile drops out of the choice.
  const pendingItems = (queue.data ?? []).filter((item) => item.status === 'pending');
  const chosen = pendingItems.filter((item) => selected.has(keyOf(item)));

  return (
    <section aria-labelledby="submissions-heading" className="grid gap-4">
      <h2 id="submissions-heading" className="text-lg font-semibold">
        Contributor submissions
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Status" className="w-48">
          {(control) => (
            <NativeSelect
              {...control}
              value={status}
              onChange={(event) => choose(event.target.value as ApprovalStatus)}
            >
              {approvalStatuses.map((value) => (
                <option key={value} value={value}>
                  {statusLabels[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {status === 'pending' && pendingItems.length > 0 ? (
          <>
            <label className="flex h-10 items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.length === pendingItems.length}
                onChange={(event) =>
                  setSelected(new Set(event.target.checked ? pendingItems.map(keyOf) : []))
                }
              />
              Select all
            </label>
            <BulkApprove chosen={chosen} onDone={() => setSelected(new Set())} />
          </>
        ) : null}
      </div>
      <div aria-live="polite">
        <QueueBody queue={queue} status={status} selected={selected} onToggle={toggle} />
      </div>
    </section>
  );
}

function BulkApprove({ chosen, onDone }: { chosen: ReviewQueueItem[]; onDone: () => void }) {
  const bulk = useBulkApprove();
  const approveAll = () =>
    bulk.mutate(
      chosen.map(({ type, id }) => ({ type, id })),
      {
        onSuccess: ({ approved, skipped }) => {
          onDone();
          toast({
            title: approved === 1 ? '1 submission approved' : `${approved} submissions approved`,
            description:
              skipped > 0
                ? `${skipped} skipped: they were no longer waiting for review.`
                : 'They are listed for students now.',
          });
        },
        onError: (error) => showErrorToast(error, 'Could not approve the submissions'),
      },
    );
  return (
    <Button disabled={chosen.length === 0 || bulk.isPending} onClick={approveAll}>
      {bulk.isPending ? 'Approving...' : `Approve selected (${chosen.length})`}
    </Button>
  );
}

function QueueBody({
  queue,
  status,
  selected,
  onToggle,
}: {
  queue: ReturnType<typeof useReviewQueue>;
  status: ApprovalStatus;
  selected: ReadonlySet<string>;
  onToggle: (item: ReviewQueueItem, on: boolean) => void;
}) {
  if (queue.isPending) return <Spinner label="Loading submissions…" />;
  if (queue.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle as="h3">Could not load the submissions</AlertTitle>
        <AlertDescription>{queue.error.message}</AlertDescription>
      </Alert>
    );
  if (queue.data.length === 0) return <p className="text-muted-foreground">{emptyText[status]}</p>;
  return (
    <ul aria-label={`${statusLabels[status]} submissions`} className="grid gap-4">
      {queue.data.map((item) => (
        <SubmissionCard
          key={keyOf(item)}
          item={item}
          selected={selected.has(keyOf(item))}
          onSelect={(on) => onToggle(item, on)}
        />
      ))}
    </ul>
  );
}
