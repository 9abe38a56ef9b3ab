import { sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { CARD_DESCRIPTION_MAX_CHARS, type OpportunityListItem, type OpportunityType } from '@futurefund/core';
import { dataSources, internships, scholarships } from '../../db/schema';

type ListItemKind = OpportunityListItem['kind'];

/**
 * Relevance helper: 0 for a title hit (every word of the search begins a word of the title, ADR
 * 042), else 1. A constant per branch where the words are common in a table: a relevance search
 * reads title hits and the other matches as two branches (browse.repo), so no row's title is tested
 * before the top-N is known. Where they are rare, one branch tests each of its few matches (ADR 052).
 */
export type TitleHit = 0 | 1;
/** A branch's constant title hit, or an expression testing each row's title (a sorted branch). */
const titleHitColumn = (titleHit: TitleHit | SQL<number>) =>
  sql<number>`${typeof titleHit === 'number' ? sql.raw(String(titleHit)) : titleHit}`.as('title_hit');

/** The source's name: a scalar lookup per listed row (a page holds few rows; sources are few). */
const sourceName = (sourceId: typeof scholarships.sourceId | typeof internships.sourceId) =>
  sql<
    string | null
  >`(SELECT ${dataSources.name} FROM ${dataSources} WHERE ${dataSources.id} = ${sourceId})`.as('source_name');

/**
 * Enough of the text for the card's excerpt (product §9: 120 characters, then '...' when longer):
 * one character more tells the presenter whether to add the ellipsis. The whole text is the detail's.
 */
const excerptSource = (description: typeof scholarships.description | typeof internships.description) =>
  sql<string | null>`left(${description}, ${sql.raw(String(CARD_DESCRIPTION_MAX_CHARS + 1))})`.as(
    'description',
  );

/**
 * The fields both tables hold under the same names: places, provenance and the relevance helpers.
 * Spread last in both projections, so UNION ALL lines them up.
 */
function sharedTail(t: typeof scholarships | typeof internships, titleHit: TitleHit | SQL<number>) {
  return {
    stateCodes: t.stateCodes,
    countryCodes: t.countryCodes,
    cities: t.cities,
    sourceName: sourceName(t.sourceId),
    lastVerifiedAt: t.lastVerifiedAt,
    fresh: t.fresh,
    derivedFields: t.derivedFields,
    titleHit: titleHitColumn(titleHit),
    thinRank: t.thinRank,
  };
}

// The list-item projection of each table, on Drizzle's columns: a renamed or retyped column fails
// the typecheck here or in the presenter. Both have the same fields in the same order (UNION ALL),
// plus the sort helpers (type rank, title hit, thin rank); the merged ORDER BY reads them by these names.

export function scholarshipListItem(titleHit: TitleHit | SQL<number> = 1) {
  const t = scholarships;
  return {
    id: t.id,
    type: sql<OpportunityType>`'scholarship'`.as('type'),
    kind: sql<ListItemKind>`${t.kind}::text`.as('kind'),
    title: t.title,
    organization: t.provider,
    description: excerptSource(t.description),
    dueDate: t.dueDate,
    deadline: t.deadline,
    awardAmount: t.awardAmount,
    awardAmountUsd: t.awardAmountUsd,
    isPaid: sql<boolean | null>`NULL::boolean`.as('is_paid'),
    tags: t.tags,
    location: t.location,
    isRemote: t.isRemote,
    isHybrid: sql<boolean>`false`.as('is_hybrid'),
    minGPA: t.minGPA,
    requiredEducationLevel: t.requiredEducationLevel,
    requiredMajors: t.requiredMajors,
    essayRequired: t.essayRequired,
    needBased: t.needBased,
    meritBased: t.meritBased,
    closed: sql<boolean>`${t.closedAt} IS NOT NULL`.as('closed'),
    seasonEndsOn: sql<string | null>`NULL::date`.as('season_ends_on'),
    awardMin: t.awardMin,
    awardMax: t.awardMax,
    awardCurrency: t.awardCurrency,
    awardPeriod: t.awardPeriod,
    typeRank: sql<number>`0`.as('type_rank'),
    ...sharedTail(t, titleHit),
  };
}

export function internshipListItem(titleHit: TitleHit | SQL<number> = 1) {
  const t = internships;
  return {
    id: t.id,
    type: sql<OpportunityType>`'internship'`.as('type'),
    kind: sql<ListItemKind>`'internship'`.as('kind'),
    title: t.title,
    organization: t.company,
    description: excerptSource(t.description),
    dueDate: t.dueDate,
    deadline: t.deadline,
    awardAmount: sql<string | null>`NULL::text`.as('award_amount'),
    awardAmountUsd: sql<number | null>`NULL::integer`.as('award_amount_usd'),
    isPaid: t.isPaid,
    tags: t.tags,
    location: t.location,
    isRemote: t.isRemote,
    isHybrid: t.isHybrid,
    minGPA: t.minGPA,
    requiredEducationLevel: t.requiredEducationLevel,
    requiredMajors: t.requiredMajors,
    essayRequired: sql<boolean>`false`.as('essay_required'),
    needBased: sql<boolean>`false`.as('need_based'),
    meritBased: sql<boolean>`false`.as('merit_based'),
    closed: sql<boolean>`${t.closedAt} IS NOT NULL`.as('closed'),
    seasonEndsOn: t.seasonEndsOn,
    awardMin: sql<number | null>`NULL::numeric`.as('award_min'),
    awardMax: sql<number | null>`NULL::numeric`.as('award_max'),
    awardCurrency: sql<string | null>`NULL::text`.as('award_currency'),
    awardPeriod: sql<string | null>`NULL::text`.as('award_period'),
    typeRank: sql<number>`1`.as('type_rank'),
    ...sharedTail(t, titleHit),
  };
}

/** A list-item row as either projection reads it (the two must agree, see the check below). */
export type ListItemRow = SelectResultFields<ReturnType<typeof scholarshipListItem>>;
type InternshipListItemRow = SelectResultFields<ReturnType<typeof internshipListItem>>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Fails to compile when the two projections drift apart (a field missing or typed differently).
const _projectionsAgree: Same<ListItemRow, InternshipListItemRow> = true;
