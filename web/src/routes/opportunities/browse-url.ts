import {
  BROWSE_PAGE_SIZE,
  BROWSE_TOTAL_CAP,
  browseQuerySchema,
  type BrowseQuery,
  type BrowseQueryInput,
  type BrowseSort,
} from '@futurefund/core';

// The browse state lives in the query string (product §2), so a state can be shared and the back
// button works. This module turns the URL into filters and filter changes back into a URL.

/** Everything the URL carries but how many cards are shown (`shown`, see parseShown). */
export type BrowseFilters = Omit<BrowseQuery, 'offset' | 'limit'>;
export type FilterKey = keyof BrowseFilters;
/** A change as the controls produce it: raw text, undefined or '' to remove the parameter. */
export type FilterPatch = Partial<Record<FilterKey, string | undefined>>;

/** The URL keys in the order they are written, so equal states give equal URLs. */
export const filterKeys = [
  'q',
  'type',
  'chip',
  'sort',
  'deadline',
  'educationLevel',
  'minGpa',
  'major',
  'minAmount',
  'maxAmount',
  'remote',
  'location',
  'campus',
  'essay',
  'includeClosed',
] as const satisfies readonly FilterKey[];

/** Values that mean "no filter"; they are left out of the URL. */
const defaultValues: Partial<Record<FilterKey, string>> = {
  type: 'all',
  sort: 'relevance',
  deadline: 'all',
  educationLevel: 'Any',
  remote: 'false',
  includeClosed: 'false',
};

/** The filters the Advanced Filters panel holds (everything but search, sort and the chips). */
const panelKeys = filterKeys.filter((key) => !['q', 'type', 'chip', 'sort'].includes(key));

/** A URL that sets one of the panel's filters opens the panel from the start. */
export const hasPanelFilter = (filters: BrowseFilters) =>
  panelKeys.some((key) => filters[key] !== undefined && filters[key] !== 'all');

export const isAmountSort = (sort: BrowseSort) => sort === 'amount-high' || sort === 'amount-low';

function rawValues(params: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  return raw;
}

/**
 * One mode per concept, as the controls show them (product §4 location modes, §9 amount sorts;
 * ADR 020: one quick chip, so an older link with a type and an audience chip keeps the audience).
 */
function normalise(filters: BrowseFilters): BrowseFilters {
  const next = { ...filters };
  if (next.chip) next.type = 'all';
  if (next.educationLevel === 'Any') delete next.educationLevel;
  if (!next.remote) delete next.remote;
  if (!next.includeClosed) delete next.includeClosed;
  if (next.remote) delete next.location;
  if (next.type === 'internships' && isAmountSort(next.sort)) next.sort = 'relevance';
  return next;
}

/**
 * The filters a URL asks for. A parameter that fails the contract is dropped on its own, so one
 * bad value in a shared or hand-edited link keeps the rest and never breaks the page.
 */
export function parseBrowseSearch(params: URLSearchParams): BrowseFilters {
  const raw = rawValues(params);
  let parsed = browseQuerySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = browseQuerySchema.safeParse(raw);
  }
  const query = parsed.success ? parsed.data : browseQuerySchema.parse({});
  const { offset: _offset, limit: _limit, ...filters } = query;
  return normalise(filters);
}

/** How many cards Load More has revealed; absent means the first page (product §9: 12). */
export const SHOWN_PARAM = 'shown';

/**
 * The most cards Load More reveals: whole pages up to 1,000 (ADR 009: nobody pages through a
 * thousand cards; people refine the search). A hand-edited link cannot ask for more.
 */
export const MAX_SHOWN = Math.ceil(BROWSE_TOTAL_CAP / BROWSE_PAGE_SIZE) * BROWSE_PAGE_SIZE;

/** The number of cards to show: whole pages, so Back and a shared link show as many as before. */
export function parseShown(params: URLSearchParams): number {
  const pages = Math.ceil(Number(params.get(SHOWN_PARAM)) / BROWSE_PAGE_SIZE);
  return Number.isInteger(pages) && pages > 1
    ? Math.min(pages * BROWSE_PAGE_SIZE, MAX_SHOWN)
    : BROWSE_PAGE_SIZE;
}

/** The URL with `shown` cards (after the filters); the first page is the default and left out. */
export function withShown(current: URLSearchParams, shown: number): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(SHOWN_PARAM);
  if (shown > BROWSE_PAGE_SIZE) next.set(SHOWN_PARAM, String(shown));
  return next;
}

/**
 * The next URL after a change, filters in a fixed order; other parameters stay as they are, but
 * the Load More depth: new filters start again from the first 12 (product §4).
 */
export function applyPatch(current: URLSearchParams, patch: FilterPatch): URLSearchParams {
  const merged = new URLSearchParams(current);
  merged.delete(SHOWN_PARAM);
  for (const [key, value] of Object.entries(patch) as [FilterKey, string | undefined][]) {
    if (value === undefined || value.trim() === '' || value === defaultValues[key]) merged.delete(key);
    else merged.set(key, value);
  }
  const next = new URLSearchParams();
  for (const key of filterKeys) {
    const value = merged.get(key);
    if (value !== null) next.set(key, value);
  }
  merged.forEach((value, key) => (filterKeys as readonly string[]).includes(key) || next.append(key, value));
  return next;
}

/** A patch that removes every filter; the sort order is a view choice, not a filter, and stays. */
export function clearAllPatch(): FilterPatch {
  return Object.fromEntries(filterKeys.filter((key) => key !== 'sort').map((key) => [key, undefined]));
}

const unlessDefault = <T>(value: T, fallback: T) => (value === fallback ? undefined : value);
const flag = (value: boolean | undefined) => (value ? 'true' : undefined);

/**
 * The GET /api/opportunities query for one page of these filters: values that mean "no filter"
 * are left out, and the keys keep the URL's order, so equal states send equal requests.
 */
export function browseApiQuery(
  filters: BrowseFilters,
  offset: number,
  limit: number = BROWSE_PAGE_SIZE,
): BrowseQueryInput {
  return {
    q: filters.q,
    type: unlessDefault(filters.type, 'all'),
    chip: filters.chip,
    sort: unlessDefault(filters.sort, 'relevance'),
    deadline: unlessDefault(filters.deadline, 'all'),
    educationLevel: unlessDefault(filters.educationLevel, 'Any'),
    minGpa: filters.minGpa,
    major: filters.major,
    minAmount: filters.minAmount,
    maxAmount: filters.maxAmount,
    remote: flag(filters.remote),
    location: filters.location,
    campus: filters.campus,
    essay: filters.essay,
    includeClosed: flag(filters.includeClosed),
    offset,
    limit,
  };
}
