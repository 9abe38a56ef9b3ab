import { zodResolver } from '@hookform/resolvers/zod';
import { opportunitySubmissionSchema, type OpportunitySubmission, type Submission } from '@futurefund/core';
import type { Resolver } from 'react-hook-form';

/** The form as its inputs hold it: '' for an unchosen select or an empty date, text for numbers. */
export type SubmissionFormValues = {
  type: '' | Submission['type'];
  title: string;
  url: string;
  description: string;
  eligibility: string;
  awardAmount: string;
  dueDate: string;
  company: string;
  position: string;
  startDate: string;
  endDate: string;
  isPaid: boolean;
  salaryRange: string;
  location: string;
  isRemote: boolean;
  isHybrid: boolean;
  minGPA: string;
  requiredEducationLevel: OpportunitySubmission['requiredEducationLevel'];
  requiredMajors: string[];
  requiredSkills: string[];
  essayRequired: boolean;
  transcriptRequired: boolean;
  /** The select offers 0 to 3 (product §2) although the contract allows up to 5. */
  lettersOfRecRequired: string;
  tags: string[];
};

export const letterChoices = ['0', '1', '2', '3'] as const;

export const emptySubmissionValues: SubmissionFormValues = {
  type: '',
  title: '',
  url: '',
  description: '',
  eligibility: '',
  awardAmount: '',
  dueDate: '',
  company: '',
  position: '',
  startDate: '',
  endDate: '',
  isPaid: false,
  salaryRange: '',
  location: '',
  isRemote: false,
  isHybrid: false,
  minGPA: '',
  requiredEducationLevel: 'Any',
  requiredMajors: [],
  requiredSkills: [],
  essayRequired: false,
  transcriptRequired: false,
  lettersOfRecRequired: '0',
  tags: [],
};

/** A stored submission's fields back into the inputs, to edit and resubmit. */
export function toSubmissionValues(fields: Submission['fields']): SubmissionFormValues {
  const text = (value: string | undefined) => value ?? '';
  return {
    ...emptySubmissionValues,
    type: fields.type,
    title: fields.title,
    url: text(fields.url),
    description: fields.description,
    eligibility: text(fields.eligibility),
    awardAmount: text(fields.awardAmount),
    dueDate: text(fields.dueDate),
    company: text(fields.company),
    position: text(fields.position),
    startDate: text(fields.startDate),
    endDate: text(fields.endDate),
    isPaid: fields.isPaid,
    salaryRange: text(fields.salaryRange),
    location: text(fields.location),
    isRemote: fields.isRemote,
    isHybrid: fields.isHybrid,
    minGPA: text(fields.minGPA),
    requiredEducationLevel: fields.requiredEducationLevel,
    requiredMajors: [...fields.requiredMajors],
    requiredSkills: [...fields.requiredSkills],
    essayRequired: fields.essayRequired,
    transcriptRequired: fields.transcriptRequired,
    lettersOfRecRequired: String(Math.min(fields.lettersOfRecRequired, 3)),
    tags: [...fields.tags],
  };
}

/**
 * The request body: only the fields the chosen type shows are sent, so details typed before a
 * type switch (or a salary with Paid unticked) never reach the catalog.
 */
export function toSubmissionBody(values: SubmissionFormValues) {
  const internship = values.type === 'internship';
  const scholarship = values.type === 'scholarship';
  return {
    ...values,
    type: values.type === '' ? undefined : values.type,
    awardAmount: scholarship ? values.awardAmount : undefined,
    dueDate: scholarship ? values.dueDate : undefined,
    company: internship ? values.company : undefined,
    position: internship ? values.position : undefined,
    startDate: internship ? values.startDate : undefined,
    endDate: internship ? values.endDate : undefined,
    isPaid: internship && values.isPaid,
    salaryRange: internship && values.isPaid ? values.salaryRange : undefined,
    isHybrid: internship && values.isHybrid,
    requiredSkills: internship ? values.requiredSkills : [],
    lettersOfRecRequired: Number(values.lettersOfRecRequired),
  };
}

/** The contract's schema (and so its §5 messages, word for word) over what the inputs hold. */
export const submissionResolver: Resolver<SubmissionFormValues, unknown, OpportunitySubmission> = (
  values,
  context,
  options,
) => {
  const check = zodResolver(opportunitySubmissionSchema) as unknown as Resolver<
    Record<string, unknown>,
    unknown,
    OpportunitySubmission
  >;
  return check(toSubmissionBody(values), context, options as never) as ReturnType<
    Resolver<SubmissionFormValues, unknown, OpportunitySubmission>
  >;
};

/** "scholarship:12" from ?edit=, or null when absent or malformed. */
export function parseEditParam(raw: string | null): { type: Submission['type']; id: number } | null {
  const match = /^(scholarship|internship):(\d+)$/.exec(raw ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 ? { type: match[1] as Submission['type'], id } : null;
}
