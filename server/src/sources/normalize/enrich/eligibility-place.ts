import {
  canadianProvinceNames,
  countryFromName,
  indianStateFromName,
  indianStateNames,
  usStates,
} from '@futurefund/core';
import type { Found, Sentence } from './eligibility';
import { NOT_A_RESTRICTION } from './eligibility';

// Where the applicant lives, what citizenship they hold, and where they must study. A residency is
// read only from words that make it one ("residents of", "a Nevada high school", "Government of
// West Bengal", "(Bihar)" in a title); a place named in passing restricts nothing.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const REGIONS = [...Object.values(usStates), ...canadianProvinceNames, ...indianStateNames]
  .map((name) => name.toLowerCase())
  .sort((a, b) => b.length - a.length);
const REGION = `(${REGIONS.map(escape).join('|')})`;

/** A state, province or Indian state by any name, as its canonical name. */
function regionName(text: string): string | null {
  const lower = text.trim().toLowerCase();
  const us = Object.values(usStates).find((name) => name.toLowerCase() === lower);
  if (us) return us;
  const province = canadianProvinceNames.find((name) => name.toLowerCase() === lower);
  return province ?? indianStateFromName(lower);
}

const RESIDENCY_PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:legal |permanent |bona fide )?(?:residents?|residing|live|living|domiciled?|domicile|natives?)\s+(?:of|in)\s+(?:the\s+)?(?:state of\s+|province of\s+)?${REGION}\b`,
    'gi',
  ),
  new RegExp(String.raw`\b${REGION}\s+(?:residents?|residency|domicile|domiciled)\b`, 'gi'),
  new RegExp(
    String.raw`\b(?:graduat\w*\s+(?:from|of)\s+|attend\w*\s+|seniors?\s+(?:at|in|from)\s+|students?\s+(?:at|in|from)\s+)(?:an?\s+|the\s+)?(?:accredited\s+|public\s+|participating\s+)?${REGION}\s+(?:public\s+)?(?:high|secondary)\s+schools?\b`,
    'gi',
  ),
  new RegExp(
    String.raw`\b${REGION}\s+(?:high school|secondary school)\s+(?:seniors?|students?|graduates?)\b`,
    'gi',
  ),
];
const GOVERNMENT_OF = new RegExp(String.raw`\b(?:government|govt\.?)\s+of\s+${REGION}\b`, 'gi');
const TITLE_REGION = new RegExp(String.raw`\(${REGION}\)|\b${REGION}\s+(?:state|government)\b`, 'gi');
/** "University of British Columbia" names a school, not the province's office. */
const NOT_A_SCHOOL = String.raw`(?<!(?:universit(?:y|é)|college|institute) of (?:the )?)`;
/**
 * A provider that is a state's own office gives to that state's residents: "West Bengal
 * Government", "Higher Education Dept, Uttarakhand", "Mizoram Scholarship Board".
 */
const STATE_OFFICE = [
  new RegExp(String.raw`\b${REGION}\s+(?:government|govt)\b`, 'gi'),
  new RegExp(
    String.raw`\b(?:dep(?:artmen)?t\.?|directorate|welfare|administration|council|board)\b[^;]*?${NOT_A_SCHOOL}\b${REGION}\b(?!\s+(?:state\s+)?universit)`,
    'gi',
  ),
  new RegExp(String.raw`${NOT_A_SCHOOL}\b${REGION}\s+(?:[\w&]+\s+){0,3}(?:board|council)\b`, 'gi'),
];

function residencyStates(sentences: readonly Sentence[]): Found | null {
  const states: string[] = [];
  let first: Found | null = null;
  for (const sentence of sentences) {
    if (
      /\bregardless of\b|\bnot (?:required|limited)\b|\bor (?:out[- ]of[- ]state|any state)\b/i.test(
        sentence.text,
      )
    )
      continue;
    const patterns =
      sentence.strength === 'provider'
        ? [GOVERNMENT_OF, ...STATE_OFFICE]
        : sentence.strength === 'title'
          ? [GOVERNMENT_OF, TITLE_REGION, ...RESIDENCY_PATTERNS]
          : [GOVERNMENT_OF, ...RESIDENCY_PATTERNS];
    for (const pattern of patterns) {
      for (const match of sentence.text.matchAll(pattern)) {
        const name = regionName(match.slice(1).find(Boolean) ?? '');
        if (!name) continue;
        if (!states.includes(name)) states.push(name);
        first ??= { criterion: 'residency', value: '', sentence, index: match.index };
      }
    }
  }
  return first ? { ...first, value: `Residents of ${states.join(', ')}`, states } : null;
}

const NATIONALITIES: Record<string, string> = {
  american: 'United States',
  'u.s.': 'United States',
  us: 'United States',
  'u.s': 'United States',
  canadian: 'Canada',
  indian: 'India',
  british: 'United Kingdom',
  uk: 'United Kingdom',
  australian: 'Australia',
  mexican: 'Mexico',
  nigerian: 'Nigeria',
  pakistani: 'Pakistan',
  german: 'Germany',
  french: 'France',
};
const countryOf = (text: string): string | null => {
  const word = text.trim().toLowerCase();
  if (NATIONALITIES[word]) return NATIONALITIES[word];
  const code = countryFromName(word.replace(/^the\s+/, ''));
  return code === null ? null : (new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? null);
};

const NATIONALITY = `(?:${Object.keys(NATIONALITIES).map(escape).join('|')}|united states|canada|india|united kingdom)`;
/** "Canadian citizens", and lists of them: "U.S./Canadian citizens", "US or Canadian nationals". */
const CITIZENS_BEFORE = new RegExp(
  String.raw`(?<![\w-])(${NATIONALITY}(?:\s*(?:\/|,|\bor\b|\band\b)\s*${NATIONALITY})*)\s+(?:citizens?(?:hip)?|nationals?)\b`,
  'gi',
);
const COUNTRY_WORDS = String.raw`(?:the\s+)?[A-Z][a-zA-Z]+(?:\s+[A-Z][a-zA-Z]+){0,3}`;
const CITIZENS_OF = new RegExp(
  String.raw`\b(?:citizens?|nationals?|citizenship)\s+(?:of|from|in)\s+(${COUNTRY_WORDS}(?:\s*(?:,|\/|\bor\b|\band\b)\s*${COUNTRY_WORDS})*)`,
  'g',
);
const CITIZENSHIP_FIELD = /\bcitizenship\s*:\s*([A-Z][\w ]+(?:\s*\/\s*[A-Z][\w ]+)*)/g;
const RESIDENTS_TOO =
  /\bpermanent residents?\b|\blanded immigrants?\b|\bgreen card\b|\bPR\b|\blegal (?:U\.?S\.? )?residents?\b|\beligible non-?citizens?\b/i;
/** "…or DACA recipient": the sentence admits Deferred Action recipients too. */
const DACA = /\bDACA\b|\bDeferred Action for Childhood Arrivals\b/;
const NOT_CITIZENS =
  /\bnot (?:be )?(?:a |an )?(?:[\w.]+ )?(?:citizens?|nationals?)\b|\bnon-(?:citizens?|nationals?) only\b/i;
const COUNTRY_RESIDENTS =
  /\b(?:legal |permanent )?residents?\s+of\s+((?:the\s+)?[A-Z][a-zA-Z]+(?:\s+[A-Z][a-zA-Z]+){0,2}(?:\s+(?:or|and)\s+(?:the\s+)?[A-Z][a-zA-Z]+(?:\s+[A-Z][a-zA-Z]+){0,2})?)/g;

function citizenship(sentences: readonly Sentence[]): Found | null {
  for (const sentence of sentences) {
    if (sentence.strength === 'provider' || NOT_A_RESTRICTION.test(sentence.text)) continue;
    if (NOT_CITIZENS.test(sentence.text)) continue;
    const countries = new Set<string>();
    let index: number | undefined;
    for (const pattern of [CITIZENS_BEFORE, CITIZENS_OF, CITIZENSHIP_FIELD]) {
      for (const match of sentence.text.matchAll(pattern)) {
        for (const part of match[1]!.split(/\s*\/\s*|\s*,\s*|\s+or\s+|\s+and\s+/)) {
          const country = countryOf(part);
          if (country) countries.add(country);
        }
        index ??= match.index;
      }
    }
    if (countries.size === 0) continue;
    // "Citizens of the United States" reads as the country's name does in a sentence.
    const list = [...countries].map((name) => (/^United |Netherlands/.test(name) ? `the ${name}` : name));
    const named = list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
    const others = [
      ...(RESIDENTS_TOO.test(sentence.text) ? ['permanent residents'] : []),
      ...(DACA.test(sentence.text) ? ['DACA recipients'] : []),
    ];
    const also = others.length === 0 ? '' : `${others.length > 1 ? ', ' : ' or '}${others.join(' or ')}`;
    return { criterion: 'citizenship', value: `Citizens of ${named}${also}`, sentence, index };
  }
  return null;
}

/** "Residents of the United States or Canada": countries of residence. */
function residencyCountries(sentences: readonly Sentence[]): Found | null {
  for (const sentence of sentences) {
    if (sentence.strength === 'provider' || sentence.strength === 'description') continue;
    for (const match of sentence.text.matchAll(COUNTRY_RESIDENTS)) {
      const countries = match[1]!
        .split(/\s+or\s+|\s+and\s+/)
        // "Georgia" here is the state, which residencyStates reads.
        .map((part) => (regionName(part) === null ? countryOf(part) : null))
        .filter((country): country is string => country !== null);
      const unique = [...new Set(countries)];
      if (unique.length > 0)
        return {
          criterion: 'residency',
          value: `Residents of ${unique.join(' or ')}`,
          sentence,
          index: match.index,
          countries: unique,
        };
    }
  }
  return null;
}

const MUST_ATTEND = new RegExp(
  String.raw`\b(?:must\s+)?(?:attend\w*|enrolled?\s+(?:full[- ]time\s+)?(?:at|in)|study\w*\s+at)\s+(?:an?\s+|the\s+)?(?:participating\s+|eligible\s+|accredited\s+|public\s+|four-year\s+|4-year\s+|two-year\s+|2-year\s+)*${REGION}\s+(?:community\s+)?(?:colleges?|universit(?:y|ies)|institutions?|schools?|campus)\b|\b(?:colleges?|universit(?:y|ies)|institutions?|schools?)\s+(?:located\s+)?in\s+${REGION}\b`,
  'i',
);

function school(sentences: readonly Sentence[]): Found | null {
  for (const sentence of sentences) {
    if (sentence.strength === 'provider' || sentence.strength === 'description') continue;
    const match = MUST_ATTEND.exec(sentence.text);
    const name = match ? regionName(match[1] ?? match[2] ?? '') : null;
    if (match && name && !/high school|secondary school/i.test(match[0]))
      return { criterion: 'school', value: `A school in ${name}`, sentence, index: match.index };
  }
  return null;
}

/** In a title: "International Student Scholarship", or a variant for them, "Family Scholarship (International)". */
const INTERNATIONAL_ONLY =
  /\binternational (?:students?|applicants?|candidates?|fee[- ]?payers?)\b|\((?:international|overseas)(?: students?)?\)/i;
/** In who-may-apply text the words must say it is for them: "available to international students". */
const FOR_INTERNATIONAL =
  /\b(?:for|to|must be an?|be an?|available to|open to|offered to(?: the best)?)\s+international (?:students?|applicants?|candidates?|fee[- ]?payers?)\b|\binternational (?:students?|applicants?) only\b/i;
/** Home students too: "domestic and international", "International students eligible" (as well). */
const HOME_STUDENTS_TOO =
  /\b(?:domestic|home|local|all)\s+(?:and|or|&)\s+international\b|\binternational\s+(?:and|or|&)\s+(?:domestic|home|local)\b|\bincluding international\b|\ball students\b|\binternational (?:students?|applicants?) (?:are |also )?(?:eligible|welcome|may (?:also )?apply|can (?:also )?apply)\b/i;

/**
 * An award for international students at a school in one country is not for that country's own
 * citizens: "International Student Scholarship" in "Toronto, Canada" excludes Canadians.
 */
function internationalOnly(sentences: readonly Sentence[], location: string | null): Found | null {
  const host = location ? countryOf(location.split(',').at(-1) ?? '') : null;
  if (!host || sentences.some((s) => HOME_STUDENTS_TOO.test(s.text))) return null;
  const sentence = sentences.find((s) =>
    s.strength === 'title'
      ? INTERNATIONAL_ONLY.test(s.text)
      : s.strength === 'eligibility' && FOR_INTERNATIONAL.test(s.text) && !/^if you are\b/i.test(s.text),
  );
  if (!sentence) return null;
  const named = /^United |Netherlands/.test(host) ? `the ${host}` : host;
  return { criterion: 'citizenship', value: `Not citizens of ${named} (international students)`, sentence };
}

/** Who may apply, from outside the EU: "students from non-EU countries", "hold a non-EU passport". */
const NON_EU_APPLICANTS =
  /\b(?:nationality:|open to|must (?:be|hold|have)|hold|eligible|applicants?|students?|citizens?|nationals?)\b[^.;]{0,60}\bnon[- ](?:eu|eea|european union)\b/i;
/** "Open to students from any country, including non-EU countries": everyone, not the rest of the world. */
const EVERYONE =
  /\b(?:primarily|mainly|mostly|especially|preferably)\b|\bany country\b|\bworldwide\b|\ball countries\b|\bincluding non[- ]eu\b|\beu and non[- ]eu\b/i;
/** Money and forms that differ for non-EU students say nothing about who may apply. */
const NOT_WHO =
  /€|\bfunding\b|\ballowance\b|\bper (?:month|year|\d+ weeks)\b|\bpassport number\b|\bstay in\b|\bfees? per\b/i;

/** "International students from non-EU/EEA countries": an award at a European school for the rest of the world. */
function nonEuropean(sentences: readonly Sentence[]): Found | null {
  const sentence = sentences.find(
    (s) =>
      (s.strength === 'eligibility' || s.strength === 'description') &&
      NON_EU_APPLICANTS.test(s.text) &&
      !EVERYONE.test(s.text) &&
      !NOT_WHO.test(s.text),
  );
  if (!sentence) return null;
  return {
    criterion: 'citizenship',
    value: 'Not citizens of the European Union or EEA (international students)',
    sentence,
  };
}

const RURAL = /\b(?:rural|small[- ]towns?)\b/i;

/** "Rural / small-town high school seniors": where the applicant lives, though no place is named. */
function rural(sentences: readonly Sentence[]): Found | null {
  for (const sentence of sentences) {
    if (sentence.strength !== 'title' && sentence.strength !== 'eligibility') continue;
    const match = RURAL.exec(sentence.text);
    if (match)
      return { criterion: 'residency', value: 'Rural areas or small towns', sentence, index: match.index };
  }
  return null;
}

export function readPlaces(sentences: readonly Sentence[], location: string | null = null): Found[] {
  const citizens = citizenship(sentences);
  const states = residencyStates(sentences);
  return [
    states ?? rural(sentences),
    residencyCountries(sentences),
    citizens ?? internationalOnly(sentences, location) ?? nonEuropean(sentences),
    school(sentences),
  ].filter((found): found is Found => found !== null);
}
