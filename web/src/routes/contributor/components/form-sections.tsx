import { filterEducationLevels } from '@futurefund/core';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextArea } from '../../../components/ui/textarea';
import { letterChoices, type SubmissionFormValues } from '../model/submission-form';
import { ChipListInput } from '../../../components/chip-list-input';

type Name = FieldPath<SubmissionFormValues>;

/** One §2 section: a fieldset named by its legend. */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function useField(name: Name) {
  const { register, formState } = useFormContext<SubmissionFormValues>();
  const error = formState.errors[name as keyof SubmissionFormValues];
  return { registered: register(name), error: error?.message };
}

function TextField({ name, label, type = 'text' }: { name: Name; label: string; type?: string }) {
  const { registered, error } = useField(name);
  return (
    <Field label={label} error={error}>
      {(control) => <Input {...control} type={type} {...registered} />}
    </Field>
  );
}

function Checkbox({ name, label }: { name: Name; label: string }) {
  const { register } = useFormContext<SubmissionFormValues>();
  return (
    <label className="flex min-h-9 items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 shrink-0 accent-primary" {...register(name)} />
      {label}
    </label>
  );
}

function ListField({ name, label, itemName }: { name: Name; label: string; itemName: string }) {
  const { control } = useFormContext<SubmissionFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChipListInput
          label={label}
          itemName={itemName}
          values={field.value as string[]}
          onChange={field.onChange}
          inputRef={field.ref}
          // A too-long entry reports on the entry; show it on the list.
          error={fieldState.error?.message ?? listEntryError(fieldState.error)}
        />
      )}
    />
  );
}

function listEntryError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return (error as ({ message?: string } | undefined)[]).find((entry) => entry?.message)?.message;
}

export function BasicsSection({ typeLocked }: { typeLocked: boolean }) {
  const type = useField('type');
  const description = useField('description');
  const eligibility = useField('eligibility');
  return (
    <Section legend="Opportunity">
      <Field label="Opportunity type" error={type.error}>
        {(control) => (
          <NativeSelect {...control} {...type.registered} disabled={typeLocked}>
            <option value="">Choose a type</option>
            <option value="scholarship">Scholarship</option>
            <option value="internship">Internship</option>
          </NativeSelect>
        )}
      </Field>
      <TextField name="title" label="Title" />
      <TextField name="url" label="Application URL" type="url" />
      <Field label="Description" error={description.error}>
        {(control) => <TextArea {...control} rows={6} {...description.registered} />}
      </Field>
      <Field label="Eligibility (optional)" error={eligibility.error}>
        {(control) => <TextArea {...control} rows={3} {...eligibility.registered} />}
      </Field>
    </Section>
  );
}

export function ScholarshipSection() {
  return (
    <Section legend="Scholarship details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="awardAmount" label="Award amount" />
        <TextField name="dueDate" label="Application deadline" type="date" />
      </div>
    </Section>
  );
}

export function InternshipSection() {
  const isPaid = useWatch<SubmissionFormValues, 'isPaid'>({ name: 'isPaid' });
  return (
    <Section legend="Internship details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="company" label="Company" />
        <TextField name="position" label="Position title" />
        <TextField name="startDate" label="Start date" type="date" />
        <TextField name="endDate" label="End date" type="date" />
      </div>
      <Checkbox name="isPaid" label="Paid" />
      {isPaid ? <TextField name="salaryRange" label="Salary range" /> : null}
    </Section>
  );
}

export function LocationSection({ internship }: { internship: boolean }) {
  return (
    <Section legend="Location">
      <TextField name="location" label="Location" />
      <div className="flex flex-wrap gap-x-6">
        <Checkbox name="isRemote" label="Remote" />
        {internship ? <Checkbox name="isHybrid" label="Hybrid" /> : null}
      </div>
    </Section>
  );
}

export function RequirementsSection({ internship }: { internship: boolean }) {
  const level = useField('requiredEducationLevel');
  return (
    <Section legend="Requirements">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="minGPA" label="Minimum GPA" />
        <Field label="Education level" error={level.error}>
          {(control) => (
            <NativeSelect {...control} {...level.registered}>
              {filterEducationLevels.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <ListField name="requiredMajors" label="Required majors" itemName="major" />
      {internship ? <ListField name="requiredSkills" label="Required skills" itemName="skill" /> : null}
    </Section>
  );
}

export function ApplicationSection() {
  const letters = useField('lettersOfRecRequired');
  return (
    <Section legend="Application requirements">
      <div className="flex flex-wrap gap-x-6">
        <Checkbox name="essayRequired" label="Essay required" />
        <Checkbox name="transcriptRequired" label="Transcript required" />
      </div>
      <Field label="Letters of recommendation" error={letters.error} className="sm:max-w-xs">
        {(control) => (
          <NativeSelect {...control} {...letters.registered}>
            {letterChoices.map((count) => (
              <option key={count}>{count}</option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </Section>
  );
}

export function TagsSection() {
  return (
    <Section legend="Tags">
      <ListField name="tags" label="Tags" itemName="tag" />
    </Section>
  );
}
