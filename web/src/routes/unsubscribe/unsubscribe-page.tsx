import { emailApi, emailMessages, pageMetaFor } from '@futurefund/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { api } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/page-meta';

/**
 * An e-mail's unsubscribe link lands here. Opening the page changes nothing (mail scanners open
 * links too); the button does, with the link's token as its only permission.
 */
export default function UnsubscribePage() {
  usePageMeta(pageMetaFor('unsubscribe'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => api(emailApi.unsubscribe, { query: { token } }),
  });
  const invalid = token === '' || unsubscribe.isError;

  return (
    <section aria-labelledby="unsubscribe-heading" className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Card>
        <CardHeader>
          <h1 id="unsubscribe-heading" className="text-2xl font-bold tracking-tight">
            Unsubscribe
          </h1>
          <CardDescription>
            Stop the kind of e-mail this link came with (deadline reminders, submission updates or new
            matches). You can turn it back on in your notification settings.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!unsubscribe.isSuccess && !invalid ? (
            <Button className="w-full" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
            </Button>
          ) : null}
          <div aria-live="polite">
            {unsubscribe.isSuccess ? (
              <Alert>
                <AlertTitle as="h2">You are unsubscribed</AlertTitle>
                <AlertDescription>{unsubscribe.data.message}</AlertDescription>
              </Alert>
            ) : null}
            {invalid ? (
              <Alert variant="destructive">
                <AlertTitle as="h2">{emailMessages.unsubscribeInvalid}</AlertTitle>
                <AlertDescription>
                  Sign in and change your notification settings on your profile instead.
                </AlertDescription>
              </Alert>
            ) : null}
          </div>
          <p className="text-sm">
            <Link to={paths.home} className="font-medium text-primary underline-offset-4 hover:underline">
              Back to home
            </Link>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
