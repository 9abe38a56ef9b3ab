import { z } from 'zod';
import type { SourceAdapter } from '../types';
import { buildInternship } from '../normalize/defaults';
import { includesHybrid, includesRemote } from '../normalize/location';
import { statedPay } from '../normalize/pay';
import { collectResults, skip, type Mapped } from '../normalize/results';
import { listingSeason } from '../normalize/seasons';
import { expectShape, fileText, parseJsonDocument } from '../normalize/source-input';
import { offersSponsorship, sponsorshipText } from '../normalize/sponsorship';
import { deriveTags } from '../normalize/tags';
import { cleanList, cleanText, cleanTitle } from '../normalize/text';
import { toIsoTimestamp } from '../normalize/timestamps';
import { toHttpUrl } from '../normalize/url';

// zshah101's automated internship list (data/jobs.json): an object keyed by id, collected from
// company ATS feeds. The successor repository kept the first one's schema and ids and added
// `seasons[]`, `closed_reason`, `skills[]`, so one adapter reads both and a newer snapshot updates
// the same rows. Every category it uses (Software, Data & ML/AI, Hardware, Quant, Security) is a
// STEM field.

const NAME = 'zshah101';

const jobSchema = z.object({
  id: z.string().nullish(),
  company: z.string().nullish(),
  title: z.string().nullish(),
  location: z.string().nullish(),
  season: z.string().nullish(),
  seasons: z.array(z.string()).nullish(),
  category: z.string().nullish(),
  is_open: z.boolean().nullish(),
  last_seen_at: z.string().nullish(),
  closed_at: z.string().nullish(),
  sponsorship: z.string().nullish(),
  url: z.string().nullish(),
  salary: z.string().nullish(),
  skills: z.array(z.string()).nullish(),
});
type Job = z.infer<typeof jobSchema>;

const STEM_CATEGORIES = /software|data|ml|ai|hardware|quant|security|engineering/i;

function mapJob(key: string, job: Job): Mapped {
  const sourceId = job.id?.trim() || key;
  const title = cleanTitle(job.title);
  if (!title) return skip(sourceId, 'missing title');
  const location = cleanText(job.location);
  const isRemote = includesRemote([location]);
  const pay = statedPay(job.salary);
  const sponsorship = sponsorshipText(job.sponsorship);
  // "Not stated" (181 records) is no term; the title may still name one.
  const { season, terms } = listingSeason([...(job.seasons ?? []), job.season], title);
  return buildInternship({
    sourceId,
    title,
    company: cleanTitle(job.company),
    field: cleanTitle(job.category),
    url: toHttpUrl(job.url),
    location,
    isRemote,
    isHybrid: includesHybrid([location]),
    season,
    ...pay,
    requiredSkills: cleanList(job.skills ?? []),
    sponsorship,
    lastVerifiedAt: toIsoTimestamp(job.last_seen_at),
    closed: job.is_open !== true || !!job.closed_at,
    tags: deriveTags({
      stem: !!job.category && STEM_CATEGORIES.test(job.category),
      remote: isRemote,
      seasons: terms,
      titleText: [title],
      campusText: [title],
      extra: offersSponsorship(sponsorship) ? ['visa-sponsorship'] : [],
    }),
  });
}

export const zshah101Adapter: SourceAdapter = {
  name: NAME,
  description: 'zshah101 automated internship list (Fall 2026 / Summer 2027), from company ATS feeds',
  input: 'file',
  contentTypes: ['application/json', 'text/plain'],
  parse(raw) {
    const document = parseJsonDocument(fileText(raw, NAME), NAME);
    const jobs = expectShape(
      z.record(z.string(), z.unknown()),
      document,
      NAME,
      'a JSON object keyed by job id',
    );
    const mapped = Object.entries(jobs).map(([key, value]) => {
      const job = jobSchema.safeParse(value);
      return job.success ? mapJob(key, job.data) : skip(key, 'malformed record');
    });
    return collectResults(mapped);
  },
};
