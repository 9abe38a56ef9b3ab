import { normalizeDeadline, parseAwardAmountUsd, type ScholarshipKind } from '@futurefund/core';
import { z } from 'zod';
import type { NormalizedScholarship, SourceAdapter } from '../types';
import { buildScholarship } from '../normalize/defaults';
import { toEducationLevel } from '../normalize/education';
import { detectKind } from '../normalize/kind';
import { collectResults, skip, type Mapped } from '../normalize/results';
import { expectShape, fileText, parseJsonDocument } from '../normalize/source-input';
import { deriveTags } from '../normalize/tags';
import { cleanList, cleanText, cleanTitle } from '../normalize/text';
import { toHttpUrl } from '../normalize/url';
import { asStateName } from '../normalize/us-states';
import { bigFutureEligibility, column, needsFinancialNeed, type BigFutureRow } from './bigfuture-az-columns';

// darian-benitezsanchez/scholarship-database scholarships.json: {headers, data}, mostly Arizona
// awards linking to BigFuture. Records carry no id, so sourceId is null and the import's hash of
// title + provider + URL identifies them. `About` is the only prose and says who may apply, so
// the eligibility heuristics read it.

const NAME = 'bigfuture-az';

const documentSchema = z.object({ headers: z.array(z.string()).optional(), data: z.array(z.unknown()) });
const rowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

function geography(row: BigFutureRow) {
  const place = column(row, 'Geographic Location');
  const state = place ? asStateName(place) : null;
  return { location: place, states: state ? [state] : [], countries: state ? ['United States'] : [] };
}

function bigFutureTags(row: BigFutureRow, title: string, about: string | null, kind: ScholarshipKind) {
  const gender = column(row, 'Gender');
  const major = column(row, 'Subject/Major');
  return deriveTags({
    needBased: needsFinancialNeed(row),
    womenOnly: !!gender && /female|women/i.test(gender),
    stem: !!major && /\bstem\b/i.test(major),
    minority: !!column(row, 'Heritage/Ethnicity'),
    kind,
    eligibilityText: [about],
    titleText: [title],
    campusText: [title],
  });
}

function toScholarship(row: BigFutureRow, title: string, now?: Date): NormalizedScholarship {
  const about = cleanText(column(row, 'About'));
  const gpa = Number(column(row, 'GPA') ?? '');
  const levels = cleanList([column(row, 'Scholarship Target Audience'), column(row, 'Specific HS/College')]);
  const major = column(row, 'Subject/Major');
  const closes = column(row, 'Application Closes');
  const amount = column(row, 'Amount');
  const kind = detectKind(null, title);
  const geo = geography(row);
  const tags = bigFutureTags(row, title, about, kind);
  return buildScholarship({
    sourceId: null,
    title,
    kind,
    description: about,
    eligibility: bigFutureEligibility(row),
    awardAmount: amount,
    awardAmountUsd: parseAwardAmountUsd(amount),
    dueDate: closes,
    deadline: normalizeDeadline(closes, { now }),
    url: toHttpUrl(column(row, 'Scholarship Website')),
    location: geo.location,
    requiredStates: geo.states,
    requiredCountries: geo.countries,
    residencyRequirement: column(row, 'USA Citizenship'),
    requiredEducationLevel: toEducationLevel(levels),
    requiredMajors: major ? [major] : [],
    minGPA: Number.isFinite(gpa) && gpa > 0 ? gpa : null,
    genderRequirement: column(row, 'Gender'),
    ethnicityRequirement: column(row, 'Heritage/Ethnicity'),
    firstGeneration: tags.includes('first-gen'),
    essayRequired: /\bessay/i.test(column(row, 'Application Requirements') ?? ''),
    needBased: needsFinancialNeed(row),
    tags,
  });
}

function mapRow(value: unknown, now?: Date): Mapped {
  const parsed = rowSchema.safeParse(value);
  if (!parsed.success) return skip(null, 'malformed record');
  const title = cleanTitle(column(parsed.data, 'Scholarship Name'));
  if (!title) return skip(null, 'missing title');
  return toScholarship(parsed.data, title, now);
}

export const bigFutureAzAdapter: SourceAdapter = {
  name: NAME,
  description: 'Arizona scholarships with BigFuture links ({headers, data} JSON)',
  input: 'file',
  contentTypes: ['application/json', 'text/plain'],
  parse(raw, options) {
    const document = parseJsonDocument(fileText(raw, NAME), NAME);
    const { data } = expectShape(documentSchema, document, NAME, 'an object with a data array');
    return collectResults(data.map((row) => mapRow(row, options?.now)));
  },
};
