import {
  majors,
  profileEducationLevels,
  profileFieldAnchors,
  profileMessages,
  type Profile,
} from '@futurefund/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../hooks/use-toast';
import { useUpdateProfile } from '../api/profile';
import { basicsResolver, toBasicsValues } from '../model/basics-form';
import { listError } from '../model/form-values';
import { ChipListInput } from '../../../components/chip-list-input';
import { CompletionMeter } from './completion-meter';
import { InterestsField } from './interests-field';

const refuseDuplicateSkill = () =>
  toast({ title: profileMessages.skillExistsTitle, description: profileMessages.skillExists });

/** Product §2 Profile: the five completion sections, saved together with PUT /api/profile. */
export function BasicsForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: basicsResolver,
    defaultValues: toBasicsValues(profile),
  });
  const [name, educationLevel, intendedMajor, skills, interests] = useWatch({
    control,
    name: ['name', 'educationLevel', 'intendedMajor', 'skills', 'interests'],
  });
  const { errors } = formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile</CardTitle>
        <CardDescription>What recommendations and eligibility checks start from.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CompletionMeter values={{ name, educationLevel, intendedMajor, skills, interests }} />
        <form noValidate className="grid gap-5" onSubmit={handleSubmit((body) => update.mutate(body))}>
          <Field label="Name" error={errors.name?.message}>
            {(field) => <Input {...field} autoComplete="name" {...register('name')} />}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="Education level"
              id={profileFieldAnchors.educationLevel}
              error={errors.educationLevel?.message}
            >
              {(field) => (
                <NativeSelect {...field} {...register('educationLevel')}>
                  <option value="">Not chosen</option>
                  {profileEducationLevels.map((level) => (
                    <option key={level}>{level}</option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field
              label="Intended major"
              id={profileFieldAnchors.major}
              error={errors.intendedMajor?.message}
            >
              {(field) => (
                <NativeSelect {...field} {...register('intendedMajor')}>
                  <option value="">Not chosen</option>
                  {majors.map((major) => (
                    <option key={major}>{major}</option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
          <Controller
            control={control}
            name="skills"
            render={({ field, fieldState }) => (
              <ChipListInput
                label="Skills"
                itemName="skill"
                values={field.value}
                onChange={field.onChange}
                onDuplicate={refuseDuplicateSkill}
                error={listError(fieldState.error)}
              />
            )}
          />
          <Controller
            control={control}
            name="interests"
            render={({ field, fieldState }) => (
              <InterestsField
                values={field.value}
                onChange={field.onChange}
                error={listError(fieldState.error)}
              />
            )}
          />
          <Button type="submit" className="justify-self-start" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
