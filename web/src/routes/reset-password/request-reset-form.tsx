import { authApi, forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@futurefund/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api-client';
import { paths } from '../../lib/paths';

export function RequestResetForm() {
  const request = useMutation({
    mutationFn: (body: ForgotPasswordRequest) => api(authApi.forgotPassword, { body }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { username: '' },
  });

  return (
    <div className="grid gap-4">
      <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => request.mutate(values))}>
        <Field label="Username" error={errors.username?.message}>
          {(control) => (
            <Input {...control} autoComplete="username" autoCapitalize="none" {...register('username')} />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      <div aria-live="polite">
        {request.isSuccess ? (
          <Alert>
            <AlertTitle as="h2">Check your e-mail</AlertTitle>
            <AlertDescription>{request.data.message}</AlertDescription>
          </Alert>
        ) : null}
        {request.isError ? (
          <Alert variant="destructive">
            <AlertTitle as="h2">Error</AlertTitle>
            <AlertDescription>{request.error.message.replace(/^\d+: /, '')}</AlertDescription>
          </Alert>
        ) : null}
      </div>
      <p className="text-sm">
        <Link to={paths.auth} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
