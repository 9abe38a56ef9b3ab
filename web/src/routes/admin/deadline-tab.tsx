import { deadlineChecksApi, type DeadlineCheckRun } from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { api } from '../../lib/api-client';
import { endpointQuery } from '../../lib/api-query';

/** Product §8: the one message the tab shows when the check fails, whatever the cause. */
export const DEADLINE_CHECK_FAILED = 'Failed to trigger deadline check';

const runsQuery = endpointQuery(deadlineChecksApi.recent);
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function RunsTable({ runs }: { runs: DeadlineCheckRun[] }) {
  if (runs.length === 0)
    return <p className="text-sm text-muted-foreground">No deadline checks have run yet.</p>;
  return (
    // Narrow screens scroll the table sideways; a focusable region lets keyboard users do so too (WCAG 2.1.1).
    <div
      role="region"
      aria-label="Last deadline checks, scrolls sideways"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Last deadline checks</caption>
        <thead className="text-muted-foreground">
          <tr>
            {['Started', 'Trigger', 'Status', 'Reminders', 'E-mails', 'In-app', 'Failed'].map((label) => (
              <th key={label} scope="col" className="px-2 py-1 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} className="border-t">
              <td className="whitespace-nowrap px-2 py-1">{when.format(new Date(run.startedAt))}</td>
              <td className="px-2 py-1">{run.trigger === 'admin' ? 'Admin' : 'Schedule'}</td>
              <td className="px-2 py-1">{run.status === 'completed' ? 'Completed' : 'Failed'}</td>
              <td className="px-2 py-1">{run.reminders}</td>
              <td className="px-2 py-1">{run.emails}</td>
              <td className="px-2 py-1">{run.notifications}</td>
              <td className="px-2 py-1">{run.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Product §2 Admin, `Deadline Reminders` tab: what the check does, run it now, the last runs. */
export function DeadlineTab() {
  const queryClient = useQueryClient();
  const runs = useQuery(runsQuery);
  const trigger = useMutation({
    mutationFn: () => api(deadlineChecksApi.trigger),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runsQuery.queryKey }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Deadline Reminders</CardTitle>
        <CardDescription>
          The system checks every day at 9:00 AM (in each user’s time zone) and reminds users 7, 3 and 1 days
          before the deadline of an opportunity they saved, in the app and by e-mail.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <Button onClick={() => trigger.mutate()} disabled={trigger.isPending}>
            {trigger.isPending ? 'Processing...' : 'Trigger Deadline Check'}
          </Button>
        </div>
        <div aria-live="polite">
          {trigger.isSuccess ? (
            <Alert>
              <AlertDescription>{trigger.data.message}</AlertDescription>
            </Alert>
          ) : null}
          {trigger.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{DEADLINE_CHECK_FAILED}</AlertDescription>
            </Alert>
          ) : null}
        </div>
        <section className="grid gap-2" aria-labelledby="deadline-runs-title">
          <h3 id="deadline-runs-title" className="font-semibold">
            Last runs
          </h3>
          {runs.isPending ? <p className="text-sm text-muted-foreground">Loading the last runs…</p> : null}
          {runs.isError ? (
            <p className="text-sm text-muted-foreground">The last runs could not be loaded.</p>
          ) : null}
          {runs.data ? <RunsTable runs={runs.data.runs} /> : null}
        </section>
      </CardContent>
    </Card>
  );
}
