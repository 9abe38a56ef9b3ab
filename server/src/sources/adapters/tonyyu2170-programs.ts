import { normalizeDeadline } from '@futurefund/core';
import { z } from 'zod';
import { buildInternship } from '../normalize/defaults';
import { includesHybrid, includesRemote } from '../normalize/location';
import { skip, type Mapped } from '../normalize/results';
import { listingSeason } from '../normalize/seasons';
import { deriveTags, toTag } from '../normalize/tags';
import { cleanText, cleanTitle } from '../normalize/text';
import { toIsoTimestamp } from '../normalize/timestamps';
import { firstHttpUrl } from '../normalize/url';
import { categoryLabel } from './tonyyu2170-roles';

// tonyyu2170's data/opportunities/*.yaml: programs (Google STEP, Explore Microsoft…) and research
// experiences (REUs, SULI, SURF…) are applied to like internships, so they become internship rows
// with their own dates. Competitions are neither internships nor scholarships and are skipped.

export const programSchema = z.object({
  id: z.string().nullish(),
  name: z.string().nullish(),
  org: z.string().nullish(),
  kind: z.string().nullish(),
  category: z.string().nullish(),
  url: z.string().nullish(),
  apply_url: z.string().nullish(),
  status: z.string().nullish(),
  opens: z.string().nullish(),
  closes: z.string().nullish(),
  eligibility: z.string().nullish(),
  location: z.string().nullish(),
  cycle: z.string().nullish(),
  last_checked: z.string().nullish(),
  notes: z.string().nullish(),
});
type Program = z.infer<typeof programSchema>;

const INTERNSHIP_LIKE = new Set(['program', 'research']);

/**
 * When applications open ("2026-11-01" or just "2026-08"), as text. The source's notes are its
 * curator's remarks on checking the page ("Status inferred, not a literal page quote…"), not the
 * opportunity's words, so they never become its description (ADR 064).
 */
function describe(program: Program): string | null {
  const opens = cleanTitle(program.opens);
  return opens ? `Applications open: ${opens}.` : null;
}

export function mapProgram(program: Program): Mapped {
  const sourceId = program.id?.trim() || null;
  const kind = program.kind?.trim().toLowerCase() ?? '';
  if (kind === 'competition') return skip(sourceId, 'competition, not an internship or scholarship');
  if (!INTERNSHIP_LIKE.has(kind)) return skip(sourceId, `unknown kind "${kind}"`);
  const title = cleanTitle(program.name);
  if (!title) return skip(sourceId, 'missing title');
  const location = cleanText(program.location);
  const isRemote = includesRemote([location]);
  const category = program.category?.trim() || null;
  const { season, terms } = listingSeason([program.cycle], title);
  return buildInternship({
    sourceId,
    title,
    company: cleanTitle(program.org),
    field: category ? categoryLabel(category) : null,
    url: firstHttpUrl(program.apply_url, program.url),
    location,
    isRemote,
    isHybrid: includesHybrid([location]),
    description: describe(program),
    eligibility: cleanText(program.eligibility),
    // Only a complete date is a deadline; "2026-12" stays text.
    dueDate: cleanTitle(program.closes),
    deadline: normalizeDeadline(program.closes ?? null),
    season,
    lastVerifiedAt: toIsoTimestamp(program.last_checked),
    closed: program.status?.trim().toLowerCase() === 'closed',
    tags: deriveTags({
      remote: isRemote,
      seasons: terms,
      titleText: [title, category ? categoryLabel(category) : null],
      eligibilityText: [program.eligibility],
      campusText: [title],
      extra: [kind],
      sourceTags: category ? [toTag(category)] : [],
    }),
  });
}
