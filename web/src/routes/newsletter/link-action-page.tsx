import type { NewsletterAnswer } from '@futurefund/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/page-meta';

export interface LinkActionCopy {
  title: string;
  /** What the button will do, before it is pressed. */
  description: string;
  button: string;
  busy: string;
  doneTitle: string;
  /** Shown at once when the link has no token, and when the server refuses it. */
  invalid: string;
}

/**
 * A newsletter link's page (ADR 030). Opening it changes nothing (mail scanners open links); the
 * button posts, with the link's token as the only permission, then the server's answer shows.
 */
export function LinkActionPage({
  copy,
  action,
}: {
  copy: LinkActionCopy;
  action: (token: string) => Promise<NewsletterAnswer>;
}) {
  usePageMeta({ title: copy.title, description: copy.description, noindex: true });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const run = useMutation({ mutationFn: () => action(token) });
  const invalid = token === '' || run.isError;
  const refusal = run.error?.message.replace(/^\d+: /, '');

  return (
    <section
      aria-labelledby="newsletter-link-heading"
      className="mx-auto w-full max-w-md px-4 py-10 sm:py-14"
    >
      <Card>
        <CardHeader>
          <h1 id="newsletter-link-heading" className="text-2xl font-bold tracking-tight">
            {copy.title}
          </h1>
          <CardDescription>{copy.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!run.isSuccess && !invalid ? (
            <Button className="w-full" disabled={run.isPending} onClick={() => run.mutate()}>
              {run.isPending ? copy.busy : copy.button}
            </Button>
          ) : null}
          <div aria-live="polite">
            {run.isSuccess ? (
              <Alert>
                <AlertTitle as="h2">{copy.doneTitle}</AlertTitle>
                <AlertDescription>{run.data.message}</AlertDescription>
              </Alert>
            ) : null}
            {invalid ? (
              <Alert variant="destructive">
                <AlertTitle as="h2">This link does not work</AlertTitle>
                <AlertDescription>{token === '' ? copy.invalid : (refusal ?? copy.invalid)}</AlertDescription>
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
