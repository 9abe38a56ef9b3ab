import type { BrowseChip, BrowseQuery, BrowseSort, OpportunityListItem } from '../contracts/opportunities';
import { isOpen } from './freshness';
import type { ProfileFactKey } from '../contracts/recommendation-values';
import { educationGroupOf, type EducationGroup } from './eligibility';
import { resolveLocationQuery } from './location';
import { searchWords, wordsMatch } from './search-words';

// The meaning of every browse filter and sort (product §9), stated once. The server's SQL
// (server/src/modules/opportunities/browse.repo.ts) must give the same answers; a property test
// runs both on the same random data.

/**
 * A quick chip matches a listing with a tag containing any of `tagContains` (case-insensitive,
 * product §9) and, where the chip names two things, also the exact tag `andTag`: "Women in STEM"
 * is for women and in a STEM field, not every listing for women (ADR 067). The tags come from the
 * listing's derived eligibility (server enrichment), so each chip finds what its words mean.
 */
export interface ChipRule {
  tagContains: string[];
  andTag?: string;
}

export const chipRules: Record<BrowseChip, ChipRule> = {
  'women-in-stem': { tagContains: ['women', 'female'], andTag: 'stem' },
  'first-gen': { tagContains: ['first-gen'] },
  minority: { tagContains: ['minority'] },
};

export function matchesChip(tags: readonly string[], chip: BrowseChip): boolean {
  const rule = chipRules[chip];
  const contains = tags.some((tag) => rule.tagContains.some((p) => lower(tag).includes(p)));
  return contains && (rule.andTag === undefined || tags.includes(rule.andTag));
}

export const deadlineWindowDays = { '30days': 30, '60days': 60, '90days': 90 } as const;

/** Campus tags for the University/Campus filter (product §9): UC, CSU, Cal Poly, Cal State, named state campuses. */
export function isCampusTag(tag: string): boolean {
  return /^(UC|CSU|Cal Poly|Cal State)\b/.test(tag) || /\bState( University)?$/.test(tag);
}

/** YYYY-MM-DD plus n days (calendar dates, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const lower = (text: string | null | undefined) => (text ?? '').toLowerCase();

/** The searchable text, field by field as the database's search_words vector joins it (ADR 042). */
export function searchableText(item: OpportunityListItem, field: string | null = null): string {
  const parts =
    item.type === 'scholarship'
      ? [item.title, item.organization, item.description]
      : [item.title, item.organization, field, item.description];
  return [
    ...parts,
    item.tags.join(' '),
    item.location,
    item.requiredMajors.join(' '),
    item.requiredEducationLevel,
  ]
    .map((part) => part ?? '')
    .join(' ');
}

/** The Education level filter: the same level, or a listing open to any level (none stated is any). */
function levelMatches(item: OpportunityListItem, level: string | undefined): boolean {
  return (
    !level ||
    level === 'Any' ||
    item.requiredEducationLevel === null ||
    ['any', lower(level)].includes(lower(item.requiredEducationLevel))
  );
}

/** The Major filter: a required major contains the text or the text contains it; none required is any. */
function majorMatches(item: OpportunityListItem, major: string | null | undefined): boolean {
  return (
    !major ||
    item.requiredMajors.length === 0 ||
    item.requiredMajors.some((m) => lower(m).includes(lower(major)) || lower(major).includes(lower(m)))
  );
}

/**
 * What a signed-in student's profile tells the relevance order (ADR 069): the listings open to
 * their country, education level and field come first. Each is null where the profile does not
 * state it or hides it from matching.
 */
export interface BrowseReader {
  countryCode: string | null;
  educationLevel: EducationGroup | null;
  major: string | null;
}

/** The profile facts the reader's order reads; a fact hidden from matching is not read here either. */
export interface ReaderProfile {
  country: string | null;
  educationLevel: string | null;
  intendedMajor: string | null;
  hiddenFacts: readonly ProfileFactKey[];
}

/** The reader a profile makes, or null when it states none of country, level and major. */
export function browseReaderOf(profile: ReaderProfile): BrowseReader | null {
  const hidden = new Set(profile.hiddenFacts);
  const reader: BrowseReader = {
    countryCode: hidden.has('location') ? null : resolveLocationQuery(profile.country ?? '').countryCode,
    educationLevel: hidden.has('educationLevel') ? null : educationGroupOf(profile.educationLevel),
    major: hidden.has('major') ? null : profile.intendedMajor?.trim() || null,
  };
  return Object.values(reader).some((value) => value !== null) ? reader : null;
}

/**
 * Whether the reader can apply as far as the listing's country, level and field say: it is in
 * their country, remote or names no country; its level is theirs or any; its majors include
 * theirs or it names none (the Education level and Major filters' own rules).
 */
export function fitsReader(item: OpportunityListItem, reader: BrowseReader): boolean {
  const country =
    reader.countryCode === null ||
    item.countryCodes.length === 0 ||
    item.isRemote ||
    item.countryCodes.includes(reader.countryCode);
  return (
    country && levelMatches(item, reader.educationLevel ?? undefined) && majorMatches(item, reader.major)
  );
}

