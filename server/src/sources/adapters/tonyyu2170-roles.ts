import { z } from 'zod';
import type { EducationLevel } from '../types';
import { buildInternship } from '../normalize/defaults';
import { educationLevelOf } from '../normalize/education';
import { includesHybrid, includesRemote } from '../normalize/location';
import { skip, type Mapped } from '../normalize/results';
import { listingSeason } from '../normalize/seasons';
import { deriveTags, toTag } from '../normalize/tags';
import { cleanList, cleanText, cleanTitle } from '../normalize/text';
import { toIsoTimestamp } from '../normalize/timestamps';
import { toHttpUrl } from '../normalize/url';

// One role of tonyyu2170's tracker (data/<category>.yaml): a US Summer 2027 internship. The file
// it sits in is its category; `degree` says which students the role is for.

export const roleSchema = z.object({
  id: z.string().nullish(),
  company: z.string().nullish(),
  role: z.string().nullish(),
  location: z.string().nullish(),
  link: z.string().nullish(),
  date_posted: z.string().nullish(),
  date_estimated: z.boolean().nullish(),
  term: z.string().nullish(),
  degree: z.array(z.string()).nullish(),
  status: z.string().nullish(),
  last_verified: z.string().nullish(),
  possible_duplicate_of: z.string().nullish(),
  track: z.string().nullish(),
});
type Role = z.infer<typeof roleSchema>;

/** The upstream file names, as a reader would name the field. */
const CATEGORY_LABELS: Record<string, string> = {
  swe: 'Software Engineering',
  quant: 'Quantitative Finance',
  data_science: 'Data Science',
  ai_ml: 'AI/ML',
  hardware: 'Hardware Engineering',
  actuarial: 'Actuarial',
};

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category.replace(/_/g, ' ');
}

const DEGREE_LEVELS: Record<string, EducationLevel> = {
  BS: 'Undergraduate',
  MS: 'Graduate',
  PHD: 'Graduate',
};

/**
 * BS is undergraduate, MS and PhD graduate. A role open to both says nothing the level filter can
 * use, so it stays null (browse shows a null level under every filter), not 'Any' (which would
 * also claim high-school students).
 */
export function degreeLevel(degrees: readonly string[]): EducationLevel | null {
  const levels = new Set(
    degrees.map((degree) => DEGREE_LEVELS[degree.trim().toUpperCase()] ?? educationLevelOf(degree)),
  );
  const [only] = levels;
  return levels.size === 1 ? (only ?? null) : null;
}

export function mapRole(role: Role, category: string): Mapped {
  const sourceId = role.id?.trim() || null;
  const title = cleanTitle(role.role);
  if (!title) return skip(sourceId, 'missing title');
  // The tracker flags a record that repeats another of its own; the other one is imported.
  if (role.possible_duplicate_of?.trim()) return skip(sourceId, 'possible duplicate of another listing');
  const location = cleanText(role.location);
  const isRemote = includesRemote([location]);
  const degrees = cleanList(role.degree ?? []);
  const { season, terms } = listingSeason([role.term], title);
  const track = cleanTitle(role.track);
  const posted = role.date_posted && !role.date_estimated ? `Posted ${role.date_posted}.` : null;
  return buildInternship({
    sourceId,
    title,
    company: cleanTitle(role.company),
    field: categoryLabel(category),
    url: toHttpUrl(role.link),
    location,
    isRemote,
    isHybrid: includesHybrid([location]),
    description: posted,
    season,
    requiredEducationLevel: degreeLevel(degrees),
    classlevelRequirement: degrees.length > 0 ? degrees.join(', ') : null,
    lastVerifiedAt: toIsoTimestamp(role.last_verified),
    closed: role.status?.trim().toLowerCase() === 'closed',
    tags: deriveTags({
      remote: isRemote,
      seasons: terms,
      titleText: [title, categoryLabel(category)],
      campusText: [title],
      sourceTags: [toTag(category), track ? `${toTag(category)}-${toTag(track)}` : ''],
    }),
  });
}
