import { isCanadianProvince } from './places/canada';
import { knownPlace } from './places/cities';
import { countryFromName } from './places/countries';
import { usStateFromCode, usStateFromName } from './places/us-states';

// What a student types in the browse location box, read as a place: a US state ("California",
// "ca"), a city we know ("SF", "Seattle", "San Francisco, CA"), or a country ("Canada", "UK").
// The catalog stores the same codes (state_codes, country_codes, cities), so the filter compares
// codes instead of substrings: "CA" finds California listings, "Canada" finds Canadian ones.

export interface LocationQuery {
  stateCode: string | null;
  countryCode: string | null;
  city: string | null;
}

const NOTHING: LocationQuery = { stateCode: null, countryCode: null, city: null };

/** "San Francisco, CA" or "Austin TX": a city with its state code. */
function cityWithState(text: string): LocationQuery | null {
  const match = /^(.+?)(?:,\s*|\s+)([A-Za-z]{2})$/.exec(text);
  const stateCode = match ? usStateFromCode(match[2]!) : null;
  if (!match || !stateCode) return null;
  const city = knownPlace(match[1]!)?.city ?? match[1]!.trim();
  return { stateCode, countryCode: 'US', city };
}

/** A state carries its country (US) too, so the three columns can be compared together. */
export function resolveLocationQuery(input: string): LocationQuery {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return NOTHING;
  const stateName = usStateFromName(text);
  if (stateName) return { stateCode: stateName, countryCode: 'US', city: null };
  // Before state codes: typed alone, "LA" means Los Angeles, as on the job boards.
  const place = knownPlace(text);
  if (place) return { stateCode: place.stateCode, countryCode: place.countryCode, city: place.city };
  const stateCode = /^[a-z]{2}$/i.test(text) ? usStateFromCode(text) : null;
  if (stateCode) return { stateCode, countryCode: 'US', city: null };
  const countryCode = countryFromName(text);
  if (countryCode) return { stateCode: null, countryCode, city: null };
  if (isCanadianProvince(text) && text.length > 2) return { stateCode: null, countryCode: 'CA', city: null };
  return cityWithState(text) ?? NOTHING;
}