export function matchesBrowseQuery(item: OpportunityListItem, query: BrowseQuery, today: string): boolean {
  const checks: boolean[] = [
    query.includeClosed === true || isOpen(item, today),
    query.type === 'all' || item.type === (query.type === 'scholarships' ? 'scholarship' : 'internship'),
    !query.q || wordsMatch(searchWords(query.q), searchableText(item)),
    !query.chip || matchesChip(item.tags, query.chip),
    query.deadline === 'all' ||
      (item.deadline !== null &&
        item.deadline >= today &&
        item.deadline <= addDays(today, deadlineWindowDays[query.deadline])),
    levelMatches(item, query.educationLevel),
    query.minGpa === undefined || item.minGPA === null || item.minGPA <= query.minGpa,
    majorMatches(item, query.major),
    query.minAmount === undefined || (item.awardAmountUsd !== null && item.awardAmountUsd >= query.minAmount),
    query.maxAmount === undefined || (item.awardAmountUsd !== null && item.awardAmountUsd <= query.maxAmount),
    query.remote !== true || item.isRemote,
    !query.location || matchesLocation(item, query.location),
    !query.campus || item.tags.includes(query.campus),
    !query.essay || item.essayRequired === (query.essay === 'required'),
  ];
  return checks.every(Boolean);
}

/**
 * The location filter compares places, not letters (product §9): a US state, or a city we know,
 * finds the listings in that state ("California", "CA" and "San Francisco" find the same ones); a
 * foreign city finds that city, a country its listings; "CA" never finds Canada. Text that names
 * no place we know falls back to a case-insensitive substring of the location as written.
 */
export function locationCondition(
  text: string,
): { column: 'stateCodes' | 'cities' | 'countryCodes'; value: string } | { substring: string } {
  const place = resolveLocationQuery(text);
  if (place.stateCode) return { column: 'stateCodes', value: place.stateCode };
  if (place.city) return { column: 'cities', value: place.city };
  if (place.countryCode) return { column: 'countryCodes', value: place.countryCode };
  return { substring: text };
}

function matchesLocation(item: OpportunityListItem, text: string): boolean {
  const condition = locationCondition(text);
  return 'substring' in condition
    ? lower(item.location).includes(lower(condition.substring))
    : item[condition.column].includes(condition.value);
}

/**
 * How much a card leaves out: one point each for no deadline, no description and no award or pay
 * stated. Relevance puts complete listings first, so the first page is not a wall of blanks.
 */
export function thinRank(item: OpportunityListItem): number {
  const reward =
    item.type === 'scholarship'
      ? item.awardAmountUsd !== null || item.awardMin !== null || item.awardMax !== null
      : item.isPaid !== null;
  return Number(item.deadline === null) + Number(item.description === null) + Number(!reward);
}

const typeRank = (item: OpportunityListItem) => (item.type === 'scholarship' ? 0 : 1);
const nullsLast = (a: number | string | null, b: number | string | null, direction: 1 | -1) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a < b ? -1 : 1) * direction;
};

/**
 * Product §9 sorts. Relevance ranks, for a signed-in reader, the listings that fit them first
 * (fitsReader, ADR 069); then listings verified within FRESHNESS_MONTHS first (product §2
 * browse; `fresh` is stored and kept by the catalog's upkeep, ADR 016), then title matches when
 * searching (every word of the search begins a word of the title, ADR 042), then each source's
 * turn (`sourceRank`, also kept by the upkeep: every source's first before any second, ADR 068),
 * then complete listings, then the original order
 * (scholarships, then internships, by id). The explicit sorts (deadline, amount, newest) are
 * strict: a student who asks for the soonest deadline gets it. Ties always fall back to the
 * original order, so paging is stable.
 */
export function compareForSort(sort: BrowseSort, q: string | undefined, reader: BrowseReader | null = null) {
  const original = (a: OpportunityListItem, b: OpportunityListItem) =>
    typeRank(a) - typeRank(b) || a.id - b.id;
  const wanted = searchWords(q);
  const titleHit = (item: OpportunityListItem) => (q && wordsMatch(wanted, item.title) ? 0 : 1);
  const staleRank = (item: OpportunityListItem) => (item.fresh ? 0 : 1);
  const readerMiss = (item: OpportunityListItem) => (reader && !fitsReader(item, reader) ? 1 : 0);
  const turn = (a: OpportunityListItem, b: OpportunityListItem) => nullsLast(a.sourceRank, b.sourceRank, 1);
  return (a: OpportunityListItem, b: OpportunityListItem): number => {
    switch (sort) {
      case 'deadline':
        return nullsLast(a.deadline, b.deadline, 1) || original(a, b);
      case 'amount-high':
        return nullsLast(a.awardAmountUsd, b.awardAmountUsd, -1) || original(a, b);
      case 'amount-low':
        return nullsLast(a.awardAmountUsd, b.awardAmountUsd, 1) || original(a, b);
      case 'newest':
        return b.id - a.id || typeRank(a) - typeRank(b);
      default:
        return (
          readerMiss(a) - readerMiss(b) ||
          staleRank(a) - staleRank(b) ||
          titleHit(a) - titleHit(b) ||
          turn(a, b) ||
          thinRank(a) - thinRank(b) ||
          original(a, b)
        );
    }
  };
}

/** The reference implementation: filter, sort, page. */
export function browseInMemory(
  items: OpportunityListItem[],
  query: BrowseQuery,
  today: string,
  reader: BrowseReader | null = null,
) {
  const matching = items
    .filter((item) => matchesBrowseQuery(item, query, today))
    .sort(compareForSort(query.sort, query.q, reader));
  return { total: matching.length, items: matching.slice(query.offset, query.offset + query.limit) };
}

/**
 * "Today" for deadlines, in the Anywhere-on-Earth zone (UTC−12): a deadline has passed only when
 * it has passed everywhere, so no one loses a listing on its last day because of their time zone.
 */
export function deadlineToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
