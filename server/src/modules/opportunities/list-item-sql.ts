import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CARD_DESCRIPTION_MAX_CHARS, type OpportunityListItem } from '@futurefund/core';
import { dataSources, internships, scholarships } from '../../db/schema';

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
/** A branch's constant: 0 for listings that fit the signed-in reader (or any, with no reader), 1 else. */
export type ReaderMiss = 0 | 1;
const readerMissColumn = (readerMiss: ReaderMiss) =>
  sql<number>`${sql.raw(String(readerMiss))}`.as('reader_miss');

/**
 * A list item as its row's JSON object: the contract's fields, except that `description` is the
 * start of the text (the presenter cuts the excerpt) and `lastVerifiedAt` is PostgreSQL's JSON
 * timestamp (the presenter writes it as ISO 8601 in UTC).
 */
export type ListItemFields = OpportunityListItem;

/**
 * A list-item row: the item, and the keys of the merged order (browse.repo orderBy reads them by
 * name). One JSON value per row instead of a column per field: PGlite copies and decodes every
 * value it returns one by one, and Drizzle maps each (ADR 052).
 */
export interface ListItemRow {
  item: ListItemFields;
  id: number;
  fresh: boolean;
  readerMiss: number;
  titleHit: number;
  sourceRank: number | null;
  thinRank: number | null;
  typeRank: number;
  deadline: string | null;
  awardAmountUsd: number | null;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * `json_build_object` of the fields, rendered to SQL text once: the projection is the same for every
 * query, so Drizzle does not build it again for each one. It binds no value.
 */
function jsonObject(fields: Record<keyof ListItemFields, SQLWrapper>): SQL<ListItemFields> {
  const pairs = Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`);
  const rendered = dialect.sqlToQuery(sql`json_build_object(${sql.join(pairs, sql`, `)})`);
  if (rendered.params.length > 0) throw new Error('a list-item field binds a value');
  return sql.raw(rendered.sql) as SQL<ListItemFields>;
}

/** The source's name: a scalar lookup per listed row (a page holds few rows; sources are few). */
const sourceName = (sourceId: typeof scholarships.sourceId | typeof internships.sourceId) =>
  sql`(SELECT ${dataSources.name} FROM ${dataSources} WHERE ${dataSources.id} = ${sourceId})`;

/**
 * Enough of the text for the card's excerpt (product §9: 120 characters, then '...' when longer):
 * one character more tells the presenter whether to add the ellipsis. The whole text is the detail's.
 */
const excerptSource = (description: typeof scholarships.description | typeof internships.description) =>
  sql`left(${description}, ${sql.raw(String(CARD_DESCRIPTION_MAX_CHARS + 1))})`;

/** The fields both tables hold under the same names: places and provenance. */
const sharedFields = (t: typeof scholarships | typeof internships) => ({
  stateCodes: t.stateCodes,
  countryCodes: t.countryCodes,
  cities: t.cities,
  sourceName: sourceName(t.sourceId),
  lastVerifiedAt: t.lastVerifiedAt,
  fresh: t.fresh,
  sourceRank: t.sourceRank,
  derivedFields: t.derivedFields,
});

const scholarshipItem = jsonObject({
  id: scholarships.id,
  type: sql`'scholarship'`,
  kind: sql`${scholarships.kind}::text`,
  title: scholarships.title,
  organization: scholarships.provider,
  description: excerptSource(scholarships.description),
  dueDate: scholarships.dueDate,
  deadline: scholarships.deadline,
  awardAmount: scholarships.awardAmount,
  awardAmountUsd: scholarships.awardAmountUsd,
  isPaid: sql`NULL::boolean`,
  tags: scholarships.tags,
  location: scholarships.location,
  isRemote: scholarships.isRemote,
  isHybrid: sql`false`,
  minGPA: scholarships.minGPA,
  requiredEducationLevel: scholarships.requiredEducationLevel,
  requiredMajors: scholarships.requiredMajors,
  essayRequired: scholarships.essayRequired,
  needBased: scholarships.needBased,
  meritBased: scholarships.meritBased,
  closed: sql`${scholarships.closedAt} IS NOT NULL`,
  seasonEndsOn: sql`NULL::date`,
  titleEndsOn: scholarships.titleEndsOn,
  textEndsOn: scholarships.textEndsOn,
  awardMin: scholarships.awardMin,
  awardMax: scholarships.awardMax,
  awardCurrency: scholarships.awardCurrency,
  awardPeriod: scholarships.awardPeriod,
  ...sharedFields(scholarships),
});

const internshipItem = jsonObject({
  id: internships.id,
  type: sql`'internship'`,
  kind: sql`'internship'`,
  title: internships.title,
  organization: internships.company,
  description: excerptSource(internships.description),
  dueDate: internships.dueDate,
  deadline: internships.deadline,
  awardAmount: sql`NULL::text`,
  awardAmountUsd: sql`NULL::integer`,
  isPaid: internships.isPaid,
  tags: internships.tags,
  location: internships.location,
  isRemote: internships.isRemote,
  isHybrid: internships.isHybrid,
  minGPA: internships.minGPA,
  requiredEducationLevel: internships.requiredEducationLevel,
  requiredMajors: internships.requiredMajors,
  essayRequired: sql`false`,
  needBased: sql`false`,
  meritBased: sql`false`,
  closed: sql`${internships.closedAt} IS NOT NULL`,
  seasonEndsOn: internships.seasonEndsOn,
  titleEndsOn: internships.titleEndsOn,
  textEndsOn: internships.textEndsOn,
  awardMin: sql`NULL::numeric`,
  awardMax: sql`NULL::numeric`,
  awardCurrency: sql`NULL::text`,
  awardPeriod: sql`NULL::text`,
  ...sharedFields(internships),
});

// Each table's list-item projection: the item, then the order keys with the same names and types in
// both, so UNION ALL lines them up (type rank, title hit and thin rank are the sort helpers).

export function scholarshipListItem(titleHit: TitleHit | SQL<number> = 1, readerMiss: ReaderMiss = 0) {
  const t = scholarships;
  return {
    item: sql<ListItemFields>`${scholarshipItem}`.as('item'),
    id: t.id,
    fresh: t.fresh,
    readerMiss: readerMissColumn(readerMiss),
    titleHit: titleHitColumn(titleHit),
    sourceRank: t.sourceRank,
    thinRank: t.thinRank,
    typeRank: sql<number>`0`.as('type_rank'),
    deadline: t.deadline,
    awardAmountUsd: t.awardAmountUsd,
  };
}

export function internshipListItem(titleHit: TitleHit | SQL<number> = 1, readerMiss: ReaderMiss = 0) {
  const t = internships;
  return {
    item: sql<ListItemFields>`${internshipItem}`.as('item'),
    id: t.id,
    fresh: t.fresh,
    readerMiss: readerMissColumn(readerMiss),
    titleHit: titleHitColumn(titleHit),
    sourceRank: t.sourceRank,
    thinRank: t.thinRank,
    typeRank: sql<number>`1`.as('type_rank'),
    deadline: t.deadline,
    awardAmountUsd: sql<number | null>`NULL::integer`.as('award_amount_usd'),
  };
}
