import { authMessages, registerFormSchema, type RegisterForm } from '@futurefund/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/** Optional inputs read '' when left blank; the schema wants them absent instead. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
export const toOptionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

const fieldNames = [
  'name',
  'username',
  'email',
  'password',
  'confirmPassword',
  'userType',
  'seekerSubType',
  'contributorSubType',
  'organizationName',
  'organizationWebsite',
  'jobTitle',
  'studentName',
  'relationshipToStudent',
  'graduationYear',
] as const satisfies readonly (keyof RegisterForm)[];

type FieldName = (typeof fieldNames)[number];
const isFieldName = (path: string): path is FieldName => (fieldNames as readonly string[]).includes(path);

export function useRegisterForm() {
  return useForm({
    resolver: zodResolver(registerFormSchema),
    // Fields of the other profile type unmount and leave the values, so stale input in a hidden
    // field can neither block submitting nor be sent.
    shouldUnregister: true,
    defaultValues: { name: '', username: '', password: '', confirmPassword: '' },
  });
}

export type RegisterFormApi = ReturnType<typeof useRegisterForm>;

/** Puts the server's verdict next to the field it is about (the toast says it too). */
export function showServerErrors(error: Error, setError: RegisterFormApi['setError']) {
  if (!(error instanceof ApiError)) return;
  if (error.code === 'CONFLICT') {
    setError('username', { message: authMessages.usernameTaken }, { shouldFocus: true });
    return;
  }
  error.details?.forEach(({ path, message }, index) => {
    if (isFieldName(path)) setError(path, { message }, { shouldFocus: index === 0 });
  });
}
