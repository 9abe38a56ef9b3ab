import { emailApi, emailMessages, pageMetaFor } from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { endpointQuery } from '../../lib/api-query';
import { MessageBody } from './message-body';
import { usePageMeta } from '../../lib/page-meta';

/**
 * One message of the local outbox (ADR 024), as a test-mail service would show it. No sign-in:
 * the random id in the link is the permission.
 */
export default function EmailPreviewPage() {
  usePageMeta(pageMetaFor('emailPreview'));
  const { publicId = '' } = useParams();
  const message = useQuery({ ...endpointQuery(emailApi.preview, { params: { publicId } }), retry: false });

  return (
    <section aria-labelledby="preview-heading" className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <h1 id="preview-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {message.data?.subject ?? 'E-mail preview'}
      </h1>
      {message.isPending ? <Spinner label="Loading the message…" /> : null}
      {message.isError ? (
        <Alert variant="destructive">
          <AlertTitle as="h2">Message not found</AlertTitle>
          <AlertDescription>{emailMessages.previewNotFound}</AlertDescription>
        </Alert>
      ) : null}
      {message.data ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium">From</dt>
            <dd className="break-all">{message.data.from}</dd>
            <dt className="font-medium">To</dt>
            <dd className="break-all">{message.data.to}</dd>
            <dt className="font-medium">Date</dt>
            <dd>{new Date(message.data.date).toLocaleString()}</dd>
          </dl>
          <MessageBody html={message.data.html} text={message.data.text} />
          <Card>
            <CardHeader>
              <CardTitle as="h2">Headers</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-1 text-xs sm:grid-cols-[auto_1fr] sm:gap-x-4">
                {Object.entries(message.data.headers).map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt className="font-mono font-medium">{name}</dt>
                    <dd className="break-all font-mono">{value}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </>
      ) : null}
    </section>
  );
}
