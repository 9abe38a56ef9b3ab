import { normalizeDeadline, type ScholarshipKind } from '@futurefund/core';
import { z } from 'zod';
import type { NormalizedScholarship, SourceAdapter } from '../types';
import { buildScholarship } from '../normalize/defaults';
import { toEducationLevel } from '../normalize/education';
import { detectKind } from '../normalize/kind';
import { collectResults, skip, type Mapped } from '../normalize/results';
import { expectShape, fileText, parseJsonDocument } from '../normalize/source-input';
import { deriveTags } from '../normalize/tags';
import { mentionsStem } from '../normalize/tag-patterns';
import { cleanText, cleanTitle } from '../normalize/text';
import { toIsoTimestamp } from '../normalize/timestamps';
import { firstHttpUrl } from '../normalize/url';
import { atilaAward, atilaCurrency } from './atila-award';
import { atilaEligibility } from './atila-eligibility';
import { atilaRecordSchema, geography, parseEncodedList, type AtilaFields } from './atila-record';

// atilatech/client-web-app data/scholarships.json. All deadlines are past: they are kept as they
// are (browse hides past deadlines), and only `is_not_available` marks a record closed.

const NAME = 'atila';
const MODEL = 'dante.scholarship';
/**
 * Atila's education_field has ten broad categories (STEM, Arts, MBA, ...). Most records tick
 * nearly all of them; only a short list is a real restriction worth filtering on.
 */
const MAX_RESTRICTING_CATEGORIES = 3;

const allStem = (values: string[]) => values.length > 0 && values.every(mentionsStem);

function majors(fields: AtilaFields): { majors: string[]; stem: boolean } {
  const programs = parseEncodedList(fields.eligible_programs);
  const categories = parseEncodedList(fields.education_field);
  const restricting = categories.length <= MAX_RESTRICTING_CATEGORIES ? categories : [];
  return {
    majors: programs.length > 0 ? programs : restricting,
    stem: allStem(programs) || allStem(categories),
  };
}

const compact = (text: string) => text.replace(/\s+/g, '');
/** Long enough to recognise Atila's auto-excerpts, short enough to survive their cut-off. */
const EXCERPT_PREFIX = 120;

/** The summary, then the criteria; a summary that is only an excerpt of the criteria is dropped. */
function description(fields: AtilaFields): string | null {
  const summary = cleanText(fields.description);
  const criteria = cleanText(fields.criteria_info);
  const isExcerpt =
    !!summary && !!criteria && compact(criteria).includes(compact(summary).slice(0, EXCERPT_PREFIX));
  return cleanText([isExcerpt ? null : summary, criteria].filter(Boolean).join('\n\n'));
}

/** Atila records the sponsor only in free-form metadata, for some records. */
function provider(fields: AtilaFields): string | null {
  const value = fields.metadata?.provider;
  return typeof value === 'string' ? cleanTitle(value) : null;
}

function atilaTags(fields: AtilaFields, title: string, kind: ScholarshipKind, stem: boolean): string[] {
  return deriveTags({
    womenOnly: fields.female_only === true,
    minority: parseEncodedList(fields.ethnicity).length > 0,
    stem,
    needBased: fields.financial_need === true,
    noEssay: fields.no_essay_required === true,
    renewable: (fields.renewable_years ?? 0) > 0,
    international: fields.international_students_eligible === true,
    kind,
    titleText: [title],
    campusText: [title, ...parseEncodedList(fields.eligible_schools)],
  });
}

function toScholarship(fields: AtilaFields, title: string, sourceId: string): NormalizedScholarship {
  const geo = geography(fields);
  const study = majors(fields);
  const text = description(fields);
  const kind = detectKind(fields.funding_type, title);
  const tags = atilaTags(fields, title, kind, study.stem);
  const deadline = normalizeDeadline(fields.deadline ?? null);
  return buildScholarship({
    ...atilaAward(fields.funding_amount, atilaCurrency(geo)),
    sourceId,
    title,
    kind,
    provider: provider(fields),
    description: text,
    eligibility: atilaEligibility(fields),
    dueDate: deadline,
    deadline,
    url: firstHttpUrl(fields.scholarship_url, fields.form_url),
    location: geo.location,
    requiredStates: geo.provinces,
    requiredCountries: geo.countries,
    residencyRequirement: parseEncodedList(fields.citizenship).join(' / ') || null,
    requiredEducationLevel: toEducationLevel(parseEncodedList(fields.education_level)),
    requiredMajors: study.majors,
    genderRequirement: fields.female_only ? 'Female' : null,
    ethnicityRequirement: parseEncodedList(fields.ethnicity).join(' / ') || null,
    firstGeneration: tags.includes('first-gen'),
    essayRequired: !fields.no_essay_required && /\bessays?\b/i.test(`${title} ${text ?? ''}`),
    needBased: fields.financial_need === true,
    meritBased: !!fields.academic_average,
    transcriptRequired: fields.transcript_required === true,
    lettersOfRecRequired: Math.min(Math.max(fields.reference_letter_required ?? 0, 0), 5),
    lastVerifiedAt: toIsoTimestamp(fields.updated_at),
    closed: fields.is_not_available === true,
    tags,
  });
}

function mapRecord(value: unknown): Mapped {
  const parsed = atilaRecordSchema.safeParse(value);
  if (!parsed.success) return skip(null, 'malformed record');
  const sourceId = String(parsed.data.pk);
  if (parsed.data.model !== MODEL) return skip(sourceId, 'not a scholarship record');
  const fields = parsed.data.fields;
  const title = cleanTitle(fields.name);
  if (!title) return skip(sourceId, 'missing title');
  if (/^loan$/i.test(fields.funding_type?.trim() ?? '')) return skip(sourceId, 'a loan, not a scholarship');
  return toScholarship(fields, title, sourceId);
}

export const atilaAdapter: SourceAdapter = {
  name: NAME,
  description: 'Atila scholarship fixture (Django JSON, mostly Canadian awards)',
  input: 'file',
  contentTypes: ['application/json', 'text/plain'],
  parse(raw) {
    const document = parseJsonDocument(fileText(raw, NAME), NAME);
    const records = expectShape(z.array(z.unknown()), document, NAME, 'a Django fixture (JSON array)');
    return collectResults(records.map(mapRecord));
  },
};
