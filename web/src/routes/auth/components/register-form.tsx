import { toRegisterRequest, type RegisterRequest } from '@futurefund/core';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useAuth } from '../../../hooks/use-auth';
import { ProfileTypeFields } from './profile-type-fields';
import { emptyToUndefined, showServerErrors, useRegisterForm } from './use-register-form';

/**
 * Product §5 Register. The body sent has no confirmPassword, no empty values and no fields of the
 * other profile type (toRegisterRequest); a successful sign-up signs the user in and the page's
 * guard moves on.
 */
export function RegisterForm() {
  const { registerMutation } = useAuth();
  const form = useRegisterForm();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const isPending = registerMutation.isPending;

  const onSubmit = handleSubmit((values) =>
    // The values passed the form schema, so what remains after the drop is a valid request.
    registerMutation.mutate(toRegisterRequest(values) as RegisterRequest, {
      onError: (error) => showServerErrors(error, setError),
    }),
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <Field label="Full name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
      </Field>
      <Field label="Username" error={errors.username?.message}>
        {(control) => (
          <Input {...control} autoComplete="username" autoCapitalize="none" {...register('username')} />
        )}
      </Field>
      <Field label="Email (optional)" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            {...register('email', { setValueAs: emptyToUndefined })}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Password" error={errors.password?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...register('password')} />
          )}
        </Field>
        <Field label="Confirm password" error={errors.confirmPassword?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...register('confirmPassword')}
            />
          )}
        </Field>
      </div>
      <ProfileTypeFields form={form} />
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
