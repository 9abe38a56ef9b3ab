import type { NormalizedOpportunity } from '../../sources/types';

// The keys written at import (ADR 016): the normalised title, organisation and location, and the
// application address. The de-duplication pass groups by the address and by the similarity rule
// (ADR 063), which covers the exact key. Scholarship pages are often a sponsor's general page
// shared by several awards, so for scholarships the address only counts with the same title.

/** Lower-case words without accents or punctuation: "Software Eng. Intern (Summer 2027)" → "software eng intern summer 2027". */
export function normaliseWords(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const LEGAL_SUFFIXES = new Set(['inc', 'llc', 'ltd', 'corp', 'corporation', 'co', 'company', 'plc', 'the']);

/** An organisation's name without legal suffixes: "Citi Group, Inc." and "citi group" match. */
export function normaliseOrganisation(text: string | null | undefined): string {
  return normaliseWords(text)
    .split(' ')
    .filter((word) => word && !LEGAL_SUFFIXES.has(word))
    .join(' ');
}

// Tracking parameters say how someone arrived, not which listing it is.
const TRACKING_PARAMS = /^(utm_.*|ref|referrer|source|src|gh_src|lever-source.*|trk|mode)$/i;

/** The address in a form two sources agree on: host without www, no fragment or tracking, no trailing slash. */
export function normaliseUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    const params = [...parsed.searchParams.entries()]
      .filter(([name]) => !TRACKING_PARAMS.test(name))
      .sort(([a], [b]) => a.localeCompare(b));
    const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
    const path = parsed.pathname.replace(/\/+$/, '');
    return `${parsed.hostname.replace(/^www\./i, '').toLowerCase()}${path}${query}`;
  } catch {
    return null;
  }
}

/** The two de-duplication keys of a normalised listing (null when it has too little to compare). */
export function dedupeKeys(o: NormalizedOpportunity): { dedupeKey: string | null; urlKey: string | null } {
  const title = normaliseWords(o.title);
  if (!title) return { dedupeKey: null, urlKey: null };
  const organisation = normaliseOrganisation(o.type === 'scholarship' ? o.provider : o.company);
  const place = normaliseWords(o.location);
  const url = normaliseUrl(o.url);
  return {
    dedupeKey: `${title}|${organisation}|${place}`,
    urlKey: url === null ? null : o.type === 'scholarship' ? `${url}#${title}` : url,
  };
}
