import { cleanList } from './text';

// Locations stay as the source wrote them (joined with "; ", since a single location already uses
// commas); the browse location filter is a substring match, so no geocoding is needed.

const REMOTE = /\b(?:remote|virtual)\b/i;
const HYBRID = /\bhybrid\b/i;

export function joinLocations(locations: readonly (string | null | undefined)[]): string | null {
  const list = cleanList(locations);
  return list.length > 0 ? list.join('; ') : null;
}

/** Any remote (or virtual) option counts: a student who wants remote work can apply. */
export function includesRemote(locations: readonly (string | null | undefined)[]): boolean {
  return locations.some((location) => !!location && REMOTE.test(location));
}

export function includesHybrid(locations: readonly (string | null | undefined)[]): boolean {
  return locations.some((location) => !!location && HYBRID.test(location));
}
