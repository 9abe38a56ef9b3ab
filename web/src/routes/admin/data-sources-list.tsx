import type { AdminDataSource } from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { showErrorToast } from '../../lib/error-toast';
import { dataSourcesQuery, useSetSourceActive } from './admin-api';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : 'unknown time');

/** What refreshes a source: the catalog schedule fetches remote sources only (ADR 019). */
function scheduleText(source: AdminDataSource): string {
  if (source.schedule) return `Scheduled: ${source.schedule} (UTC cron)`;
  if (source.origin === 'bundled') return 'Bundled file: read on a manual refresh';
  return 'Manual refresh only (schedule off)';
}

function lastRunText(source: AdminDataSource): string {
  const run = source.lastRun;
  if (!run) return 'Never run';
  return `${run.status} at ${when(run.endTime ?? run.startTime)} · found ${run.totalFound}, added ${run.newAdded}, updated ${run.updated}, removed ${run.removed}`;
}

/** Every data source (from data_sources), with a Pause/Resume switch; refreshes skip paused ones. */
export function DataSourcesList() {
  const sources = useQuery(dataSourcesQuery);
  const setActive = useSetSourceActive();

  let body;
  if (sources.isPending) body = <Spinner label="Loading data sources…" />;
  else if (sources.isError)
    body = (
      <Alert variant="destructive">
        <AlertTitle as="h3">Could not load the data sources</AlertTitle>
        <AlertDescription>{sources.error.message}</AlertDescription>
      </Alert>
    );
  else if (sources.data.length === 0) body = <p className="text-muted-foreground">No data sources yet.</p>;
  else
    body = (
      <ul className="grid gap-3">
        {sources.data.map((source) => {
          const busy = setActive.isPending && setActive.variables.id === source.id;
          return (
            <li key={source.id} className="grid gap-2 rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold break-words">{source.name}</h3>
                <div className="flex items-center gap-2">
                  <Badge variant={source.isActive ? 'accent' : 'outline'}>
                    {source.isActive ? 'Active' : 'Paused'}
                  </Badge>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={`${source.isActive ? 'Pause' : 'Resume'} ${source.name}`}
                    onClick={() =>
                      setActive.mutate(
                        { id: source.id, active: !source.isActive },
                        { onError: (error) => showErrorToast(error) },
                      )
                    }
                  >
                    {source.isActive ? 'Pause' : 'Resume'}
                  </Button>
                </div>
              </div>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="text-muted-foreground">Type</dt>
                <dd>{source.sourceType}</dd>
                <dt className="text-muted-foreground">Schedule</dt>
                <dd>{scheduleText(source)}</dd>
                <dt className="text-muted-foreground">Last run</dt>
                <dd className="break-words">
                  {lastRunText(source)}
                  {source.lastRun?.error ? (
                    <span className="block text-destructive">{source.lastRun.error}</span>
                  ) : null}
                </dd>
                <dt className="text-muted-foreground">Open listings now</dt>
                <dd>{source.openListings}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section aria-labelledby="sources-heading" className="grid gap-3">
      <h2 id="sources-heading" className="text-lg font-semibold">
        Data sources
      </h2>
      <p className="text-sm text-muted-foreground">A paused source keeps its listings; refreshes skip it.</p>
      {body}
    </section>
  );
}
