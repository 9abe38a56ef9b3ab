import { useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { auditLogQuery } from './admin-api';

const actionLabels: Record<string, string> = {
  'refresh.start': 'Refresh started',
  'source.pause': 'Source paused',
  'source.resume': 'Source resumed',
  'premium.grant': 'Premium granted',
  'premium.revoke': 'Premium revoked',
  'email.test': 'Test e-mail sent',
  'deadline-check.trigger': 'Deadline check triggered',
};
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The newest 50 admin actions: when, who, what, on what, and why. */
export function AuditLog() {
  const log = useQuery(auditLogQuery);
  let body;
  if (log.isPending) body = <Spinner label="Loading the audit log…" />;
  else if (log.isError)
    body = (
      <Alert variant="destructive">
        <AlertTitle as="h3">Could not load the audit log</AlertTitle>
        <AlertDescription>{log.error.message}</AlertDescription>
      </Alert>
    );
  else if (log.data.length === 0) body = <p className="text-muted-foreground">No admin actions yet.</p>;
  else
    body = (
      <ol className="grid gap-2" aria-label="Admin actions, newest first">
        {log.data.map((entry) => (
          <li key={entry.id} className="grid gap-0.5 rounded-md border bg-card p-3 text-sm">
            <p className="flex flex-wrap gap-x-2">
              <span className="font-semibold">{actionLabels[entry.action] ?? entry.action}</span>
              {entry.target ? <span className="break-words">{entry.target}</span> : null}
            </p>
            <p className="text-muted-foreground">
              <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time> by {entry.admin}
            </p>
            {entry.reason ? <p className="break-words">Reason: {entry.reason}</p> : null}
          </li>
        ))}
      </ol>
    );
  return (
    <section aria-labelledby="audit-heading" className="grid gap-3">
      <h2 id="audit-heading" className="text-lg font-semibold">
        Audit log
      </h2>
      {body}
    </section>
  );
}
