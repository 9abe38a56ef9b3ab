import type { InternshipFacts, ScholarshipFacts } from './seo.repo';

// schema.org JSON-LD for open listings (issue 18, ADR 033): MonetaryGrant for scholarships,
// JobPosting for internships. Only facts the listing states: a field we would have to guess is left
// out rather than made up, and the description is the public card excerpt, never the full text.

type JsonLd = Record<string, unknown>;

const organization = (name: string | null) => (name ? { '@type': 'Organization', name } : undefined);

/** A deadline is the end of its day Anywhere on Earth (UTC−12), as everywhere else (deadlineToday). */
const endOfDayAoE = (date: string) => `${date}T23:59:59-12:00`;

/** Drops undefined fields so the JSON says only what is known. */
function compact(value: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}

/** The award as a MonetaryAmount, only when the importer parsed a number and its currency. */
function awardAmount(row: ScholarshipFacts): JsonLd | undefined {
  const { awardMin, awardMax, awardCurrency } = row;
  if (!awardCurrency || (awardMin === null && awardMax === null)) return undefined;
  if (awardMin !== null && awardMax !== null && awardMin !== awardMax)
    return { '@type': 'MonetaryAmount', currency: awardCurrency, minValue: awardMin, maxValue: awardMax };
  return { '@type': 'MonetaryAmount', currency: awardCurrency, value: awardMax ?? awardMin };
}

export function scholarshipJsonLd(row: ScholarshipFacts, url: string, description: string): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'MonetaryGrant',
    name: row.title,
    description: description || undefined,
    url,
    funder: organization(row.organization),
    amount: awardAmount(row),
  });
}

const salaryUnits: Record<string, string> = {
  hour: 'HOUR',
  hr: 'HOUR',
  h: 'HOUR',
  week: 'WEEK',
  wk: 'WEEK',
  month: 'MONTH',
  mo: 'MONTH',
  year: 'YEAR',
  yr: 'YEAR',
  annum: 'YEAR',
};
const AMOUNT = String.raw`(\d[\d,]*(?:\.\d+)?)\s*(k)?`;
// "$50/hr", "$40 - $45 per hour", "$80k/yr", "$7,000 a month": dollars with a stated unit only.
const SALARY = new RegExp(
  String.raw`^\s*\$\s*${AMOUNT}(?:\s*(?:-|–|to)\s*\$?\s*${AMOUNT})?\s*(?:\/|per\s+|an?\s+)\s*(hour|hr|h|week|wk|month|mo|year|yr|annum)\b`,
  'i',
);

const amountOf = (digits: string, thousands: string | undefined) =>
  Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1);

/** The pay as a MonetaryAmount when the source states dollars per unit; null for anything vaguer. */
export function parseSalary(text: string | null): JsonLd | null {
  const match = text ? SALARY.exec(text) : null;
  if (!match) return null;
  const [, low = '', lowK, high, highK, unit = ''] = match;
  const min = amountOf(low, lowK);
  const max = high ? amountOf(high, highK ?? lowK) : min;
  const unitText = salaryUnits[unit.toLowerCase()];
  const value =
    min === max
      ? { '@type': 'QuantitativeValue', value: min, unitText }
      : { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText };
  return { '@type': 'MonetaryAmount', currency: 'USD', value };
}

/** A place from the stored codes and the location's first part ("McLean, VA" → McLean, VA, US). */
function jobLocation(row: InternshipFacts): JsonLd | undefined {
  const place = row.location?.trim() ?? '';
  const locality = place.includes(',') && !/remote/i.test(place) ? place.split(',')[0]?.trim() : undefined;
  const region = row.stateCodes.length === 1 ? row.stateCodes[0] : undefined;
  const country = row.countryCodes.length === 1 ? row.countryCodes[0] : region ? 'US' : undefined;
  if (!locality && !region && !country) return undefined;
  return {
    '@type': 'Place',
    address: compact({
      '@type': 'PostalAddress',
      addressLocality: locality || undefined,
      addressRegion: region,
      addressCountry: country,
    }),
  };
}

export function internshipJsonLd(row: InternshipFacts, url: string, description: string): JsonLd {
  const validThrough = row.deadline ?? row.seasonEndsOn;
  const location = jobLocation(row);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: row.title,
    description: description || row.title,
    url,
    datePosted: row.createdOn,
    validThrough: validThrough ? endOfDayAoE(validThrough) : undefined,
    hiringOrganization: organization(row.organization),
    employmentType: 'INTERN',
    jobLocation: location,
    jobLocationType: row.isRemote ? 'TELECOMMUTE' : undefined,
    baseSalary: parseSalary(row.salaryRange) ?? undefined,
  });
}

/**
 * JSON for a <script type="application/ld+json"> data block: "<" and the two line separators
 * escaped, so a title containing "</script>" cannot end the block (the JSON still parses the same).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
