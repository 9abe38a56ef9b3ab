import { normalizeDeadline } from '@futurefund/core';
import { z } from 'zod';
import type { SourceAdapter } from '../types';
import { buildInternship } from '../normalize/defaults';
import { includesHybrid, includesRemote } from '../normalize/location';
import { statedPay } from '../normalize/pay';
import { collectResults, mapRecords, skip, type Mapped } from '../normalize/results';
import { listingSeason } from '../normalize/seasons';
import { expectShape, fileText, parseJsonDocument } from '../normalize/source-input';
import { deriveTags } from '../normalize/tags';
import { cleanText, cleanTitle } from '../normalize/text';
import { toIsoTimestamp } from '../normalize/timestamps';
import { toHttpUrl } from '../normalize/url';

// WonOfAKind/New-Grad-And-Internships-2027 data/roles.json: roles read from official career pages
// and ATS sitemaps, each re-seen on every crawl (`last_seen`). It has no open flag; `expires_at` is
// the posting's own close date. New-grad roles are jobs, not internships, so they are skipped.

const NAME = 'wonofakind';

const roleSchema = z.object({
  role_id: z.string().nullish(),
  company: z.string().nullish(),
  title: z.string().nullish(),
  location: z.string().nullish(),
  role_type: z.string().nullish(),
  discipline: z.string().nullish(),
  compensation: z.string().nullish(),
  url: z.string().nullish(),
  last_seen: z.string().nullish(),
  expires_at: z.string().nullish(),
});
type Role = z.infer<typeof roleSchema>;

function mapRole(role: Role): Mapped {
  const sourceId = role.role_id?.trim() || null;
  const roleType = role.role_type?.trim().toLowerCase() ?? '';
  if (roleType === 'new grad') return skip(sourceId, 'New-grad job, not an internship');
  if (roleType !== 'internship') return skip(sourceId, 'not stated as an internship');
  const title = cleanTitle(role.title);
  if (!title) return skip(sourceId, 'missing title');
  const location = cleanText(role.location);
  const isRemote = includesRemote([location]);
  const discipline = cleanTitle(role.discipline);
  const { season, terms } = listingSeason([], title);
  return buildInternship({
    sourceId,
    title,
    company: cleanTitle(role.company),
    field: discipline,
    url: toHttpUrl(role.url),
    location,
    isRemote,
    isHybrid: includesHybrid([location]),
    ...statedPay(role.compensation),
    dueDate: cleanTitle(role.expires_at),
    deadline: normalizeDeadline(role.expires_at ?? null),
    season,
    lastVerifiedAt: toIsoTimestamp(role.last_seen),
    closed: false,
    tags: deriveTags({
      remote: isRemote,
      seasons: terms,
      titleText: [title, discipline],
      campusText: [title],
      sourceTags: discipline ? [discipline] : [],
    }),
  });
}

export const wonofakindAdapter: SourceAdapter = {
  name: NAME,
  description: 'WonOfAKind 2027 internships from official career pages (new-grad roles skipped)',
  input: 'file',
  contentTypes: ['application/json', 'text/plain'],
  parse(raw) {
    const document = parseJsonDocument(fileText(raw, NAME), NAME);
    const roles = expectShape(z.array(z.unknown()), document, NAME, 'a JSON array of roles');
    return collectResults(mapRecords(roles, roleSchema, mapRole));
  },
};
