import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  chipRules,
  deadlineWindowDays,
  locationCondition,
  searchWords,
  type BrowseQuery,
  type BrowseReader,
} from '@futurefund/core';
import { internships, scholarships } from '../../db/schema';

// SQL for the product §9 browse semantics; core/src/domain/browse.ts is the reference these must match
// (a property test compares the two). Conditions work on either catalog table's columns.

export type Table = 'scholarships' | 'internships';

/**
 * A search as a tsquery on core's words (ADR 042): each word as a prefix, all of them required. The
 * words hold no ASCII punctuation (those separate words), so quoting them needs no escapes. A
 * search without a letter or digit finds nothing, as in core.
 */
export function searchWordsQuery(q: string): SQL {
  const words = searchWords(q);
  if (words.length === 0) return sql`''::tsquery`;
  return sql`${words.map((word) => `'${word}':*`).join(' & ')}::tsquery`;
}

/** A constant of the code as an SQL string literal (never a visitor's text: those are bound). */
const textLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** ILIKE pattern for a case-insensitive substring (the trigram indexes serve these). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Open on `today`, as core's isOpen (domain/freshness.ts) states it: not closed by the source, the
 * deadline not passed and, for internships, the last season not over (ADR 015). Written so the
 * open partial indexes (approval, closed_at, duplicate_of) serve it.
 */
export function openConditions(today: string): SQL {
  // deadline_key is the deadline or 'infinity' (ADR 041): one range the open_deadline index seeks.
  // open_until is the listing's last open day (ADR 048, ADR 064): season, title's period, and the
  // source's last confirmation without a deadline. The deadline range stays, so the deadline
  // order's index can still seek.
  return sql`closed_at IS NULL AND deadline_key >= ${today}::date AND open_until >= ${today}::date`;
}

/** Rows any visitor may see: approved, and not a duplicate of another listing (shown once, ADR 016). */
export const listedCondition = sql`approval_status = 'approved' AND duplicate_of IS NULL`;

const placeColumns = { stateCodes: 'state_codes', cities: 'cities', countryCodes: 'country_codes' } as const;

/** core locationCondition in SQL: a place compares the stored codes (GIN on state_codes), else text. */
function locationSql(text: string): SQL {
  const condition = locationCondition(text);
  if ('substring' in condition) return sql`location ILIKE ${containsPattern(condition.substring)}`;
  return sql`${sql.raw(placeColumns[condition.column])} @> ARRAY[${condition.value}]::text[]`;
}

/** The Education level filter: the same level, or any (none stated is any). */
const levelSql = (level: string) =>
  sql`(required_education_level IS NULL OR lower(required_education_level) IN ('any', ${level.toLowerCase()}))`;

/** The Major filter: a required major contains the text or the text contains it; none required is any. */
function majorSql(text: string): SQL {
  const major = text.toLowerCase();
  return sql`(cardinality(required_majors) = 0 OR EXISTS (
      SELECT 1 FROM unnest(required_majors) AS m WHERE strpos(lower(m), ${major}) > 0 OR strpos(${major}, lower(m)) > 0))`;
}

/** core fitsReader in SQL: in the reader's country (or remote, or none named), level and field. */
export function readerFitSql(reader: BrowseReader): SQL {
  const conditions: SQL[] = [];
  if (reader.countryCode)
    conditions.push(
      sql`(cardinality(country_codes) = 0 OR is_remote OR country_codes @> ARRAY[${reader.countryCode}]::text[])`,
    );
  if (reader.educationLevel) conditions.push(levelSql(reader.educationLevel));
  if (reader.major) conditions.push(majorSql(reader.major));
  return conditions.length === 0 ? sql`true` : sql`(${sql.join(conditions, sql` AND `)})`;
}

