import {
  limitedInternshipDetailSchema,
  limitedScholarshipDetailSchema,
  type ClosedBy,
  type DetailLimit,
  type InternshipDetail,
  type LimitedInternshipDetail,
  type LimitedScholarshipDetail,
  type OpportunityListItem,
  type ScholarshipDetail,
  truncateDescription,
} from '@futurefund/core';
import type { ListItemRow } from './list-item-sql';
import type { InternshipRow, ScholarshipRow } from './detail.repo';

// Catalog rows → API shapes (pure). Typed on both ends, so a renamed column or contract field
// fails the typecheck here instead of sending undefined.

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A browse card: the row's item, its text cut to the card's excerpt and its verification time in
 * ISO 8601 (the item is JSON from the database, list-item-sql.ts).
 */
export function toListItem({ item }: ListItemRow): OpportunityListItem {
  const description = item.description === null ? null : truncateDescription(item.description);
  const lastVerifiedAt = item.lastVerifiedAt === null ? null : new Date(item.lastVerifiedAt).toISOString();
  return { ...item, description, lastVerifiedAt };
}

const closedBy = (row: ScholarshipRow | InternshipRow): ClosedBy | null =>
  row.closedAt === null ? null : row.closedReason === 'removed' ? 'removed' : 'source';

function toDetailCommon(row: ScholarshipRow | InternshipRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eligibility: row.eligibility,
    dueDate: row.dueDate,
    deadline: row.deadline,
    url: row.url,
    tags: row.tags,
    location: row.location,
    isRemote: row.isRemote,
    requiredStates: row.requiredStates,
    requiredCountries: row.requiredCountries,
    residencyRequirement: row.residencyRequirement,
    minGPA: row.minGPA,
    requiredEducationLevel: row.requiredEducationLevel,
    requiredMajors: row.requiredMajors,
    transcriptRequired: row.transcriptRequired,
    portfolioRequired: row.portfolioRequired,
    lettersOfRecRequired: row.lettersOfRecRequired,
    closed: row.closedAt !== null,
    closedBy: closedBy(row),
    titleEndsOn: row.titleEndsOn,
    textEndsOn: row.textEndsOn,
    sourceType: row.sourceType,
    sourceName: row.sourceName,
    lastVerifiedAt: iso(row.lastVerifiedAt),
    fresh: row.fresh,
    derivedFields: row.derivedFields,
    alsoListedBy: row.alsoListedBy,
    restrictions: row.restrictions ?? [],
    lastSeenAt: iso(row.lastSeenAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toScholarshipDetail(row: ScholarshipRow): ScholarshipDetail {
  return {
    ...toDetailCommon(row),
    type: 'scholarship',
    kind: row.kind,
    provider: row.provider,
    awardAmount: row.awardAmount,
    awardAmountUsd: row.awardAmountUsd,
    awardMin: row.awardMin,
    awardMax: row.awardMax,
    awardCurrency: row.awardCurrency,
    awardPeriod: row.awardPeriod,
    maxGPA: row.maxGPA,
    requiredSchoolType: row.requiredSchoolType,
    minAge: row.minAge,
    maxAge: row.maxAge,
    genderRequirement: row.genderRequirement,
    ethnicityRequirement: row.ethnicityRequirement,
    firstGeneration: row.firstGeneration,
    essayRequired: row.essayRequired,
    interviewRequired: row.interviewRequired,
    needBased: row.needBased,
    meritBased: row.meritBased,
    maxFamilyIncome: row.maxFamilyIncome,
  };
}

export function toInternshipDetail(row: InternshipRow): InternshipDetail {
  return {
    ...toDetailCommon(row),
    type: 'internship',
    company: row.company,
    field: row.field,
    position: row.position,
    applicationDeadline: row.deadline ?? row.dueDate,
    startDate: row.startDate,
    endDate: row.endDate,
    isPaid: row.isPaid,
    salaryRange: row.salaryRange,
    isHybrid: row.isHybrid,
    classlevelRequirement: row.classlevelRequirement,
    experienceRequired: row.experienceRequired,
    requiredSkills: row.requiredSkills,
    preferredSkills: row.preferredSkills,
    coverLetterRequired: row.coverLetterRequired,
    season: row.season,
    seasonEndsOn: row.seasonEndsOn,
    sponsorship: row.sponsorship,
    durationWeeks: row.durationWeeks,
    hoursPerWeek: row.hoursPerWeek,
  };
}

// Past the free views (ADR 018): what a shared link shows, never the application link or the text.
// The limited schemas are picks of the full ones, so the same presenter fills them: one list of
// fields, kept in core, decides what a limited answer carries.

function pickFields<T extends object>(full: T, schema: { shape: object }): Partial<T> {
  const keys = Object.keys(schema.shape).filter((key) => key !== 'limited') as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, full[key]])) as Partial<T>;
}

export function toLimitedScholarshipDetail(
  row: ScholarshipRow,
  limited: DetailLimit,
): LimitedScholarshipDetail {
  const fields = pickFields(toScholarshipDetail(row), limitedScholarshipDetailSchema);
  return { ...fields, limited } as LimitedScholarshipDetail;
}

export function toLimitedInternshipDetail(row: InternshipRow, limited: DetailLimit): LimitedInternshipDetail {
  const fields = pickFields(toInternshipDetail(row), limitedInternshipDetailSchema);
  return { ...fields, limited } as LimitedInternshipDetail;
}
