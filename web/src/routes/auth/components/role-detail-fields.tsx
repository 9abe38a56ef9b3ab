import {
  contributorSubTypes,
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  seekerSubTypes,
} from '@futurefund/core';
import { useWatch } from 'react-hook-form';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { contributorSubTypeLabels, seekerSubTypeLabels } from '../../../lib/profile-types';
import { emptyToUndefined, toOptionalNumber, type RegisterFormApi } from './use-register-form';

/** Seekers: their specific role, then the parent/guardian or student extras (product §5). */
export function SeekerFields({ form }: { form: RegisterFormApi }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const seekerSubType = useWatch({ control, name: 'seekerSubType' });

  return (
    <>
      <Field label="Specific role" error={errors.seekerSubType?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('seekerSubType', { setValueAs: emptyToUndefined })}>
            <option value="">Select your role</option>
            {seekerSubTypes.map((value) => (
              <option key={value} value={value}>
                {seekerSubTypeLabels[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {seekerSubType === 'parent_guardian' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Student's name" error={errors.studentName?.message}>
            {(control) => (
              <Input {...control} {...register('studentName', { setValueAs: emptyToUndefined })} />
            )}
          </Field>
          <Field label="Relationship to student" error={errors.relationshipToStudent?.message}>
            {(control) => (
              <Input
                {...control}
                placeholder="e.g. Mother, Legal guardian"
                {...register('relationshipToStudent', { setValueAs: emptyToUndefined })}
              />
            )}
          </Field>
        </div>
      ) : null}
      {seekerSubType === 'student' ? (
        <Field
          label="Graduation year (optional)"
          hint={`Between ${GRADUATION_YEAR_MIN} and ${GRADUATION_YEAR_MAX}.`}
          error={errors.graduationYear?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={GRADUATION_YEAR_MIN}
              max={GRADUATION_YEAR_MAX}
              {...register('graduationYear', { setValueAs: toOptionalNumber })}
            />
          )}
        </Field>
      ) : null}
    </>
  );
}

/** Contributors: professional role and organisation details (product §5). */
export function ContributorFields({ form }: { form: RegisterFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <>
      <Field label="Professional role" error={errors.contributorSubType?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('contributorSubType', { setValueAs: emptyToUndefined })}>
            <option value="">Select your role</option>
            {contributorSubTypes.map((value) => (
              <option key={value} value={value}>
                {contributorSubTypeLabels[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Organization name" error={errors.organizationName?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            {...register('organizationName', { setValueAs: emptyToUndefined })}
          />
        )}
      </Field>
      <Field label="Organization website (optional)" error={errors.organizationWebsite?.message}>
        {(control) => (
          <Input
            {...control}
            type="url"
            placeholder="https://example.org"
            {...register('organizationWebsite', { setValueAs: emptyToUndefined })}
          />
        )}
      </Field>
      <Field label="Job title" error={errors.jobTitle?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="organization-title"
            {...register('jobTitle', { setValueAs: emptyToUndefined })}
          />
        )}
      </Field>
    </>
  );
}
