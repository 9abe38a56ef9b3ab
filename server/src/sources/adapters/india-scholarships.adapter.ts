import { normalizeDeadline } from '@futurefund/core';
import { parse } from 'csv-parse/sync';
import type { NormalizedScholarship, SourceAdapter } from '../types';
import { buildScholarship } from '../normalize/defaults';
import { detectKind } from '../normalize/kind';
import { collectResults, skip, type Mapped } from '../normalize/results';
import { fileText, SourceFormatError } from '../normalize/source-input';
import { deriveTags, toTag } from '../normalize/tags';
import { cleanText, cleanTitle } from '../normalize/text';
import { toHttpUrl } from '../normalize/url';
import { awardText } from './india-scholarships-award';
import {
  categoryList,
  eligibilityText,
  genderText,
  indianEducationLevel,
  positiveWhole,
  proseText,
  reservedForMinorities,
  tagList,
  withoutCitations,
} from './india-scholarships-fields';

// bizmantra/india-scholarships wp-migration-export.csv: the export of indiascholarships.in, 478
// Indian scholarships (39 for study abroad). Amounts are Indian rupees: shown as published and
// never converted, so awardAmountUsd stays null. Columns never read, so never displayed:
// `helpline` (contact e-mails and phone numbers, some of named officials), and `step_guide`,
// `faq_json` and `intro_seo`, LLM-written prose with citation markers. The prose columns used
// (benefits, selection, renewal, amounts) lose their "[3][5]" markers.

const NAME = 'india-scholarships';
const COLUMNS = [
  'title',
  'slug',
  'provider',
  'provider_type',
  'state',
  'level',
  'caste',
  'gender',
  'amount_annual',
  'amount_description',
  'benefits',
  'income_limit',
  'min_marks',
  'age_limit',
  'apply_url',
  'deadline',
  'selection',
  'renewal',
  'tags',
] as const;
type Row = Record<(typeof COLUMNS)[number], string>;

/** The export has no per-record date; the file was last changed upstream on 2026-07-27 (commit 108a199). */
const LAST_VERIFIED_AT = '2026-07-27T00:00:00.000Z';
const STUDY_ABROAD = 'Study Abroad';
/** "All India" and the vague "Selected States" name no one state. */
const NATIONWIDE = /^(?:all india|selected (?:states|cities)|multiple states|)$/i;
/** Below this, benefits alone say too little, so selection and renewal follow. */
const SHORT_BENEFITS = 300;
/** Source tags that claim a review we cannot vouch for. */
const DROPPED_TAGS = new Set(['verified']);

function readRows(text: string): Record<string, string>[] {
  try {
    return parse(text, { bom: true, columns: true, relax_column_count: true, skip_empty_lines: true });
  } catch {
    throw new SourceFormatError(`${NAME}: the input is not readable CSV`);
  }
}

/** Tags of an award for study outside India ("Gates Cambridge", "National Overseas Scholarship"). */
const ABROAD_TAG = /^(?:study-abroad|abroad|overseas)$/;

/**
 * Where the award is: its state, else India. An award for Indian students to study abroad is not
 * "in India" (Gates Cambridge is at Cambridge), so it states no location, though only students
 * from India may apply; the "Study Abroad" providers' awards state neither.
 */
function place(row: Row) {
  if (row.provider_type.trim() === STUDY_ABROAD) return { location: null, requiredCountries: [] };
  const state = cleanTitle(row.state);
  const statewide = state && !NATIONWIDE.test(state);
  if (!statewide && sourceTags(row.tags).some((tag) => ABROAD_TAG.test(toTag(tag))))
    return { location: null, requiredCountries: ['India'] };
  return { location: statewide ? `${state}, India` : 'India', requiredCountries: ['India'] };
}

