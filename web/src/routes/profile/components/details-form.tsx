import {
  GRADUATION_YEAR_MAX,
  GRADUATION_YEAR_MIN,
  profileFieldAnchors,
  type Profile,
} from '@futurefund/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextArea } from '../../../components/ui/textarea';
import { useUpdateProfile } from '../api/profile';
import { detailsResolver, timeZoneOptions, toDetailsValues } from '../model/details-form';
import { listError } from '../model/form-values';
import { ChipListInput } from '../../../components/chip-list-input';

type TextName = 'city' | 'state' | 'country' | 'citizenship' | 'gender' | 'ethnicity';

const privateNote =
  'Optional. Used only to check scholarships that state such a requirement; never shown to anyone else.';

/** Product §2 Profile, second section: what eligibility checks and recommendations read. */
export function DetailsForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm({ resolver: detailsResolver, defaultValues: toDetailsValues(profile) });
  const { register, control, handleSubmit } = form;
  const errors = form.formState.errors;
  const zones = useMemo(() => timeZoneOptions(profile.timeZone), [profile.timeZone]);
  const text = (
    name: TextName,
    label: string,
    extra: { id?: string; hint?: string; autoComplete?: string } = {},
  ) => (
    <Field label={label} id={extra.id} hint={extra.hint} error={errors[name]?.message}>
      {(field) => <Input {...field} autoComplete={extra.autoComplete} {...register(name)} />}
    </Field>
  );
  const list = (name: 'preferredIndustries' | 'preferredLocations', label: string, itemName: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChipListInput
          label={label}
          itemName={itemName}
          values={field.value}
          onChange={field.onChange}
          error={listError(fieldState.error)}
        />
      )}
    />
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Eligibility &amp; matching details</CardTitle>
        <CardDescription>
          Checked against each listing's stated requirements and used for recommendations.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-5" onSubmit={handleSubmit((body) => update.mutate(body))}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="GPA"
              id={profileFieldAnchors.gpa}
              hint="From 0 to 5, such as 3.6"
              error={errors.gpa?.message}
            >
              {(field) => <Input {...field} inputMode="decimal" {...register('gpa')} />}
            </Field>
            <Field
              label="Graduation year"
              id={profileFieldAnchors.graduationYear}
              hint={`${GRADUATION_YEAR_MIN}–${GRADUATION_YEAR_MAX}`}
              error={errors.graduationYear?.message}
            >
              {(field) => <Input {...field} inputMode="numeric" {...register('graduationYear')} />}
            </Field>
            {text('city', 'City', { autoComplete: 'address-level2' })}
            {text('state', 'State', { id: profileFieldAnchors.state, autoComplete: 'address-level1' })}
            {text('country', 'Country', { id: profileFieldAnchors.country, autoComplete: 'country-name' })}
            {text('citizenship', 'Citizenship', { id: profileFieldAnchors.citizenship })}
            <Field
              label="First-generation student"
              id={profileFieldAnchors.firstGeneration}
              error={errors.firstGeneration?.message}
            >
              {(field) => (
                <NativeSelect {...field} {...register('firstGeneration')}>
                  <option value="">Prefer not to say</option>
                  <option value="yes">Yes</option>
                  <option value="no">No</option>
                </NativeSelect>
              )}
            </Field>
            <Field label="Time zone" error={errors.timeZone?.message}>
              {(field) => (
                <NativeSelect {...field} {...register('timeZone')}>
                  {zones.map((zone) => (
                    <option key={zone}>{zone}</option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            {text('gender', 'Gender', { id: profileFieldAnchors.gender, hint: privateNote })}
            {text('ethnicity', 'Ethnicity', { id: profileFieldAnchors.ethnicity, hint: privateNote })}
          </div>
          <Field label="Career goals" error={errors.careerGoals?.message}>
            {(field) => <TextArea {...field} rows={4} {...register('careerGoals')} />}
          </Field>
          {list('preferredIndustries', 'Preferred industries', 'industry')}
          {list('preferredLocations', 'Preferred locations', 'location')}
          <Button type="submit" className="justify-self-start" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save details'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
