import { countryFromCode, countryFromName, usStates } from '@futurefund/core';

// Location text comes in many shapes: "SF", "Toronto, ON, Canada", "Remote in USA", "US-IL-Niles",
// "Dallas, TX or Scottsdale, AZ", "Austin, TX Chicago, IL" (several places run together), "Purchase,
// NY <br> Plano, TX". This cuts one text into single places, and a place into its parts, which
// location.ts then reads as city, state, province and country.

const STATE_NAMES = Object.values(usStates).join('|');
/** After a state ("…, TX" or "…, New Jersey"), and an optional ", USA", a capital starts the next place. */
const RUN_TOGETHER = new RegExp(
  String.raw`(?<=,\s?(?:[A-Z]{2}|${STATE_NAMES})(?:,\s?(?:USA|US))?)\s+(?=[A-Z])`,
  'g',
);
const LIST_SEPARATORS = /\s*(?:;|\||<br\s*\/?>|\n|\s\/\s|\s+l\s+|\+\s*\d+\s*more)\s*/i;
const WORD_SEPARATORS = /\s+(?:or|and|&)\s+/;

/** "Washington, D. C." and "Washington D.C." name one city; "Addison. TX" is a typo for a comma. */
function tidy(text: string): string {
  return text
    .replace(/\bD\.\s?C\.?/g, 'DC')
    .replace(/\bWashington,?\s+DC\b/g, 'Washington DC')
    .replace(/\.\s+(?=[A-Z]{2}\b)/g, ', ');
}

/** One place per item: "Dallas, TX or Scottsdale, AZ" -> ["Dallas, TX", "Scottsdale, AZ"]. */
export function splitPlaces(text: string): string[] {
  return tidy(text)
    .split(LIST_SEPARATORS)
    .flatMap((part) => (countryFromName(part) ? [part] : part.split(WORD_SEPARATORS)))
    .flatMap((part) => part.split(RUN_TOGETHER))
    .map((part) => part.trim())
    .filter(Boolean);
}

const REMOTE = /\b(?:remote|virtual|work from home|wfh)\b/i;
const HYBRID = /\bhybrid\b/i;
/** Words about the arrangement, not the place: "Remote in USA" is the place "USA". */
const ARRANGEMENT =
  /\b(?:remote|virtual|hybrid|on-?site|in-person|flexible|preferred|only|work from home|wfh)\b(?:\s+in\b)?/gi;
/** "US-IL-Niles", "PL-Warsaw": a country code, then the rest. */
const CODE_PREFIX = /^([A-Z]{2,3})-(\S.*)$/;
/** "Sunnyvale CA", "Austin USA": a place and a code with no comma between. */
const TRAILING_CODE = /^(.+?)\s+([A-Z]{2,3})$/;

export interface PlaceParts {
  remote: boolean;
  hybrid: boolean;
  parts: string[];
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function expand(part: string): string[] {
  const prefixed = CODE_PREFIX.exec(part);
  const country = prefixed ? (countryFromCode(prefixed[1]!) ?? countryFromName(prefixed[1]!)) : null;
  // Spelled out and put last, where a country stands in "City, Country": "DE" alone reads as Delaware.
  if (prefixed && country) return [...prefixed[2]!.split('-'), regionNames.of(country)!];
  const trailing = TRAILING_CODE.exec(part);
  if (trailing) return [trailing[1]!, trailing[2]!];
  return [part.replace(/^([A-Z]{2})\.$/, '$1')];
}

/** "Remote (United States)" -> remote, ["United States"]; "Toronto, ON, Canada" -> its three parts. */
export function placeParts(place: string): PlaceParts {
  const parts = place
    .replace(ARRANGEMENT, ' ')
    .split(/\s*,\s*|\s+-\s+|\s*[()]\s*/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part.length > 0 && part !== '-')
    .flatMap(expand);
  return { remote: REMOTE.test(place), hybrid: HYBRID.test(place), parts };
}
