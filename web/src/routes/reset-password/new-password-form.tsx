import { authApi, resetPasswordFormSchema } from '@futurefund/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api-client';
import { currentUserQueryKey } from '../../lib/auth-api';
import { paths } from '../../lib/paths';

type NewPassword = z.infer<typeof resetPasswordFormSchema>;

export function NewPasswordForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: (password: string) => api(authApi.resetPassword, { body: { token, password } }),
    // Every session of the account ended, this browser's included.
    onSuccess: () => queryClient.setQueryData(currentUserQueryKey, null),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPassword>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (reset.isSuccess) {
    return (
      <div aria-live="polite" className="grid gap-4">
        <Alert>
          <AlertTitle as="h2">Password changed</AlertTitle>
          <AlertDescription>{reset.data.message}</AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to={paths.auth}>Sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={handleSubmit((values) => reset.mutate(values.password))}
      >
        <Field label="New password" error={errors.password?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...register('password')} />
          )}
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...register('confirmPassword')}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
      <div aria-live="polite">
        {reset.isError ? (
          <Alert variant="destructive">
            <AlertTitle as="h2">Could not change the password</AlertTitle>
            <AlertDescription>
              {reset.error.message.replace(/^\d+: /, '')}{' '}
              <Link to={paths.resetPassword} className="font-medium underline underline-offset-4">
                Ask for a new link
              </Link>
            </AlertDescription>
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
