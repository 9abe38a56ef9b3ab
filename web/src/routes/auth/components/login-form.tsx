import { loginRequestSchema, type LoginRequest } from '@futurefund/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../hooks/use-auth';
import { paths } from '../../../lib/paths';

/**
 * Product §5 Login. Messages come from the shared contract; on success the page's guard moves on
 * (RedirectIfSignedIn), on failure useAuth shows the 'Login failed' toast.
 */
export function LoginForm() {
  const { loginMutation } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const isPending = loginMutation.isPending;

  return (
    <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => loginMutation.mutate(values))}>
      <Field label="Username" error={errors.username?.message}>
        {(control) => (
          <Input {...control} autoComplete="username" autoCapitalize="none" {...register('username')} />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...register('password')} />
        )}
      </Field>
      <p className="-mt-2 text-sm">
        <Link
          to={paths.resetPassword}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
