import { pageMetaFor, submissionMessages, type OpportunitySubmission } from '@futurefund/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../hooks/use-auth';
import { toast } from '../../hooks/use-toast';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useMySubmissions, useSaveSubmission, type EditTarget } from './api/submissions';
import { SubmissionForm } from './components/submission-form';
import { clearDraft, draftKey, readDraft } from './model/draft';
import { emptySubmissionValues, parseEditParam, toSubmissionValues } from './model/submission-form';
import { usePageMeta } from '../../lib/page-meta';

/** Product §2 "Submit opportunity"; ?edit={type}:{id} reopens a pending or rejected submission. */
export default function SubmitOpportunityPage() {
  usePageMeta(pageMetaFor('submitOpportunity'));
  const [searchParams] = useSearchParams();
  const editing = parseEditParam(searchParams.get('edit'));
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Submit an Opportunity</h1>
        <p className="text-muted-foreground">
          {editing
            ? 'Change your submission and send it back for review.'
            : 'Share a scholarship or internship. An admin reviews it before students see it.'}
        </p>
      </header>
      {editing ? <EditSubmission target={editing} /> : <SubmissionEditor target={null} />}
    </section>
  );
}

/** Loads the submission from /api/my-submissions; only pending and rejected ones can be edited. */
function EditSubmission({ target }: { target: EditTarget }) {
  const mine = useMySubmissions();
  if (mine.isPending) return <Spinner label="Loading your submission…" />;
  if (mine.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>{mine.error.message}</AlertDescription>
      </Alert>
    );
  const submission = mine.data.find((item) => item.type === target.type && item.id === target.id);
  if (!submission || submission.status === 'approved')
    return (
      <Alert>
        <AlertDescription>{submissionMessages.notEditable}</AlertDescription>
      </Alert>
    );
  return <SubmissionEditor target={target} saved={toSubmissionValues(submission.fields)} />;
}

function SubmissionEditor({
  target,
  saved,
}: {
  target: EditTarget | null;
  saved?: typeof emptySubmissionValues;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const save = useSaveSubmission(target);
  // The guard renders this page for signed-in contributors only, so user is set.
  const key = draftKey(user?.id ?? 0, target ? `${target.type}:${target.id}` : 'new');
  // Read once: after the first keystroke there is always a draft, but only this one was restored.
  const [draft] = useState(() => readDraft(key));

  async function submit(body: OpportunitySubmission) {
    try {
      await save.mutateAsync(body);
    } catch (error) {
      // An API refusal carries the server's §5 message; anything else (offline) the fallback.
      const message = error instanceof ApiError ? error.message : submissionMessages.failedFallback;
      toast({ title: submissionMessages.failedToast, description: message, variant: 'destructive' });
      return false;
    }
    clearDraft(key);
    toast({ title: submissionMessages.submittedToast, description: submissionMessages.submittedToastText });
    await navigate(paths.contributorDashboard);
    return true;
  }

  return (
    <>
      {draft ? (
        <Alert>
          <AlertDescription>Your unsent draft has been restored.</AlertDescription>
        </Alert>
      ) : null}
      <SubmissionForm
        initialValues={draft ?? saved ?? emptySubmissionValues}
        draftKey={key}
        typeLocked={target !== null}
        isPending={save.isPending}
        onSubmit={submit}
      />
    </>
  );
}