function description(row: Row): string | null {
  const benefits = proseText(row.benefits);
  const amount = proseText(row.amount_description);
  const short = !benefits || benefits.length < SHORT_BENEFITS;
  const selection = short ? proseText(row.selection) : null;
  const renewal = short ? proseText(row.renewal) : null;
  const paragraphs = [
    benefits,
    amount && `Amount: ${amount}`,
    selection && `Selection: ${selection}`,
    renewal && `Renewal: ${renewal}`,
  ];
  return cleanText(paragraphs.filter(Boolean).join('\n\n'));
}

/** The source's own tags, less those that claim a review we cannot vouch for. */
function sourceTags(text: string): string[] {
  return tagList(text).filter((tag) => !DROPPED_TAGS.has(toTag(tag)));
}

const MERIT = /\bmerit\b/i;

/** Who the award is for, from the structured columns (and the title's "merit"/"means"). */
function audience(row: Row, title: string) {
  const categories = categoryList(row.caste);
  const gender = genderText(row.gender);
  const sourceTagList = sourceTags(row.tags);
  return {
    categories,
    gender,
    sourceTagList,
    needBased: positiveWhole(row.income_limit) !== null || /\bmeans\b/i.test(title),
    meritBased: MERIT.test(title) || sourceTagList.some((tag) => MERIT.test(tag)),
    minority: reservedForMinorities(categories),
    womenOnly: !!gender && /^(?:female|girls)(?: only)?$/i.test(gender),
  };
}

function toScholarship(row: Row, title: string, now?: Date): NormalizedScholarship {
  const kind = detectKind(null, title);
  const who = audience(row, title);
  const deadlineText = cleanTitle(withoutCitations(row.deadline));
  return buildScholarship({
    sourceId: row.slug.trim() || null,
    title,
    kind,
    provider: cleanTitle(row.provider),
    description: description(row),
    eligibility: eligibilityText({ ...row, categories: who.categories, gender: who.gender }),
    awardAmount: awardText({ ...row, title }),
    awardAmountUsd: null,
    dueDate: deadlineText,
    deadline: normalizeDeadline(deadlineText, { now }),
    // Some cells follow the address with a note: "https://… (Applicants must search …)".
    url: toHttpUrl(row.apply_url.trim().split(/\s/)[0]),
    ...place(row),
    requiredEducationLevel: indianEducationLevel(row.level),
    genderRequirement: who.gender,
    ethnicityRequirement: who.minority ? cleanTitle(who.categories.join(' / ')) : null,
    needBased: who.needBased,
    meritBased: who.meritBased,
    lastVerifiedAt: LAST_VERIFIED_AT,
    tags: deriveTags({
      womenOnly: who.womenOnly,
      minority: who.minority,
      needBased: who.needBased,
      meritBased: who.meritBased,
      kind,
      titleText: [title],
      extra: [toTag(row.provider_type)],
      sourceTags: who.sourceTagList,
    }),
  });
}

function mapRow(record: Record<string, string>, now?: Date): Mapped {
  const row = Object.fromEntries(COLUMNS.map((column) => [column, record[column] ?? ''])) as Row;
  const title = cleanTitle(withoutCitations(row.title));
  if (!title) return skip(row.slug.trim() || null, 'missing title');
  return toScholarship(row, title, now);
}

export const indiaScholarshipsAdapter: SourceAdapter = {
  name: NAME,
  description: 'Indian scholarships (indiascholarships.in WordPress export, CSV, amounts in rupees)',
  input: 'file',
  contentTypes: ['text/csv', 'text/plain', 'application/octet-stream'],
  parse(raw, options) {
    const rows = readRows(fileText(raw, NAME));
    const header = rows[0] ? Object.keys(rows[0]) : [];
    const missing = COLUMNS.filter((column) => !header.includes(column));
    if (missing.length > 0) throw new SourceFormatError(`${NAME}: missing columns ${missing.join(', ')}`);
    return collectResults(rows.map((row) => mapRow(row, options?.now)));
  },
};
