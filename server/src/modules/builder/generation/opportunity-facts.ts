import { builderMessages, type OpportunityFacts, type OpportunityRef } from '@futurefund/core';
import { AppError } from '../../../lib/errors';
import type { DetailRepo, InternshipRow, ScholarshipRow } from '../../opportunities/detail.repo';

/** Listing text is the opportunity's own words, but a prompt must stay bounded. */
const DESCRIPTION_MAX = 8_000;
const ELIGIBILITY_ITEMS_MAX = 10;
const ITEM_MAX = 200;

const clean = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);
const compact = (items: readonly (string | null | false | undefined)[]) => [
  ...new Set(items.filter((item): item is string => typeof item === 'string' && item.trim() !== '')),
];

/** The eligibility text as separate statements (lines, bullets or semicolons), each bounded. */
function eligibilityItems(text: string | null): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n|;|•|\u2022/)
    .map((item) => item.replace(/^[\s\-*–]+/, '').trim())
    .filter((item) => item.length > 2 && item.length <= ITEM_MAX)
    .slice(0, ELIGIBILITY_ITEMS_MAX);
}

const lettersOf = (count: number) =>
  count > 0 && `${count} letter${count === 1 ? '' : 's'} of recommendation`;

function residency(row: ScholarshipRow | InternshipRow) {
  const places = [...(row.requiredStates ?? []), ...(row.requiredCountries ?? [])];
  return clean(row.residencyRequirement) ?? (places.length > 0 ? `Resident of ${places.join(', ')}` : null);
}

function locationOf(row: ScholarshipRow | InternshipRow) {
  const place = clean(row.location);
  if (row.isRemote) return place ? `${place} (remote)` : 'Remote';
  return place;
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

function scholarshipAmount(row: ScholarshipRow) {
  const stated = clean(row.awardAmount);
  if (stated) return stated;
  if (row.awardMin !== null && row.awardMax !== null && row.awardMin !== row.awardMax)
    return `${usd(row.awardMin)}–${usd(row.awardMax)}`;
  const single = row.awardAmountUsd ?? row.awardMax ?? row.awardMin;
  return single === null ? null : usd(single);
}

/**
 * Only what a student could apply to themselves: the requirements a resume or a letter can speak
 * to (grades, level, documents asked for, residency), not personal traits such as gender or age.
 */
export function scholarshipFacts(row: ScholarshipRow): OpportunityFacts {
  return {
    type: 'scholarship',
    id: row.id,
    title: row.title,
    organization: clean(row.provider),
    description: (row.description ?? '').slice(0, DESCRIPTION_MAX),
    requirements: compact([
      row.minGPA !== null && `Minimum GPA ${row.minGPA}`,
      clean(row.requiredEducationLevel) && `Education level: ${row.requiredEducationLevel}`,
      clean(row.requiredSchoolType) && `School type: ${row.requiredSchoolType}`,
      residency(row),
      row.firstGeneration && 'First-generation college student',
      row.needBased && 'Demonstrated financial need',
      row.essayRequired && 'Essay',
      lettersOf(row.lettersOfRecRequired),
      row.transcriptRequired && 'Transcript',
      row.portfolioRequired && 'Portfolio',
      row.interviewRequired && 'Interview',
      ...eligibilityItems(row.eligibility),
    ]),
    skills: [],
    majors: row.requiredMajors ?? [],
    tags: row.tags ?? [],
    educationLevel: clean(row.requiredEducationLevel),
    location: locationOf(row),
    deadline: row.deadline,
    amount: scholarshipAmount(row),
  };
}

export function internshipFacts(row: InternshipRow): OpportunityFacts {
  const years = row.minExperienceYears;
  return {
    type: 'internship',
    id: row.id,
    title: row.title,
    organization: clean(row.company),
    description: (row.description ?? '').slice(0, DESCRIPTION_MAX),
    requirements: compact([
      row.minGPA !== null && `Minimum GPA ${row.minGPA}`,
      clean(row.requiredEducationLevel) && `Education level: ${row.requiredEducationLevel}`,
      clean(row.classlevelRequirement) && `Class level: ${row.classlevelRequirement}`,
      years
        ? `${years}+ year${years === 1 ? '' : 's'} of experience`
        : row.experienceRequired && 'Prior experience',
      residency(row),
      row.coverLetterRequired && 'Cover letter',
      row.portfolioRequired && 'Portfolio',
      row.transcriptRequired && 'Transcript',
      lettersOf(row.lettersOfRecRequired),
      ...eligibilityItems(row.eligibility),
    ]),
    skills: compact([...(row.requiredSkills ?? []), ...(row.preferredSkills ?? [])]),
    majors: row.requiredMajors ?? [],
    tags: compact([...(row.tags ?? []), clean(row.field)]),
    educationLevel: clean(row.requiredEducationLevel),
    location: locationOf(row),
    deadline: row.deadline,
    amount: null,
  };
}

/**
 * The facts of a listing a student can see (approved: the detail repo's rule, so pending or
 * rejected contributor rows stay hidden); anything else is 404, like an unknown id.
 */
export async function loadOpportunityFacts(
  details: DetailRepo,
  ref: OpportunityRef,
): Promise<OpportunityFacts> {
  if (ref.type === 'scholarship') {
    const row = await details.findScholarship(ref.id);
    if (row) return scholarshipFacts(row);
  } else {
    const row = await details.findInternship(ref.id);
    if (row) return internshipFacts(row);
  }
  throw AppError.notFound(builderMessages.opportunityNotFound);
}
