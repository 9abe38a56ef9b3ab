import {
  supportMessageRequestSchema,
  supportTopicLabels,
  supportTopics,
  type SupportMessageRequest,
} from '@futurefund/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { TextArea } from '../../components/ui/textarea';
import { useAuth } from '../../hooks/use-auth';
import { useSendSupportMessage } from './support-api';

/**
 * The contact form. The server's schema validates it here too, so the messages match; react-hook-form
 * focuses the first invalid field. Name and e-mail start from the account when signed in (the page
 * remounts the form when the account changes). The topic starts unchosen, so it must be picked.
 */
export function ContactForm() {
  const { user } = useAuth();
  const send = useSendSupportMessage();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<SupportMessageRequest>({
    resolver: zodResolver(supportMessageRequestSchema),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', message: '' },
  });
  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        resetField('topic');
        resetField('message');
      },
    }),
  );

  return (
    <div className="grid gap-4">
      <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field label="Your name" error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
          </Field>
          <Field label="Your e-mail" error={errors.email?.message} hint="We reply to this address.">
            {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
          </Field>
        </div>
        <Field label="Topic" error={errors.topic?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('topic')}>
              <option value="">Choose a topic</option>
              {supportTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {supportTopicLabels[topic]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Message" error={errors.message?.message} hint="10 to 5,000 characters.">
          {(control) => <TextArea {...control} rows={6} {...register('message')} />}
        </Field>
        <Button type="submit" className="justify-self-start" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </form>
      <div aria-live="polite">
        {send.isSuccess ? (
          <Alert>
            <AlertTitle as="h2">Message sent</AlertTitle>
            <AlertDescription>{send.data.message}</AlertDescription>
          </Alert>
        ) : null}
        {send.isError ? (
          <Alert variant="destructive">
            <AlertTitle as="h2">Your message was not sent</AlertTitle>
            <AlertDescription>{send.error.message.replace(/^\d+: /, '')}</AlertDescription>
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
