import {
  countryFromCode,
  countryFromName,
  isCanadianProvince,
  knownPlace,
  type KnownPlace,
  usStateFromCode,
  usStateFromName,
} from '@futurefund/core';
import { placeParts, splitPlaces } from './location-split';

// The structured location behind the browse location filter: US state codes, ISO country codes
// and city names read from the listing's location text. "CA" after a city is California; Canada is
// the country code CA, so "Toronto, ON, Canada" gives countryCodes ['CA'] and no state. A bare
// name we cannot place ("Aurora") gives nothing rather than a guess.

export interface StructuredLocation {
  stateCodes: string[];
  countryCodes: string[];
  cities: string[];
  isRemote: boolean;
  isHybrid: boolean;
}

interface Place {
  states: string[];
  countries: string[];
  cities: string[];
}

const NOT_A_CITY =
  /\b(?:multiple|various|locations?|cities|sites?|all|any|global|worldwide|anywhere|building|campus|office|headquarters|hq|area|region|metro|us|usa)\b|\d/i;
const PARTICLES = new Set([
  'of',
  'de',
  'la',
  'le',
  'du',
  'des',
  'del',
  'da',
  'do',
  'upon',
  'on',
  'sur',
  'am',
  'an',
  'der',
  'y',
]);
const MULTIPLE_US = /^multiple (?:us|u\.s\.) (?:locations|cities)$/i;

/** "Mount Pleasant", "Tel Aviv-Yafo", "Town of Bristol": a name, not a phrase or a code. */
function looksLikeCity(text: string): boolean {
  if (!/^\p{L}[\p{L}.'’/ -]*$/u.test(text) || NOT_A_CITY.test(text)) return false;
  if (/^[A-Z]{1,3}$/.test(text)) return false;
  const words = text.split(' ');
  return words.length <= 5 && words.every((word) => PARTICLES.has(word) || /^\p{Lu}/u.test(word));
}

/** "PETALING JAYA" -> "Petaling Jaya"; mixed case stays as written. */
function cityName(text: string): string {
  if (text !== text.toUpperCase() || text.length <= 3) return text;
  return text.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (letter) => letter.toUpperCase());
}

interface Reading {
  states: string[];
  provinces: number;
  countries: string[];
  known: KnownPlace[];
  candidates: string[];
}

function isStatePart(part: string): boolean {
  return !!usStateFromName(part) || (/^[A-Za-z]{2}$/.test(part) && !!usStateFromCode(part));
}

/** Sorts one place's parts into states, provinces, countries, known places and possible cities. */
function classify(parts: string[]): Reading {
  const reading: Reading = { states: [], provinces: 0, countries: [], known: [], candidates: [] };
  parts.forEach((part, index) => {
    const state = isStatePart(part) ? (usStateFromName(part) ?? part.toUpperCase()) : null;
    // "New York, NY": a state's name before another state part is the city.
    const cityNamedLikeState = index === 0 && parts.slice(1).some(isStatePart);
    const country = countryFromName(part) ?? (index === parts.length - 1 ? countryFromCode(part) : null);
    const known = knownPlace(part);
    // Alone, "LA" is Los Angeles (the job boards' shorthand); after a city it is Louisiana.
    if (known && parts.length === 1) reading.known.push(known);
    else if (state && !cityNamedLikeState) reading.states.push(state);
    else if (isCanadianProvince(part) && !/^[a-z]/.test(part)) reading.provinces += 1;
    else if (country) reading.countries.push(country);
    else if (MULTIPLE_US.test(part)) reading.countries.push('US');
    else if (known) reading.known.push(known);
    else if (state || looksLikeCity(part)) reading.candidates.push(cityName(part));
  });
  return reading;
}

/**
 * What the parts say together. A stated country other than the US means two-letter parts were not
 * US states ("Perth, WA, Australia"). A name we do not know counts as a city only beside a stated
 * state, province or country ("Mount Pleasant, United States"), only the first such name, and only
 * when no part is a city we know.
 */
function settle(reading: Reading): Place {
  const { provinces, countries, known, candidates } = reading;
  const foreign = countries.length > 0 && !countries.includes('US');
  const states = foreign ? [] : reading.states;
  const stated = states.length > 0 || provinces > 0 || countries.length > 0;
  const place: Place = {
    states: [...states],
    countries: [...countries],
    // A known city wins over an unknown first part ("Melbourne, Victoria, AUS": Victoria is the state).
    cities: stated && known.every((found) => !found.city) ? candidates.slice(0, 1) : [],
  };
  if (states.length > 0 && countries.length === 0) place.countries.push('US');
  if (provinces > 0 && countries.length === 0) place.countries.push('CA');
  for (const found of known) {
    if (found.city) place.cities.push(found.city);
    // "Chicago, United States" still places Chicago in Illinois; "London, Ontario" is not London, UK.
    const agrees = !stated || (states.length === 0 && countries.includes(found.countryCode));
    if (agrees && found.stateCode) place.states.push(found.stateCode);
    if (!stated) place.countries.push(found.countryCode);
  }
  return place;
}

function readText(text: string): StructuredLocation {
  const result: StructuredLocation = {
    stateCodes: [],
    countryCodes: [],
    cities: [],
    isRemote: false,
    isHybrid: false,
  };
  for (const placeText of splitPlaces(text)) {
    const { remote, hybrid, parts } = placeParts(placeText);
    const place = settle(classify(parts));
    result.stateCodes.push(...place.states);
    result.countryCodes.push(...place.countries);
    result.cities.push(...place.cities);
    result.isRemote ||= remote;
    result.isHybrid ||= hybrid;
  }
  return result;
}

// Feeds repeat a few hundred location texts over thousands of listings ("NYC", "Remote in USA").
const cache = new Map<string, StructuredLocation>();
const CACHE_LIMIT = 5_000;

function readCached(text: string): StructuredLocation {
  let found = cache.get(text);
  if (!found) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    found = readText(text);
    cache.set(text, found);
  }
  return found;
}

const unique = (values: string[]) => [...new Set(values)];

/** The structured location of all the texts (location, then stated residency, …) together. */
export function readLocations(texts: readonly (string | null | undefined)[]): StructuredLocation {
  const found = texts.filter((text): text is string => !!text).map(readCached);
  return {
    stateCodes: unique(found.flatMap((one) => one.stateCodes)),
    countryCodes: unique(found.flatMap((one) => one.countryCodes)),
    cities: unique(found.flatMap((one) => one.cities)),
    isRemote: found.some((one) => one.isRemote),
    isHybrid: found.some((one) => one.isHybrid),
  };
}
