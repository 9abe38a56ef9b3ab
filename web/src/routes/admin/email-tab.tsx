import {
  emailApi,
  emailMessages,
  testEmailRequestSchema,
  type EmailStatus as EmailStatusAnswer,
  type TestEmailRequest,
} from '@futurefund/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { TextArea } from '../../components/ui/textarea';
import { api } from '../../lib/api-client';
import { endpointKey, endpointQuery } from '../../lib/api-query';

type Result = { success: boolean; message: string; previewUrl: string | null };

/** Product §2 admin "Email System" tab: status, a test send, its result and the latest messages. */
export function EmailTab() {
  const status = useQuery(endpointQuery(emailApi.status));
  const queryClient = useQueryClient();
  const send = useMutation<Result, Error, TestEmailRequest>({
    mutationFn: (body) => api(emailApi.sendTest, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(emailApi.outbox) }),
  });
  const configured = status.data?.configured === true;
  const result: Result | null = send.isError
    ? { success: false, message: emailMessages.sendFailed, previewUrl: null }
    : (send.data ?? null);

  return (
    <div className="grid gap-6">
      <EmailStatus query={status} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Send Test Email</CardTitle>
          <CardDescription>Check that e-mail reaches an inbox.</CardDescription>
        </CardHeader>
        <CardContent>
          <TestEmailForm
            disabled={!configured || send.isPending}
            sending={send.isPending}
            onSend={(values) => send.mutate(values)}
          />
        </CardContent>
      </Card>
      <div aria-live="polite">{result ? <EmailResult result={result} /> : null}</div>
      <OutboxList />
    </div>
  );
}

function EmailStatus({ query }: { query: UseQueryResult<EmailStatusAnswer> }) {
  if (query.isPending) return <Spinner label="Loading e-mail status…" />;
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Error</AlertTitle>
        <AlertDescription>{emailMessages.statusFailed}</AlertDescription>
      </Alert>
    );
  }
  const { configured, message, testAccount } = query.data;
  return (
    <Alert variant={configured ? 'default' : 'destructive'}>
      <AlertTitle>{configured ? 'Configured' : 'Not Configured'}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        {testAccount ? (
          <p className="mt-2">
            Test account: <span className="font-medium break-all">{testAccount.user}</span> ·{' '}
            <a href={testAccount.web} className="underline underline-offset-2">
              Open the outbox
            </a>
          </p>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

function TestEmailForm(props: {
  disabled: boolean;
  sending: boolean;
  onSend: (values: TestEmailRequest) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TestEmailRequest>({
    resolver: zodResolver(testEmailRequestSchema),
    defaultValues: {
      to: '',
      subject: 'FutureFund test email',
      message: 'This is a test email from FutureFund.',
    },
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit(props.onSend)}>
      <Field label="Recipient" error={errors.to?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" required {...register('to')} />}
      </Field>
      <Field label="Subject" error={errors.subject?.message}>
        {(control) => <Input {...control} {...register('subject')} />}
      </Field>
      <Field label="Message" error={errors.message?.message}>
        {(control) => <TextArea {...control} rows={4} {...register('message')} />}
      </Field>
      <Button type="submit" className="justify-self-start" disabled={props.disabled}>
        {props.sending ? 'Sending…' : 'Send Test Email'}
      </Button>
    </form>
  );
}

function EmailResult({ result }: { result: Result }) {
  return (
    <Card className={result.success ? undefined : 'border-destructive'}>
      <CardHeader>
        <CardTitle as="h2">Email Result</CardTitle>
        <CardDescription className={result.success ? undefined : 'text-destructive'}>
          {result.message}
        </CardDescription>
      </CardHeader>
      {result.previewUrl ? (
        <CardContent>
          <a href={result.previewUrl} className="underline underline-offset-2">
            View the message
          </a>
        </CardContent>
      ) : null}
    </Card>
  );
}

function OutboxList() {
  const outbox = useQuery(endpointQuery(emailApi.outbox));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Latest messages</CardTitle>
      </CardHeader>
      <CardContent>
        {outbox.isPending ? <Spinner label="Loading messages…" /> : null}
        {outbox.isError ? <p className="text-sm text-destructive">{emailMessages.statusFailed}</p> : null}
        {outbox.data?.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">No e-mails yet.</p>
        ) : null}
        {outbox.data?.messages.length ? (
          <ul className="grid gap-2 text-sm">
            {outbox.data.messages.slice(0, 10).map((message) => (
              <li key={message.id} className="flex flex-wrap gap-x-2">
                <span className="font-medium break-all">{message.subject}</span>
                <span className="text-muted-foreground break-all">
                  to {message.to} · {message.kind} · {message.status} ·{' '}
                  {new Date(message.createdAt).toLocaleString()}
                </span>
                {message.previewUrl ? (
                  <a href={message.previewUrl} className="underline underline-offset-2">
                    Preview<span className="sr-only">: {message.subject}</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
