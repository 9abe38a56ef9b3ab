import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { educationGroupOf, equivalentPlaceNames, parseGpa, type MatchProfile } from '@futurefund/core';
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
  const major = profile.intendedMajor?.trim().toLowerCase();
  if (major)
    conditions.push(sql`(cardinality(required_majors) = 0 OR EXISTS (SELECT 1 FROM unnest(required_majors) m
      WHERE strpos(lower(btrim(m)), ${major}) > 0 OR strpos(${major}, lower(btrim(m))) > 0))`);
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
 * Weighted frequency of each wanted lexeme in the listing's search vector: a title (weight A)
 * occurrence counts 3, tags/majors/field (B) 2, description/location (C) 1.
 */
export const termFrequencies = (lexemes: readonly string[]) => sql<Record<string, number>>`(
  SELECT coalesce(jsonb_object_agg(u.lexeme, (SELECT sum(CASE w WHEN 'A' THEN 3 WHEN 'B' THEN 2 ELSE 1 END)
    FROM unnest(u.weights) w)), '{}'::jsonb)
  FROM unnest(search_vector) u WHERE u.lexeme = ANY(${textArray(lexemes)}))`;

/** An OR query over lexemes already stemmed (the 'simple' configuration leaves them as they are). */
export const anyLexeme = (lexemes: readonly string[]) =>
  sql`websearch_to_tsquery('simple', ${lexemes.map((lexeme) => lexeme.replace(/["-]/g, ' ')).join(' or ')})`;

const sourceName = (sourceId: AnyPgColumn) =>
  sql<string | null>`(SELECT ${dataSources.name} FROM ${dataSources} WHERE ${dataSources.id} = ${sourceId})`;

/** Both tables' candidate columns under the same names; scholarship-only facts are NULL for internships. */
export function candidateColumns(table: Table, lexemes: readonly string[]) {
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
    field: isScholarship ? sql<string | null>`NULL::text` : internships.field,
    isPaid: isScholarship ? sql<boolean | null>`NULL::boolean` : internships.isPaid,
    location: t.location,
    isRemote: t.isRemote,
    countryCodes: t.countryCodes,
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
    fresh: t.fresh,
    lastVerifiedAt: t.lastVerifiedAt,
    sourceName: sourceName(t.sourceId),
    termFrequencies: termFrequencies(lexemes),
    length: sql<number>`length(search_vector)`,
  };
}

/** Open, public rows of the table on `today`. */
export const openListed = (table: Table, today: string) =>
  sql`${listedCondition} AND ${openConditions(table, today)}`;

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
  }
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` OR `)})`;
}
