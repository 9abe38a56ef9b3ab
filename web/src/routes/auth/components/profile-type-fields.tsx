import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FieldError } from '../../../components/ui/form-field';
import { userTypeOptions } from '../../../lib/profile-types';
import { ContributorFields, SeekerFields } from './role-detail-fields';
import type { RegisterFormApi } from './use-register-form';

/**
 * Profile type as native radios (one Tab stop, arrow keys move, the legend names the group), then
 * only the sub-role field and extras of the chosen type (product §4).
 */
export function ProfileTypeFields({ form }: { form: RegisterFormApi }) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const userType = useWatch({ control, name: 'userType' });
  const error = errors.userType?.message;

  return (
    <>
      {/* A radiogroup (allowed on fieldset) can carry the invalid state that single radios cannot. */}
      <fieldset
        role="radiogroup"
        aria-labelledby={legendId}
        aria-required="true"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className="grid gap-2"
      >
        <legend id={legendId} className="mb-2 text-sm font-medium">
          Profile type
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {userTypeOptions.map((option) => {
            const optionId = `${id}-${option.value}`;
            const hintId = `${optionId}-hint`;
            return (
              <div
                key={option.value}
                className="flex gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent/40"
              >
                <input
                  type="radio"
                  id={optionId}
                  value={option.value}
                  aria-describedby={hintId}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  {...register('userType')}
                />
                <div className="grid gap-1">
                  <label htmlFor={optionId} className="text-sm font-medium">
                    {option.label}
                  </label>
                  <p id={hintId} className="text-xs text-muted-foreground">
                    {option.hint}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
        <FieldError id={errorId} message={error} />
      </fieldset>
      {userType === 'student_seeker' ? <SeekerFields form={form} /> : null}
      {userType === 'contributor' ? <ContributorFields form={form} /> : null}
    </>
  );
}
