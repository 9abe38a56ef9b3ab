import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  audienceTagsOf,
  educationGroupOf,
  equivalentPlaceNames,
  parseGpa,
  resolveLocationQuery,
  type MatchProfile,
  type Restriction,
} from '@futurefund/core';
import { dataSources, internships, scholarships } from '../../db/schema';
import { listedCondition, openConditions, type Table } from '../opportunities/browse-sql';

// SQL for the engine's candidates. The pre-filters only ever drop listings core's hard rules
// would drop too (core/src/recommend/requirements.ts decides; these just keep the candidate limit
// for listings the student can have), so a pre-filter bug can cost recall, never eligibility.

export const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join([...values.map((value) => sql`${value}`), sql`''`], sql`, `)}]::text[]`;

/** Stated requirements the (fact-hidden) profile is known to fail, as SQL exclusions. */
export function prefilters(table: Table, profile: MatchProfile): SQL[] {
  const conditions: SQL[] = [];
  const group = educationGroupOf(profile.educationLevel);
  if (group !== null)
    conditions.push(sql`(coalesce(btrim(required_education_level), '') = ''
      OR lower(btrim(required_education_level)) IN ('any', ${group.toLowerCase()}))`);
  const gpa = profile.gpa ? parseGpa(profile.gpa) : null;
  if (gpa !== null) {
    conditions.push(sql`(min_gpa IS NULL OR min_gpa <= ${gpa})`);
    if (table === 'scholarships') conditions.push(sql`(max_gpa IS NULL OR max_gpa >= ${gpa})`);
  }
  // No major pre-filter: a field meets a major through its family ("Nursing" is Health Sciences,
  // core domain/fields.ts), which no substring test in SQL can mirror, so core alone decides.
  for (const [kind, column] of [
    ['state', 'required_states'],
    ['country', 'required_countries'],
  ] as const) {
    const place = kind === 'state' ? profile.state : profile.country;
    if (!place?.trim()) continue;
    const names = textArray(equivalentPlaceNames(kind, place));
    conditions.push(sql`(cardinality(${sql.raw(column)}) = 0 OR EXISTS (SELECT 1 FROM unnest(${sql.raw(column)}) p
      WHERE lower(btrim(p)) = ANY(${names})))`);
  }
  return conditions;
}

/**
 * Each wanted lexeme of the listing's search vector with the weights of its occurrences, as
 * 'lexeme:AAC' texts (weightedFrequencies in recommendations.presenter counts them). One text per
 * lexeme rather than an aggregate built in SQL: on PGlite the per-row jsonb aggregation was a
 * third of the candidate query's time (ADR 050).
 */
export const termWeights = (lexemes: readonly string[]) => sql<string[] | null>`(
  SELECT array_agg(u.lexeme || ':' || coalesce(array_to_string(u.weights, ''), ''))
  FROM unnest(search_vector) u WHERE u.lexeme = ANY(${textArray(lexemes)}))`;

/** An OR query over lexemes already stemmed (the 'simple' configuration leaves them as they are). */
export const anyLexeme = (lexemes: readonly string[]) =>
  sql`websearch_to_tsquery('simple', ${lexemes.map((lexeme) => lexeme.replace(/["-]/g, ' ')).join(' or ')})`;

const sourceName = (sourceId: AnyPgColumn) =>
  sql<string | null>`(SELECT ${dataSources.name} FROM ${dataSources} WHERE ${dataSources.id} = ${sourceId})`;

/** Both tables' candidate columns under the same names; scholarship-only facts are NULL for internships. */
function candidateColumns(table: Table, lexemes: readonly string[]) {
  const t = table === 'scholarships' ? scholarships : internships;
  const isScholarship = table === 'scholarships';
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    eligibility: t.eligibility,
    url: t.url,
    tags: t.tags,
    createdAt: t.createdAt,
    deadline: t.deadline,
    dueDate: t.dueDate,
    awardAmount: isScholarship ? scholarships.awardAmount : sql<string | null>`NULL::text`,
    company: isScholarship ? sql<string | null>`NULL::text` : internships.company,
    provider: isScholarship ? scholarships.provider : internships.company,
    field: isScholarship ? sql<string | null>`NULL::text` : internships.field,
    isPaid: isScholarship ? sql<boolean | null>`NULL::boolean` : internships.isPaid,
    location: t.location,
    isRemote: t.isRemote,
    countryCodes: t.countryCodes,
    stateCodes: t.stateCodes,
    minGPA: t.minGPA,
    maxGPA: isScholarship ? scholarships.maxGPA : sql<number | null>`NULL::numeric`,
    requiredEducationLevel: t.requiredEducationLevel,
    requiredMajors: t.requiredMajors,
    requiredStates: t.requiredStates,
    requiredCountries: t.requiredCountries,
    residencyRequirement: t.residencyRequirement,
    genderRequirement: isScholarship ? scholarships.genderRequirement : sql<string | null>`NULL::text`,
    ethnicityRequirement: isScholarship ? scholarships.ethnicityRequirement : sql<string | null>`NULL::text`,
    firstGeneration: isScholarship ? scholarships.firstGeneration : sql<boolean>`false`,
    restrictions: t.restrictions,
    fresh: t.fresh,
    lastVerifiedAt: t.lastVerifiedAt,
    sourceName: sourceName(t.sourceId),
    termWeights: termWeights(lexemes),
    length: sql<number>`length(search_vector)`,
  };
}

/**
 * A candidate as the database sends it: one JSON object per row (dates and timestamps as ISO
 * texts). One value instead of some thirty columns: reading a result costs per column on PGlite,
 * and a search's 60 rows spent more time being read than found (ADR 050).
 */
export interface CandidateRow {
  id: number;
  title: string;
  description: string | null;
  eligibility: string | null;
  url: string | null;
  tags: string[];
  createdAt: string;
  deadline: string | null;
  dueDate: string | null;
  awardAmount: string | null;
  company: string | null;
  provider: string | null;
  field: string | null;
  isPaid: boolean | null;
  location: string | null;
  isRemote: boolean;
  countryCodes: string[];
  stateCodes: string[];
  minGPA: number | null;
  maxGPA: number | null;
  requiredEducationLevel: string | null;
  requiredMajors: string[];
  requiredStates: string[];
  requiredCountries: string[];
  residencyRequirement: string | null;
  genderRequirement: string | null;
  ethnicityRequirement: string | null;
  firstGeneration: boolean;
  restrictions: Restriction[] | null;
  fresh: boolean;
  lastVerifiedAt: string | null;
  sourceName: string | null;
  termWeights: string[] | null;
  length: number;
}

/** The select list of a candidate query: the row as one JSON object named `candidate`. */
export function candidateObject(table: Table, lexemes: readonly string[]) {
  const fields = Object.entries(candidateColumns(table, lexemes)).map(
    ([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`,
  );
  return { candidate: sql<CandidateRow>`json_build_object(${sql.join(fields, sql`, `)})` };
}

/** Open, public rows of the table on `today`. */
export const openListed = (table: Table, today: string) =>
  sql`${listedCondition} AND ${openConditions(today)}`;

/**
 * Listings written for a group the student said they belong to, whatever their words: state
 * residents, first-generation students, a gender or a background (scholarships state these).
 */
export function targetedCondition(table: Table, profile: MatchProfile): SQL | null {
  const parts: SQL[] = [];
  if (profile.state?.trim())
    parts.push(sql`EXISTS (SELECT 1 FROM unnest(required_states) p
      WHERE lower(btrim(p)) = ANY(${textArray(equivalentPlaceNames('state', profile.state))}))`);
  if (table === 'scholarships') {
    if (profile.firstGeneration) parts.push(sql`first_generation`);
    if (profile.gender?.trim()) parts.push(sql`coalesce(gender_requirement, '') <> ''`);
    if (profile.ethnicity?.trim()) parts.push(sql`coalesce(ethnicity_requirement, '') <> ''`);
    // Written for the group without making it a rule: its audience tags (core's audienceTagsOf).
    const audience = audienceTagsOf(profile);
    if (audience.length > 0) parts.push(sql`tags && ${textArray(audience)}`);
  }
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * Internships in the student's state or city, or a city they prefer, by the stored place codes and
 * city names (each has its own index).
 */
export function nearbyCondition(profile: MatchProfile): SQL | null {
  const states = new Set<string>();
  const cities = new Set<string>();
  for (const text of [profile.state, profile.city, ...profile.preferredLocations]) {
    if (!text?.trim()) continue;
    const place = resolveLocationQuery(text);
    if (place.city) cities.add(place.city);
    else if (place.stateCode) states.add(place.stateCode);
  }
  // As written too: a city the place list does not know is stored under the source's own name.
  if (profile.city?.trim()) cities.add(profile.city.trim());
  const parts: SQL[] = [];
  if (states.size > 0) parts.push(sql`state_codes && ${textArray([...states])}`);
  if (cities.size > 0) parts.push(sql`cities && ${textArray([...cities])}`);
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` OR `)})`;
}
