import { normalizeDeadline, type ScholarshipKind } from '@futurefund/core';
import type { NormalizedScholarship, SourceAdapter } from '../types';
import { buildScholarship } from '../normalize/defaults';
import { toEducationLevel } from '../normalize/education';
import { detectKind } from '../normalize/kind';
import { collectResults, skip, type Mapped } from '../normalize/results';
import { directoryFiles } from '../normalize/source-input';
import { deriveTags } from '../normalize/tags';
import { cleanList, cleanText, cleanTitle } from '../normalize/text';
import { toIsoTimestamp } from '../normalize/timestamps';
import { firstHttpUrl } from '../normalize/url';
import { stateName } from '../normalize/us-states';
import {
  awardText,
  awardUsd,
  dueDateText,
  openScholarshipSchema,
  type OpenScholarship,
} from './open-scholarships-record';

// Grudged/open-scholarships (CC BY 4.0, "Open Scholarships by Grudged LLC"): one JSON file per
// scholarship. The directory may also hold the JSON Schema, which is not a record.

const NAME = 'open-scholarships';
const CLOSED_STATUSES = new Set(['expired', 'archived']);

/** 'US' means nationwide; USPS codes name states. */
function residency(codes: string[]) {
  const states = cleanList(codes.map(stateName));
  const nationwide = codes.some((code) => code.trim().toUpperCase() === 'US');
  const countries = nationwide || states.length > 0 ? ['United States'] : [];
  return { states, countries, label: states.length > 0 ? states.join(', ') : (countries[0] ?? null) };
}

function basisFlags(record: OpenScholarship) {
  const basis = record.award?.basis?.trim().toLowerCase() ?? '';
  return {
    needBased: basis === 'need' || basis === 'merit-need',
    meritBased: basis === 'merit' || basis === 'merit-need',
  };
}

function tagsFor(record: OpenScholarship, title: string, kind: ScholarshipKind): string[] {
  const eligibility = record.eligibility;
  return deriveTags({
    ...basisFlags(record),
    renewable: record.award?.renewable === true,
    kind,
    eligibilityText: [...(eligibility?.other ?? []), record.summary, ...(eligibility?.fields_of_study ?? [])],
    titleText: [title],
    campusText: [title],
    sourceTags: eligibility?.tags ?? [],
  });
}

function toScholarship(
  record: OpenScholarship,
  title: string,
  sourceId: string | null,
): NormalizedScholarship {
  const eligibility = record.eligibility;
  const other = cleanList(eligibility?.other ?? []);
  const kind = detectKind(record.type, title);
  const place = residency(eligibility?.residency ?? []);
  const tags = tagsFor(record, title, kind);
  const citizenship = cleanList(eligibility?.citizenship ?? []);
  return buildScholarship({
    sourceId,
    title,
    kind,
    provider: cleanTitle(record.sponsor),
    description: cleanText([record.summary, record.award?.notes].filter(Boolean).join('\n\n')),
    eligibility: cleanText([...other, ...citizenship.map((country) => `Citizenship: ${country}`)].join(', ')),
    awardAmount: awardText(record.award),
    awardAmountUsd: awardUsd(record.award),
    dueDate: dueDateText(record.deadline),
    deadline: normalizeDeadline(record.deadline?.date ?? null),
    url: firstHttpUrl(record.links?.apply_url, record.links?.info_url),
    location: stateName(record.geo?.state ?? '') ?? place.label,
    requiredStates: place.states,
    requiredCountries: place.countries,
    residencyRequirement: place.label,
    requiredEducationLevel: toEducationLevel(eligibility?.education_level ?? []),
    requiredMajors: cleanList(eligibility?.fields_of_study ?? []),
    minGPA: eligibility?.gpa_min ?? null,
    ...basisFlags(record),
    firstGeneration: tags.includes('first-gen'),
    lastVerifiedAt: toIsoTimestamp(record.provenance?.last_verified),
    closed: CLOSED_STATUSES.has(record.status?.trim().toLowerCase() ?? ''),
    tags,
  });
}

function mapFile(fileName: string, text: string): Mapped {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return skip(fileName, 'unreadable JSON');
  }
  const parsed = openScholarshipSchema.safeParse(json);
  if (!parsed.success) return skip(fileName, 'malformed record');
  const title = cleanTitle(parsed.data.name);
  const sourceId = parsed.data.id?.trim() || null;
  if (!title) return skip(sourceId ?? fileName, 'missing title');
  return toScholarship(parsed.data, title, sourceId);
}

const isRecordFile = (fileName: string) => fileName.endsWith('.json') && !fileName.endsWith('.schema.json');

export const openScholarshipsAdapter: SourceAdapter = {
  name: NAME,
  description: 'Open Scholarships by Grudged LLC (CC BY 4.0): one JSON file per scholarship',
  input: 'directory',
  contentTypes: ['application/json', 'text/plain'],
  parse(raw) {
    const files = directoryFiles(raw, NAME);
    const names = Object.keys(files).filter(isRecordFile).sort();
    return collectResults(names.map((fileName) => mapFile(fileName, files[fileName] ?? '')));
  },
};
