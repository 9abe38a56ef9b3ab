import { z } from 'zod';
import type { SourceAdapter } from '../types';
import { buildInternship } from '../normalize/defaults';
import { includesHybrid, includesRemote } from '../normalize/location';
import { collectResults, mapRecords, skip, type Mapped } from '../normalize/results';
import { listingSeason } from '../normalize/seasons';
import { expectShape, fileText, parseJsonDocument } from '../normalize/source-input';
import { offersSponsorship, sponsorshipText } from '../normalize/sponsorship';
import { deriveTags } from '../normalize/tags';
import { cleanText, cleanTitle } from '../normalize/text';
import { toIsoTimestamp } from '../normalize/timestamps';
import { firstHttpUrl } from '../normalize/url';

// nehaabalaji/Summer-2027-Internship data/jobs.json (schema in data/schema.json next to it): US
// product, analytics, operations and supply-chain internships. It also carries a few new-grad and
// entry-level jobs taken from Simplify's New-Grad list, which are not internships. Its salary
// fields are always null and its sponsorship always "Unknown", so neither states anything.

const NAME = 'nehaabalaji';

const jobSchema = z.object({
  id: z.string().nullish(),
  company: z.string().nullish(),
  title: z.string().nullish(),
  location: z.string().nullish(),
  category: z.string().nullish(),
  job_type: z.string().nullish(),
  work_arrangement: z.string().nullish(),
  application_url: z.string().nullish(),
  source_url: z.string().nullish(),
  source: z.string().nullish(),
  description: z.string().nullish(),
  sponsorship: z.string().nullish(),
  active: z.boolean().nullish(),
  last_verified: z.string().nullish(),
});
type Job = z.infer<typeof jobSchema>;

const INTERNSHIP_TYPES = /\bintern(?:ship)?\b|\bco-?op\b/i;

/** Why a job that is not an internship is left out, or null when it is one. */
function notAnInternship(job: Job): string | null {
  const jobType = job.job_type?.trim() ?? '';
  if (INTERNSHIP_TYPES.test(jobType)) return null;
  if (/new grad/i.test(jobType)) return 'New-grad job, not an internship';
  if (/entry level/i.test(jobType)) return 'Entry-level job, not an internship';
  // Type "Unknown": the list it was taken from, then the title, decide.
  if (/new grad/i.test(job.source ?? '')) return 'New-grad job, not an internship';
  return INTERNSHIP_TYPES.test(job.title ?? '') ? null : 'not stated as an internship';
}

/**
 * The snippet of the posting; for listings taken from Simplify the field holds only Simplify's
 * category ("Product", "AI/ML/Data"), which describes nothing, so a few words are no description.
 */
function snippet(description: string | null | undefined): string | null {
  const text = cleanText(description);
  return text && text.split(/\s+/).length >= 5 ? text : null;
}

function mapJob(job: Job): Mapped {
  const sourceId = job.id?.trim() || null;
  const reason = notAnInternship(job);
  if (reason) return skip(sourceId, reason);
  const title = cleanTitle(job.title);
  if (!title) return skip(sourceId, 'missing title');
  const location = cleanText(job.location);
  const arrangement = job.work_arrangement ?? '';
  const isRemote = includesRemote([location, arrangement]);
  const category = cleanTitle(job.category);
  const sponsorship = sponsorshipText(job.sponsorship);
  const { season, terms } = listingSeason([], title);
  return buildInternship({
    sourceId,
    title,
    company: cleanTitle(job.company),
    field: category,
    url: firstHttpUrl(job.application_url, job.source_url),
    location,
    isRemote,
    isHybrid: includesHybrid([location, arrangement]),
    description: snippet(job.description),
    season,
    sponsorship,
    lastVerifiedAt: toIsoTimestamp(job.last_verified),
    closed: job.active !== true,
    tags: deriveTags({
      remote: isRemote,
      seasons: terms,
      titleText: [title],
      campusText: [title],
      sourceTags: category && category !== 'Other' ? [category] : [],
      extra: offersSponsorship(sponsorship) ? ['visa-sponsorship'] : [],
    }),
  });
}

export const nehaabalajiAdapter: SourceAdapter = {
  name: NAME,
  description: 'nehaabalaji Summer 2027 product, analytics and operations internships (US)',
  input: 'file',
  contentTypes: ['application/json', 'text/plain'],
  parse(raw) {
    const document = parseJsonDocument(fileText(raw, NAME), NAME);
    const jobs = expectShape(z.array(z.unknown()), document, NAME, 'a JSON array of jobs');
    return collectResults(mapRecords(jobs, jobSchema, mapJob));
  },
};
