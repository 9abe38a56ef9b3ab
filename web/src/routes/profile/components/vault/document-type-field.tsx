import { documentTypeLabels, documentTypes } from '@futurefund/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../../components/ui/form-field';
import { NativeSelect } from '../../../../components/ui/native-select';

/** The eight document types of product §3, by their labels; nothing chosen at first. */
export function DocumentTypeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <Field label="Document type" error={error}>
      {(field) => (
        <NativeSelect {...field} {...registration}>
          <option value="">Select a type</option>
          {documentTypes.map((type) => (
            <option key={type} value={type}>
              {documentTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
