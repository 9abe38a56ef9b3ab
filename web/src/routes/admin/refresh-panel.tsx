import type { RefreshResult, RefreshStatus } from '@futurefund/core';
import { useEffect, useId, useRef } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { toast } from '../../hooks/use-toast';
import { ApiError } from '../../lib/api-client';
import { useRefresh, useRefreshStatus, useReloadFigures } from './admin-api';

export const REFRESH_FAILED = 'Failed to refresh opportunity data';

/**
 * Refresh Opportunity Data (product §2 Admin, §8): the call answers when the run is over, so the
 * progress comes from polling the status meanwhile. A 409 means another refresh holds the slot:
 * its message is shown and the panel follows that refresh's progress instead.
 */
export function RefreshPanel() {
  const refresh = useRefresh();
  const status = useRefreshStatus(refresh.isPending);
  const running = status.data?.running ?? false;
  useReloadWhenRunEnds(running);

  const start = () =>
    refresh.mutate(undefined, {
      onError: (error) => {
        if (!isConflict(error))
          toast({ title: 'Error', description: REFRESH_FAILED, variant: 'destructive' });
      },
    });

  return (
    <section aria-labelledby="refresh-heading" className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="refresh-heading" className="text-lg font-semibold">
          Refresh data
        </h2>
        <Button onClick={start} disabled={refresh.isPending || running}>
          {refresh.isPending ? 'Scraping Data...' : 'Refresh Opportunity Data'}
        </Button>
      </div>
      {running && status.data ? <RefreshProgress status={status.data} /> : null}
      <div aria-live="polite">
        {refresh.isSuccess ? <ResultAlert result={refresh.data} /> : null}
        {refresh.isError ? <FailureAlert error={refresh.error} /> : null}
      </div>
    </section>
  );
}

const isConflict = (error: Error) => error instanceof ApiError && error.status === 409;

/** A refresh this page did not start (scheduled, or the one a 409 attached to) changes the figures too. */
function useReloadWhenRunEnds(running: boolean) {
  const reload = useReloadFigures();
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) void reload();
    wasRunning.current = running;
  }, [running, reload]);
}

function ResultAlert({ result }: { result: RefreshResult }) {
  const added = result.scholarshipsAdded + result.internshipsAdded;
  return (
    <Alert variant={result.success ? 'default' : 'destructive'}>
      <AlertTitle as="h3">{result.success ? 'Refresh complete' : 'Refresh finished with errors'}</AlertTitle>
      <AlertDescription>
        <p>{result.message}</p>
        <p>
          {added > 0
            ? `${result.scholarshipsAdded} scholarships and ${result.internshipsAdded} internships added`
            : `Nothing new: ${result.existingScholarships} scholarships and ${result.existingInternships} internships already present`}
        </p>
      </AlertDescription>
    </Alert>
  );
}

function FailureAlert({ error }: { error: Error }) {
  if (isConflict(error))
    return (
      <Alert>
        <AlertTitle as="h3">A refresh is already running</AlertTitle>
        <AlertDescription>{error.message}</AlertDescription>
      </Alert>
    );
  return (
    <Alert variant="destructive">
      <AlertTitle as="h3">{REFRESH_FAILED}</AlertTitle>
      <AlertDescription>{error.message}</AlertDescription>
    </Alert>
  );
}

const finished = (run: RefreshStatus['runs'][number]) =>
  run.status === 'completed' || run.status === 'failed';

/** Sources done of the run's total, and each source's run as it goes. */
export function RefreshProgress({ status }: { status: RefreshStatus }) {
  const labelId = useId();
  const done = status.runs.filter(finished).length;
  const total = Math.max(status.sourcesTotal, status.runs.length);
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="grid gap-3">
      <p id={labelId} className="text-sm font-medium">
        {`Sources done: ${done} of ${total}`}
      </p>
      <ProgressBar percent={percent} labelledBy={labelId} valueText={`${done} of ${total} sources done`} />
      <ul className="grid gap-1 text-sm" aria-label="Sources in this refresh">
        {status.runs.map((run, index) => (
          <li key={`${run.sourceName ?? 'source'}-${index}`} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{run.sourceName ?? 'Removed source'}</span>
            <span className="text-muted-foreground">
              {run.status} · found {run.totalFound}, added {run.newAdded}, updated {run.updated}, removed{' '}
              {run.removed}
            </span>
            {run.error ? <span className="text-destructive">{run.error}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
