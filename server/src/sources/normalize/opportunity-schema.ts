import { awardPeriods, scholarshipKinds } from '@futurefund/core';
import { z } from 'zod';
import type { NormalizedInternship, NormalizedScholarship } from '../types';
import { MAX_TEXT_LENGTH, MAX_TITLE_LENGTH } from './text';

// The last gate before a row leaves an adapter: a row that fails here is skipped with the reason,
// never half-written. The schemas mirror types.ts, and `satisfies` keeps the two in step.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const httpUrl = z.string().regex(/^https?:\/\/\S+$/i);
const shortText = z.string().min(1).max(500);
const longText = z.string().min(1).max(MAX_TEXT_LENGTH);
const list = z.array(shortText);
const codes = z.array(z.string().regex(/^[A-Z]{2}$/));
const amount = z.number().positive().max(1e12).nullable();

const commonShape = {
  sourceId: z.string().min(1).max(300).nullable(),
  title: z.string().min(1).max(MAX_TITLE_LENGTH),
  description: longText.nullable(),
  eligibility: longText.nullable(),
  dueDate: shortText.nullable(),
  deadline: isoDate.nullable(),
  url: httpUrl.nullable(),
  location: longText.nullable(),
  isRemote: z.boolean(),
  tags: z.array(z.string().min(1).max(100)),
  requiredStates: list,
  requiredCountries: list,
  requiredEducationLevel: z.enum(['High School', 'Undergraduate', 'Graduate', 'Any']).nullable(),
  requiredMajors: list,
  minGPA: z.number().min(0).max(5).nullable(),
  transcriptRequired: z.boolean(),
  lettersOfRecRequired: z.int().min(0).max(5),
  lastVerifiedAt: z.iso.datetime().nullable(),
  closed: z.boolean(),
  stateCodes: codes,
  countryCodes: codes,
  cities: list,
  derivedFields: z.array(z.string().min(1).max(50)),
};

export const normalizedScholarshipSchema = z.object({
  ...commonShape,
  type: z.literal('scholarship'),
  kind: z.enum(scholarshipKinds),
  provider: shortText.nullable(),
  awardAmount: shortText.nullable(),
  awardAmountUsd: z.int().positive().nullable(),
  awardMin: amount,
  awardMax: amount,
  awardCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  awardPeriod: z.enum(awardPeriods).nullable(),
  residencyRequirement: shortText.nullable(),
  maxGPA: z.number().min(0).max(5).nullable(),
  genderRequirement: shortText.nullable(),
  ethnicityRequirement: shortText.nullable(),
  firstGeneration: z.boolean(),
  essayRequired: z.boolean(),
  needBased: z.boolean(),
  meritBased: z.boolean(),
}) satisfies z.ZodType<NormalizedScholarship>;

export const normalizedInternshipSchema = z.object({
  ...commonShape,
  type: z.literal('internship'),
  company: shortText.nullable(),
  field: shortText.nullable(),
  position: shortText.nullable(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  isPaid: z.boolean().nullable(),
  salaryRange: shortText.nullable(),
  isHybrid: z.boolean(),
  classlevelRequirement: shortText.nullable(),
  requiredSkills: list,
  season: shortText.nullable(),
  sponsorship: shortText.nullable(),
}) satisfies z.ZodType<NormalizedInternship>;

export const normalizedOpportunitySchema = z.discriminatedUnion('type', [
  normalizedScholarshipSchema,
  normalizedInternshipSchema,
]);
