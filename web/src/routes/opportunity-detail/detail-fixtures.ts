import { buildListItem } from '../../testing/build-list-item';
import {
  detailLimitReasons,
  type AccessInfo,
  type DetailLimitCause,
  type InternshipDetail,
  type LimitedInternshipDetail,
  type LimitedScholarshipDetail,
  type OpportunityListItem,
  type ScholarshipDetail,
} from '@futurefund/core';

// Complete API answers for the detail tests; each test overrides only what it is about.

/** YYYY-MM-DD `days` from the local today, as a deadline the page counts in local time. */
export function localDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const common = {
  description: 'Supports students in science.',
  eligibility: null,
  dueDate: null,
  deadline: null,
  url: 'https://apply.example.org/form',
  tags: [],
  location: null,
  isRemote: false,
  requiredStates: [],
  requiredCountries: [],
  residencyRequirement: null,
  minGPA: null,
  requiredEducationLevel: null,
  requiredMajors: [],
  transcriptRequired: false,
  portfolioRequired: false,
  lettersOfRecRequired: 0,
  closed: false,
  closedBy: null,
  titleEndsOn: null,
  textEndsOn: null,
  sourceType: null,
  sourceName: null,
  lastVerifiedAt: null,
  fresh: false,
  derivedFields: [],
  alsoListedBy: [],
  restrictions: [],
  lastSeenAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function buildScholarship(overrides: Partial<ScholarshipDetail> = {}): ScholarshipDetail {
  return {
    ...common,
    id: 7,
    title: 'STEM Leaders Award',
    type: 'scholarship',
    kind: 'scholarship',
    provider: 'Bright Futures Fund',
    awardAmount: '$5,000',
    awardAmountUsd: 5000,
    awardMin: 5000,
    awardMax: 5000,
    awardCurrency: 'USD',
    awardPeriod: null,
    maxGPA: null,
    requiredSchoolType: null,
    minAge: null,
    maxAge: null,
    genderRequirement: null,
    ethnicityRequirement: null,
    firstGeneration: false,
    essayRequired: false,
    interviewRequired: false,
    needBased: false,
    meritBased: false,
    maxFamilyIncome: null,
    ...overrides,
  };
}

export function buildInternship(overrides: Partial<InternshipDetail> = {}): InternshipDetail {
  return {
    ...common,
    id: 9,
    title: 'Data Intern',
    type: 'internship',
    company: 'Acme Analytics',
    field: null,
    position: null,
    applicationDeadline: null,
    startDate: null,
    endDate: null,
    isPaid: true,
    salaryRange: null,
    isHybrid: false,
    classlevelRequirement: null,
    experienceRequired: false,
    requiredSkills: [],
    preferredSkills: [],
    coverLetterRequired: false,
    season: null,
    seasonEndsOn: null,
    sponsorship: null,
    durationWeeks: null,
    hoursPerWeek: null,
    ...overrides,
  };
}

const limit = (cause: DetailLimitCause) => ({ cause, reason: detailLimitReasons[cause] });

/** The limited answer about buildScholarship()'s listing (ADR 018): no link, no text. */
export function buildLimitedScholarship(
  cause: DetailLimitCause = 'free_views_used',
  overrides: Partial<LimitedScholarshipDetail> = {},
): LimitedScholarshipDetail {
  const full = buildScholarship();
  return {
    id: full.id,
    type: 'scholarship',
    kind: full.kind,
    title: full.title,
    provider: full.provider,
    awardAmount: full.awardAmount,
    awardAmountUsd: full.awardAmountUsd,
    awardMin: full.awardMin,
    awardMax: full.awardMax,
    awardCurrency: full.awardCurrency,
    awardPeriod: full.awardPeriod,
    sourceName: full.sourceName,
    lastVerifiedAt: full.lastVerifiedAt,
    dueDate: null,
    deadline: null,
    location: null,
    isRemote: false,
    limited: limit(cause),
    ...overrides,
  };
}

/** The limited answer about buildInternship()'s listing. */
export function buildLimitedInternship(
  overrides: Partial<LimitedInternshipDetail> = {},
): LimitedInternshipDetail {
  const full = buildInternship();
  return {
    id: full.id,
    type: 'internship',
    title: full.title,
    company: full.company,
    isPaid: full.isPaid,
    salaryRange: null,
    sourceName: full.sourceName,
    lastVerifiedAt: full.lastVerifiedAt,
    dueDate: null,
    deadline: null,
    applicationDeadline: null,
    location: null,
    isRemote: false,
    isHybrid: false,
    limited: limit('free_views_used'),
    ...overrides,
  };
}

export function buildAccess(overrides: Partial<AccessInfo> = {}): AccessInfo {
  return { hasAccess: true, viewsUsed: 1, isAuthenticated: false, hasApplicationAccess: false, ...overrides };
}

export function buildSimilarItem(overrides: Partial<OpportunityListItem> = {}): OpportunityListItem {
  return buildListItem({
    id: 8,
    title: 'Similar Award',
    organization: null,
    description: null,
    awardAmount: null,
    awardAmountUsd: null,
    ...overrides,
  });
}
