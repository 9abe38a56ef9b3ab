import type { ScholarshipKind } from '@futurefund/core';
import { campusTags } from './campus';
import {
  mentionsFirstGeneration,
  mentionsInternationalStudents,
  mentionsMinority,
  mentionsNoEssay,
  mentionsRenewable,
  mentionsStem,
  mentionsWomen,
} from './tag-patterns';

// Tags are derived only from what a record states: a structured field when the source has one,
// otherwise the text heuristics of tag-patterns.ts. They drive the browse chips of product §9
// ('women', 'first-gen', 'minority') and the campus filter, so a wrong tag misleads students.

type Text = string | null | undefined;

export interface TagSignals {
  /** Facts from the source's own structured fields. */
  womenOnly?: boolean;
  firstGeneration?: boolean;
  minority?: boolean;
  stem?: boolean;
  needBased?: boolean;
  meritBased?: boolean;
  noEssay?: boolean;
  renewable?: boolean;
  international?: boolean;
  remote?: boolean;
  kind?: ScholarshipKind;
  /** Terms such as "Summer 2025" or "Fall". */
  seasons?: string[];
  /** Who may apply, in the source's words: the broad heuristics apply. */
  eligibilityText?: Text[];
  /** Titles, program types, field names: only unmistakable phrases count. */
  titleText?: Text[];
  /** Institution names and titles that may name a California campus. */
  campusText?: Text[];
  /** The source's own tags, kept in kebab case. */
  sourceTags?: string[];
  /** Tags an adapter states directly (e.g. 'research', 'visa-sponsorship'). */
  extra?: string[];
}

const SOURCE_TAG_ALIASES: Record<string, string> = { merit: 'merit-based', need: 'need-based' };
const SEASON = /^(spring|summer|fall|autumn|winter)(?:\s+(\d{4}))?$/i;

/** Lower-case kebab form: "Need Based" -> "need-based". */
export function toTag(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "Summer 2025" -> "summer-2025", "Fall" -> "fall"; anything else ("Multiple") -> null. */
export function seasonTag(season: string): string | null {
  return SEASON.test(season.trim()) ? toTag(season) : null;
}

const present = (texts: Text[] | undefined): string[] =>
  (texts ?? []).filter((text): text is string => !!text);

function identityTags(signals: TagSignals): string[] {
  const eligibility = present(signals.eligibilityText);
  const titles = present(signals.titleText);
  const either = [...eligibility, ...titles];
  const tags: string[] = [];
  const women =
    signals.womenOnly ||
    eligibility.some((text) => mentionsWomen(text, 'eligibility')) ||
    titles.some((text) => mentionsWomen(text, 'title'));
  if (women) tags.push('women');
  if (signals.firstGeneration || either.some(mentionsFirstGeneration)) tags.push('first-gen');
  const minority =
    signals.minority ||
    eligibility.some((text) => mentionsMinority(text, 'eligibility')) ||
    titles.some((text) => mentionsMinority(text, 'title'));
  if (minority) tags.push('minority');
  return tags;
}

function requirementTags(signals: TagSignals): string[] {
  const eligibility = present(signals.eligibilityText);
  const flags: [string, boolean | undefined][] = [
    ['stem', signals.stem || [...eligibility, ...present(signals.titleText)].some(mentionsStem)],
    ['need-based', signals.needBased],
    ['merit-based', signals.meritBased],
    ['no-essay', signals.noEssay || eligibility.some(mentionsNoEssay)],
    ['renewable', signals.renewable || eligibility.some(mentionsRenewable)],
    ['international', signals.international || eligibility.some(mentionsInternationalStudents)],
    ['remote', signals.remote],
    ['grant', signals.kind === 'grant'],
    ['fellowship', signals.kind === 'fellowship'],
  ];
  return flags.filter(([, on]) => on).map(([tag]) => tag);
}

/** Tags for one record, most telling first (the detail page shows the first three). */
export function deriveTags(signals: TagSignals): string[] {
  const seasons = (signals.seasons ?? []).map(seasonTag).filter((tag): tag is string => tag !== null);
  const sourceTags = (signals.sourceTags ?? []).map(toTag).map((tag) => SOURCE_TAG_ALIASES[tag] ?? tag);
  const campuses = present(signals.campusText).flatMap(campusTags);
  const all = [
    ...identityTags(signals),
    ...requirementTags(signals),
    ...(signals.extra ?? []),
    ...seasons,
    ...sourceTags,
    ...campuses,
  ];
  return [...new Set(all.filter((tag) => tag.length > 0))];
}
