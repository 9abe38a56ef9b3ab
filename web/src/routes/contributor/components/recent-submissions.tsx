import { submissionMessages, type Submission } from '@futurefund/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { showErrorToast } from '../../../lib/error-toast';
import { formatTimestamp, kindLabel } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCloseSubmission, useMySubmissions } from '../api/submissions';
import { CloseDialog } from './close-dialog';
import { StatusBadge } from './status-badge';

const editPath = (submission: Submission) =>
  `${paths.submitOpportunity}?edit=${submission.type}:${submission.id}`;

/** Product §2 "Your Recent Submissions": status, the reviewer's reason, and what can be done next. */
export function RecentSubmissions() {
  const mine = useMySubmissions();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your Recent Submissions</CardTitle>
      </CardHeader>
      <CardContent>
        {mine.isPending ? <Spinner label="Loading your submissions…" /> : null}
        {mine.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{mine.error.message}</AlertDescription>
          </Alert>
        ) : null}
        {mine.data?.length === 0 ? <EmptySubmissions /> : null}
        {mine.data && mine.data.length > 0 ? <SubmissionList submissions={mine.data} /> : null}
      </CardContent>
    </Card>
  );
}

function EmptySubmissions() {
  return (
    <div className="grid justify-items-start gap-2">
      <p className="font-medium">{submissionMessages.noSubmissions}</p>
      <Link to={paths.submitOpportunity} className="text-sm text-primary underline underline-offset-4">
        Post your first opportunity
      </Link>
    </div>
  );
}

function SubmissionList({ submissions }: { submissions: Submission[] }) {
  const [closing, setClosing] = useState<Submission | null>(null);
  const close = useCloseSubmission();
  return (
    <>
      <ul className="grid gap-3">
        {submissions.map((submission) => (
          <li key={`${submission.type}-${submission.id}`} className="grid gap-2 rounded-md border p-3">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium break-words">{submission.title}</h3>
              <StatusBadge submission={submission} />
            </div>
            <p className="text-xs text-muted-foreground">
              {kindLabel(submission.type)} · submitted {formatTimestamp(submission.submittedAt)}
            </p>
            {submission.status === 'rejected' && submission.rejectionReason ? (
              <p className="text-sm">
                <span className="font-medium">Reason: </span>
                {submission.rejectionReason}
              </p>
            ) : null}
            <SubmissionActions submission={submission} onClose={() => setClosing(submission)} />
          </li>
        ))}
      </ul>
      {closing ? (
        <CloseDialog
          submission={closing}
          isPending={close.isPending}
          onClose={() => setClosing(null)}
          onConfirm={(done) =>
            close.mutate(closing, {
              onSuccess: () => toast({ title: 'Listing closed' }),
              onError: (error) => showErrorToast(error),
              onSettled: done,
            })
          }
        />
      ) : null}
    </>
  );
}

function SubmissionActions({ submission, onClose }: { submission: Submission; onClose: () => void }) {
  if (submission.status !== 'approved')
    return (
      <Button asChild variant="outline" size="sm" className="justify-self-start">
        <Link to={editPath(submission)} aria-label={`Edit ${submission.title}`}>
          Edit
        </Link>
      </Button>
    );
  if (submission.isClosed) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="justify-self-start"
      aria-label={`Close ${submission.title}`}
      onClick={onClose}
    >
      Close
    </Button>
  );
}
