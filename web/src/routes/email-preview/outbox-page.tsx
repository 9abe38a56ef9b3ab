import { emailApi, emailMessages, pageMetaFor } from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { endpointQuery } from '../../lib/api-query';
import { usePageMeta } from '../../lib/page-meta';

/** The local outbox (admins): the "web link" of the e-mail status, listing the newest messages. */
export default function OutboxPage() {
  usePageMeta(pageMetaFor('emailOutbox'));
  const outbox = useQuery(endpointQuery(emailApi.outbox));
  return (
    <section aria-labelledby="outbox-heading" className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <h1 id="outbox-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Outbox
      </h1>
      {outbox.isPending ? <Spinner label="Loading messages…" /> : null}
      {outbox.isError ? <p className="text-destructive">{emailMessages.statusFailed}</p> : null}
      {outbox.data?.messages.length === 0 ? <p className="text-muted-foreground">No e-mails yet.</p> : null}
      {outbox.data?.messages.length ? (
        <ul className="grid gap-3">
          {outbox.data.messages.map((message) => (
            <li key={message.id} className="rounded-lg border p-3 text-sm">
              {message.previewUrl ? (
                <Link
                  to={`/email-preview/${message.publicId}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {message.subject}
                </Link>
              ) : (
                <span className="font-medium">{message.subject}</span>
              )}
              <p className="break-all text-muted-foreground">
                to {message.to} · {message.kind} · {message.status} ·{' '}
                {new Date(message.createdAt).toLocaleString()}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
