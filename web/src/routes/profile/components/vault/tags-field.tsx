import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';

/** Product §5: optional, comma-separated; the API splits and trims them. */
export function TagsField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <Field label="Tags" hint="Optional, separated by commas, e.g. essay, 2026" error={error}>
      {(field) => <Input {...field} {...registration} />}
    </Field>
  );
}
