import { normalizeDeadline, parseAwardAmountUsd } from '@futurefund/core';
import { z } from 'zod';
import type { NormalizedInternship, NormalizedScholarship, SourceAdapter } from '../types';
import { buildInternship, buildScholarship } from '../normalize/defaults';
import { toEducationLevel } from '../normalize/education';
import { detectKind } from '../normalize/kind';
import { includesHybrid, includesRemote, joinLocations } from '../normalize/location';
import { collectResults, skip, type Mapped } from '../normalize/results';
import { expectShape, fileText, parseJsonDocument } from '../normalize/source-input';
import { offersSponsorship, sponsorshipText } from '../normalize/sponsorship';
import { deriveTags, type TagSignals } from '../normalize/tags';
import { cleanList, cleanTitle } from '../normalize/text';
import { fromUnixSeconds } from '../normalize/timestamps';
import { toHttpUrl } from '../normalize/url';

// Jose-Gael-Cruz-Lopez/underclassmen-opportunities: the Simplify schema plus `category`. The
// Scholarship category becomes scholarships; Internship, Research and Program become internship
// rows (programs and research experiences are applied to like internships).

const NAME = 'underclassmen';

const recordSchema = z.object({
  id: z.string().nullish(),
  company_name: z.string().nullish(),
  title: z.string().nullish(),
  url: z.string().nullish(),
  locations: z.array(z.string()).nullish(),
  season: z.string().nullish(),
  category: z.string().nullish(),
  opportunity_type: z.string().nullish(),
  target_year: z.union([z.array(z.string()), z.string()]).nullish(),
  sponsorship: z.string().nullish(),
  active: z.boolean().nullish(),
  date_updated: z.number().nullish(),
  scholarship_amount: z.string().nullish(),
  deadline: z.string().nullish(),
  field: z.string().nullish(),
});
type UnderclassmenRecord = z.infer<typeof recordSchema>;

/** "Closed" or "Closed (Feb 15)" in the deadline column: the source says applications are over. */
const CLOSED_DEADLINE = /^\s*closed\b/i;

/** Seasons that name no term. */
const NO_SEASON = new Set(['multiple', 'not specified', '']);

function commonFields(record: UnderclassmenRecord, title: string, now: Date | undefined) {
  const targetYears = cleanList([record.target_year ?? []].flat());
  const locations = record.locations ?? [];
  return {
    sourceId: record.id?.trim() || null,
    title,
    url: toHttpUrl(record.url),
    location: joinLocations(locations),
    isRemote: includesRemote(locations),
    eligibility: targetYears.length > 0 ? targetYears.join(', ') : null,
    requiredEducationLevel: toEducationLevel(targetYears),
    requiredMajors: cleanList(record.field?.split(',') ?? []),
    dueDate: cleanTitle(record.deadline),
    deadline: normalizeDeadline(record.deadline ?? null, { now }),
    lastVerifiedAt: fromUnixSeconds(record.date_updated),
    closed: record.active !== true || CLOSED_DEADLINE.test(record.deadline ?? ''),
  };
}

function tagSignals(record: UnderclassmenRecord, title: string): TagSignals {
  return {
    titleText: [title, record.opportunity_type, record.company_name, record.field],
    campusText: [title],
  };
}

function toScholarship(record: UnderclassmenRecord, title: string, now?: Date): NormalizedScholarship {
  const kind = detectKind(record.opportunity_type, title);
  const tags = deriveTags({ ...tagSignals(record, title), kind });
  const awardAmount = cleanTitle(record.scholarship_amount);
  return buildScholarship({
    ...commonFields(record, title, now),
    kind,
    provider: cleanTitle(record.company_name),
    awardAmount,
    awardAmountUsd: parseAwardAmountUsd(awardAmount),
    firstGeneration: tags.includes('first-gen'),
    tags,
  });
}

function toInternship(record: UnderclassmenRecord, title: string, now?: Date): NormalizedInternship {
  const common = commonFields(record, title, now);
  const locations = record.locations ?? [];
  const sponsorship = sponsorshipText(record.sponsorship);
  const season = cleanTitle(record.season);
  const category = record.category?.trim().toLowerCase();
  const isFellowship = detectKind(record.opportunity_type, title) === 'fellowship';
  const extra = [
    category === 'research' || category === 'program' ? category : null,
    isFellowship ? 'fellowship' : null,
  ];
  return buildInternship({
    ...common,
    company: cleanTitle(record.company_name),
    field: cleanTitle(record.field),
    isHybrid: includesHybrid(locations),
    isPaid: /\b(?:paid|stipend)\b/i.test(`${title} ${record.opportunity_type ?? ''}`) ? true : null,
    classlevelRequirement: common.eligibility,
    season: season && !NO_SEASON.has(season.toLowerCase()) ? season : null,
    sponsorship,
    tags: deriveTags({
      ...tagSignals(record, title),
      remote: common.isRemote,
      seasons: season ? [season] : [],
      extra: [...extra, offersSponsorship(sponsorship) ? 'visa-sponsorship' : null].filter(
        (tag) => tag !== null,
      ),
    }),
  });
}

/** A fair, a networking or recruiting event, a conference, summit or hackathon: attended, not applied for. */
const EVENT_TYPE = /\b(?:career fair|networking event|recruiting event|conference|summit|hackathon)\b/i;

function mapRecord(value: unknown, now: Date | undefined): Mapped {
  const parsed = recordSchema.safeParse(value);
  if (!parsed.success) return skip(null, 'malformed record');
  const record = parsed.data;
  const title = cleanTitle(record.title);
  if (!title) return skip(record.id ?? null, 'missing title');
  if (
    record.category?.trim().toLowerCase() !== 'scholarship' &&
    EVENT_TYPE.test(record.opportunity_type ?? '')
  )
    return skip(record.id ?? null, 'an event, not an internship or program');
  return record.category?.trim().toLowerCase() === 'scholarship'
    ? toScholarship(record, title, now)
    : toInternship(record, title, now);
}

export const underclassmenAdapter: SourceAdapter = {
  name: NAME,
  description: 'Underclassmen opportunities (scholarships, internships, research, programs)',
  input: 'file',
  contentTypes: ['application/json', 'text/plain'],
  parse(raw, options) {
    const document = parseJsonDocument(fileText(raw, NAME), NAME);
    const records = expectShape(z.array(z.unknown()), document, NAME, 'a JSON array of listings');
    return collectResults(records.map((record) => mapRecord(record, options?.now)));
  },
};