export function browseConditions(table: Table, query: BrowseQuery, today: string): SQL[] {
  const conditions: SQL[] = [listedCondition];
  const isScholarship = table === 'scholarships';
  if (!query.includeClosed) conditions.push(openConditions(today));
  // Every word of the search begins a word of the listing (ADR 042): the GIN index answers it.
  if (query.q) conditions.push(sql`search_words @@ ${searchWordsQuery(query.q)}`);
  if (query.chip) {
    // The chips' patterns are the code's own, so they are written as literals: a prepared count then
    // keeps a plan made for its chip's patterns. With them as values, its generic plan ANDed the
    // open deadline range's whole bitmap with a few dozen tag matches (ADR 056).
    const rule = chipRules[query.chip];
    const patterns = sql.join(
      rule.tagContains.map((pattern) => sql`tag_text LIKE ${sql.raw(textLiteral(containsPattern(pattern)))}`),
      sql` OR `,
    );
    conditions.push(sql`(${patterns})`);
    if (rule.andTag) conditions.push(sql`tags @> ARRAY[${sql.raw(textLiteral(rule.andTag))}]::text[]`);
  }
  if (query.deadline !== 'all') {
    const end = addDays(today, deadlineWindowDays[query.deadline]);
    conditions.push(sql`deadline_key BETWEEN ${today}::date AND ${end}::date`);
  }
  if (query.educationLevel && query.educationLevel !== 'Any') conditions.push(levelSql(query.educationLevel));
  if (query.minGpa !== undefined) conditions.push(sql`(min_gpa IS NULL OR min_gpa <= ${query.minGpa})`);
  if (query.major) conditions.push(majorSql(query.major));
  if (query.minAmount !== undefined || query.maxAmount !== undefined) {
    // Internships have no award: an amount filter excludes them.
    if (!isScholarship) conditions.push(sql`false`);
    else {
      if (query.minAmount !== undefined) conditions.push(sql`award_amount_usd >= ${query.minAmount}`);
      if (query.maxAmount !== undefined) conditions.push(sql`award_amount_usd <= ${query.maxAmount}`);
    }
  }
  if (query.remote) conditions.push(sql`is_remote`);
  if (query.location) conditions.push(locationSql(query.location));
  if (query.campus) conditions.push(sql`tags @> ARRAY[${query.campus}]::text[]`);
  if (query.essay) {
    const wanted = query.essay === 'required';
    conditions.push(isScholarship ? sql`essay_required = ${wanted}` : sql`${!wanted}`);
  }
  return conditions;
}

/**
 * The order inside one table's branch: the same as the merged order with the constant type rank
 * (and, in a relevance search, the branch's constant title hit) left out, written on the table's
 * own columns so the partial indexes can serve it (top-N by index scan instead of sorting every
 * match).
 */
export function branchOrderBy(table: Table, sort: BrowseQuery['sort']): SQL {
  const t = table === 'scholarships' ? scholarships : internships;
  // Internships have no award: the amount sorts leave them in id order.
  const award = table === 'scholarships' ? scholarships.awardAmountUsd : null;
  switch (sort) {
    case 'deadline':
      // The deadline order, none last, as the open_deadline index holds it (ADR 041).
      return sql`${t.deadlineKey}, ${t.id}`;
    case 'amount-high':
      return award ? sql`${award} DESC NULLS LAST, ${t.id}` : sql`${t.id}`;
    case 'amount-low':
      return award ? sql`${award} ASC NULLS LAST, ${t.id}` : sql`${t.id}`;
    case 'newest':
      return sql`${t.id} DESC`;
    default:
      // Fresh first, then each source's turn, then the least thin (ADR 016, ADR 068): the relevance
      // index's order.
      return sql`${t.fresh} DESC NULLS LAST, ${t.sourceRank}, ${t.thinRank}, ${t.id}`;
  }
}

/** The order of the merged branches (product §9 sorts; ties fall back to scholarships, then internships, by id). */
export function orderBy(sort: BrowseQuery['sort']): SQL {
  switch (sort) {
    case 'deadline':
      return sql`deadline ASC NULLS LAST, type_rank, id`;
    case 'amount-high':
      return sql`award_amount_usd DESC NULLS LAST, type_rank, id`;
    case 'amount-low':
      return sql`award_amount_usd ASC NULLS LAST, type_rank, id`;
    case 'newest':
      return sql`id DESC, type_rank`;
    default:
      return sql`reader_miss, fresh DESC NULLS LAST, title_hit, source_rank, thin_rank, type_rank, id`;
  }
}
