import { asianOrigins } from '@futurefund/core';
import type { Found, Sentence } from './eligibility';
import { NOT_A_RESTRICTION, firstMatch } from './eligibility';

// Who the applicant is: gender, heritage, first generation, need, disability, military connection,
// membership and age. A description counts only where the words name applicants ("for women",
// "Hispanic students"); a title or eligibility text counts as it stands.

const APPLICANTS = String.raw`(?:students?|applicants?|scholars?|youth|undergraduates?|graduates?|candidates?|women|men|girls|people|persons|individuals|heritage|descent|ancestry|origin|communit(?:y|ies)|families|members?|americans?|canadians?)`;

/** The group's words followed by applicants, or "for"/"to"/"open to" before them. */
const named = (group: string) =>
  new RegExp(
    String.raw`\b(?:for|to|supports?|serving|open to)\b[^.;]{0,30}\b(?:${group})|\b(?:${group})\W+(?:\w+\W+)?${APPLICANTS}\b`,
    'i',
  );

function counts(sentence: Sentence, group: RegExp, applicants: RegExp): boolean {
  if (NOT_A_RESTRICTION.test(sentence.text)) return false;
  if (sentence.strength === 'provider') return false;
  return sentence.strength === 'description' ? applicants.test(sentence.text) : group.test(sentence.text);
}

function reader(criterion: Found['criterion'], value: string, words: string) {
  const group = new RegExp(String.raw`\b(?:${words})`, 'i');
  const applicants = named(words);
  return (sentences: readonly Sentence[]): Found | null => {
    const hit = firstMatch(sentences, group, (sentence) => counts(sentence, group, applicants));
    return hit ? { criterion, value, sentence: hit.sentence, index: hit.match.index } : null;
  };
}

// Gender: women only. "Women's Fund" names a sponsor; a listing that also names men is for both.
const WOMEN = String.raw`(?:women|woman|female|girls?|ladies|daughters?|mothers|kanya\w*|mahila)\b(?!['’]s\s+(?:fund|history|studies|college|universit))`;
const MEN_TOO =
  /\b(?:men|male|boys?|sons?|fathers?)\b(?!['’]s)|\ball genders\b|\bany gender\b|\bnon-?binary\b|\bgender[- ](?:neutral|diverse)\b/i;
const women = reader('gender', 'Female', WOMEN);

function gender(sentences: readonly Sentence[]): Found | null {
  const found = women(sentences);
  if (!found) return null;
  const whoMayApply = sentences.filter((s) => s.strength === 'title' || s.strength === 'eligibility');
  // "₹24,000 for boys … ₹38,400 for girls" sets two amounts, not one gender.
  return [...whoMayApply, found.sentence].some((s) => MEN_TOO.test(s.text)) ? null : found;
}

// Heritage: each group a listing names, under the names the recommendation engine matches
// (core recommend/requirements.ts reads "Asian/Pacific Islander" as two groups).
const HERITAGE: [string, string][] = [
  [
    'Black/African American',
    String.raw`black(?=\s*(?:,|\/|or\b|and\b)\s*(?:african|hispanic|latin|native|indigenous|asian|american indian))|identifying as black\b|black (?:students?|applicants?|scholars?|youth|women|men|americans?|canadians?|communit(?:y|ies)|heritage|descent)\b|african[- ](?:americans?|canadians?)\b|of african descent\b`,
  ],
  ['Hispanic/Latino', String.raw`hispanics?\b(?![- ]serving)|latin[oax]s?\b|latine\b|chican[oax]s?\b`],
  [
    'American Indian/Alaska Native',
    String.raw`native americans?\b|american indians?\b|alaska(?:n)? natives?\b|federally[- ]recognized (?:tribes?|tribal)|tribal (?:members?|citizens?|enrollment)\b|enrolled (?:tribal )?members? of (?:a|an|the) [^.;]{0,40}tribe`,
  ],
  ['Indigenous (First Nations, Inuit, Métis)', String.raw`first nations\b|inuit\b|m[ée]tis\b|aboriginal\b`],
  [
    'Indigenous',
    String.raw`(?<=(?:,|or|and)\s+)indigenous\b|indigenous (?:students?|peoples?|applicants?|youth|heritage|descent|communit(?:y|ies)|women|scholars)\b`,
  ],
  [
    'Asian',
    String.raw`asian(?:[- ]americans?)?\b(?!\s+(?:studies|countries|nations|development|institute|universit\w*|region|languages?|history|art|and pacific studies))|\baapi\b|\bapia\b|\bapida\b`,
  ],
  ['Pacific Islander', String.raw`pacific islanders?\b|native hawaiians?\b|\baapi\b|\bapia\b|\bapida\b`],
  // A heritage of one Asian country is that heritage, not every Asian student's; the country's
  // name alone ("Chinese Government Scholarship") names a sponsor or a place, not applicants.
  ...asianOrigins.map(([value, words]): [string, string] => [
    value,
    String.raw`(?:${words})(?:[- ]americans?|[- ]canadians?|\s+(?:heritage|descent|ancestry|students|communit(?:y|ies)))\b`,
  ]),
  [
    'SC',
    String.raw`[Ss]cheduled [Cc]astes?\b|(?-i:SC)(?=\s*[/,]|\s+(?:students?|candidates?|category|communit))`,
  ],
  [
    'ST',
    String.raw`[Ss]cheduled [Tt]ribes?\b|(?-i:ST)(?=\s*[/,]|\s+(?:students?|candidates?|category|communit))|(?<=SC\s*\/\s*)ST\b`,
  ],
  ['OBC', String.raw`(?-i:OBC)\b|[Oo]ther [Bb]ackward [Cc]lass(?:es)?\b`],
  [
    'Religious minority (Muslim, Christian, Sikh, Buddhist, Jain, Parsi)',
    String.raw`minority communit(?:y|ies)\b|religious minorit(?:y|ies)\b`,
  ],
  [
    'Underrepresented minority',
    String.raw`(?:underrepresented|under-represented) (?:minorit\w+|groups?|students?|communit\w+|backgrounds?)\b|minority (?:students?|applicants?|groups?)\b|(?:students|people) of colou?r\b|bipoc\b`,
  ],
];
/** Subjects named after a group are fields of study, not who may apply. */
const GROUP_STUDIES =
  /\b(?:indigenous|hispanic|latin american|african[- ]american|black|native american|asian(?: american)?|women['’]?s|gender) studies\b/gi;

/** The codes SC, ST and OBC are upper-case words only: their patterns are tested case-sensitively. */
const caseSensitive = (words: string) => words.includes('(?-i:');
const withoutCaseMarks = (words: string) => words.replace(/\(\?-i:(\w+)\)/g, '$1');

/** "SC/ST/OBC/General categories" is every category: no heritage restriction. */
const EVERY_CATEGORY = /\bgeneral\s*(?:\/|categor|candidates|students)|\/\s*general\b|\bfor general\b/i;

function heritage(sentences: readonly Sentence[]): Found | null {
  // A title naming the general category with others ("(General/SC/ST)") is for every category.
  if (sentences.some((s) => s.strength === 'title' && EVERY_CATEGORY.test(s.text))) return null;
  const cleaned = sentences
    .filter((s) => !EVERY_CATEGORY.test(s.text))
    .map((s) => ({ ...s, text: s.text.replace(GROUP_STUDIES, ' ') }));
  const groups: string[] = [];
  let first: Found | null = null;
  for (const [value, words] of HERITAGE) {
    const source = withoutCaseMarks(words);
    const flags = caseSensitive(words) ? '' : 'i';
    const group = new RegExp(String.raw`\b(?:${source})`, flags);
    const applicants = new RegExp(named(source).source, flags);
    const hit = firstMatch(cleaned, group, (sentence) => counts(sentence, group, applicants));
    if (!hit) continue;
    groups.push(value);
    first ??= { criterion: 'ethnicity', value, sentence: hit.sentence, index: hit.match.index };
  }
  if (!first) return null;
  // "Indigenous" is already named by the narrower groups, as is "Asian" by APIA's two.
  const value = groups.filter((group) => group !== 'Indigenous' || groups.length === 1).join('/');
  return { ...first, value };
}

const firstGeneration = reader(
  'firstGeneration',
  'First-generation college students',
  String.raw`first[- ]gen(?:eration)?\b|FGLI\b|first in (?:their|the|his|her) family\b|neither parent\b`,
);

const NEED = String.raw`financial need\b|demonstrat\w* (?:financial )?need\b|low[- ]income\b|family income (?:of |below |under |up to |upto |less than |not exceed\w* |is below |≤ )|annual income (?:below|under|up to|less than|not exceed)|economically (?:weaker|backward|disadvantaged)\b|\bEWS\b|\bBPL\b|below poverty line\b|pell[- ](?:grant[- ])?eligible\b|need[- ]based\b`;
const INCOME =
  /(?:family|annual|parental|household) income[^.;,]{0,40}?(?:₹|rs\.?|inr|\$|£|€)\s?\d[\d.,]*\s*(?:lakhs?|lacs?|crores?|k)?(?:[^.;,]{0,20}?(?:per annum|a year|p\.a\.|annually))?/i;

function need(sentences: readonly Sentence[]): Found | null {
  const found = reader('need', 'Financial need', NEED)(sentences);
  if (!found) return null;
  const income = INCOME.exec(found.sentence.text);
  return income ? { ...found, value: income[0].replace(/^./, (c) => c.toUpperCase()) } : found;
}

const disability = reader(
  'disability',
  'Students with disabilities',
  String.raw`(?:students?|people|persons|individuals|applicants?|youth) with (?:an? )?(?:\w+ )?disabilit(?:y|ies)\b|(?:learning|physical|developmental|intellectual|documented|visual|hearing) (?:disabilit(?:y|ies)|impairments?)\b|disabled (?:students?|applicants?|youth|persons)\b|legally blind\b|blind or visually impaired\b|\bdeaf\b|hard of hearing\b|autism\b|autistic\b|\bpwd\b|divyang\w*`,
);

const MILITARY_WAIVED = /\bno military affiliation\b|\bveterans of foreign wars\b|\bvfw\b/i;
const militaryReader = reader(
  'military',
  'Military service or a military family',
  String.raw`veterans?\b|active[- ]duty\b|military (?:members?|famil(?:y|ies)|spouses?|children|dependents?|personnel|service)\b|service ?members?\b|national guard\b|guard\/reserve\b|armed forces\b|gold star\b|fallen (?:soldiers?|service)`,
);
const military = (sentences: readonly Sentence[]) =>
  sentences.some((s) => MILITARY_WAIVED.test(s.text)) ? null : militaryReader(sentences);

/** "Must be a member of the Society of Women Engineers" → the organisation. */
const MEMBER_OF =
  /\b(?:must be|must have been|should be|applicants? (?:must )?be|be|are|who (?:is|are))\s+(?:an?\s+)?(?:active\s+|current\s+|registered\s+|paid[- ]up\s+|student\s+|dues-paying\s+)?members?\s+(?:of|in)\s+(?:the\s+|a\s+|an\s+)?([A-Z][\w&.'’-]*(?:\s+(?:of|for|and|the|&|\d+|[A-Z][\w&.'’-]*))*)/;
/** Categories, families and places are not organisations: "belong to BC categories", "a Hindu family". */
const NOT_AN_ORGANISATION =
  /\b(?:tribe|village|community|communities|family|families|household|team|faculty|class|public|categor\w*|castes?)\b/i;

function membership(sentences: readonly Sentence[]): Found | null {
  const hit = firstMatch(sentences, MEMBER_OF, (sentence, match) => {
    const after = sentence.text.slice(match.index, match.index + match[0].length + 30);
    return (
      sentence.strength !== 'provider' &&
      !/\bwe\s*$/i.test(sentence.text.slice(Math.max(0, match.index - 4), match.index)) &&
      !/\b(?:not|no|don't|doesn't)\b[^.;]{0,20}\b(?:require|need|have to)/i.test(sentence.text) &&
      !NOT_AN_ORGANISATION.test(after)
    );
  });
  if (!hit) return null;
  const organisation = hit.match[1]!.replace(/[.,]$/, '')
    .replace(/\s+(?:of|for|and|the|&)$/, '')
    .trim();
  return {
    criterion: 'membership',
    value: `Member of ${organisation}`,
    sentence: hit.sentence,
    index: hit.match.index,
  };
}

const AGE_RANGE = /\bages?d?\s*:?\s*(?:of\s*|between\s*)?(\d{1,2})\s*(?:-|–|to|and)\s*(\d{1,2})\b/i;
const AGE_MAX =
  /\b(?:under|below|younger than|not (?:be )?older than|not exceed\w*|up to|upto|maximum age(?: of)?|max\.? age(?: of)?)\s+(?:the age of\s+|age\s+)?(\d{2})(?:\s+years)?\b(?=[^.;]{0,20}\b(?:age|years|old)\b|)|\b(\d{2})\s+(?:years\s+(?:of age\s+)?)?or (?:younger|under|less)\b/i;
const AGE_MIN =
  /\b(?:at least|minimum age(?: of)?|aged?)\s+(\d{2})\s*(?:years\s+)?(?:or older|and (?:above|over|older)|\+)/i;
const AGE_WORDS = /\bages?\b|\baged\b|\byears? (?:old|of age)\b/i;

function age(sentences: readonly Sentence[]): Found | null {
  for (const sentence of sentences) {
    if (sentence.strength === 'provider' || !AGE_WORDS.test(sentence.text)) continue;
    const range = AGE_RANGE.exec(sentence.text);
    if (range && Number(range[1]) < Number(range[2]))
      return { criterion: 'age', value: `Ages ${range[1]}–${range[2]}`, sentence, index: range.index };
    const max = AGE_MAX.exec(sentence.text);
    const limit = max ? Number(max[1] ?? max[2]) : null;
    if (max && limit !== null && limit >= 12 && limit <= 70) {
      const value = max[1] !== undefined ? `Under ${limit}` : `${limit} or younger`;
      return { criterion: 'age', value, sentence, index: max.index };
    }
    const min = AGE_MIN.exec(sentence.text);
    if (min) return { criterion: 'age', value: `${min[1]} or older`, sentence, index: min.index };
  }
  return null;
}

/**
 * Groups of different kinds listed together ("women, visible minorities, persons with disabilities
 * or veterans") are alternatives: any one of them may apply, so none of them alone is a restriction.
 */
const KINDS: RegExp[] = [
  new RegExp(String.raw`\b${WOMEN}`, 'i'),
  /\bminorit(?:y|ies)\b|\bunderrepresented\b|\bblack\b|\bhispanic|\blatin[oax]|\bindigenous\b|\bnative american|\baboriginal\b|\bfirst nations\b/i,
  /\bfirst[- ]gen/i,
  /\bdisabilit|\bdisabled\b/i,
  /\bveterans?\b|\bmilitary\b/i,
  /\blgbt|\bqueer\b|\btransgender\b/i,
  /\bfinancial need\b|\blow[- ]income\b/i,
];
const LIST = /,|\bor\b|\//;
const PEOPLE_CRITERIA = new Set(['gender', 'ethnicity', 'firstGeneration', 'disability', 'military']);

function alternatives(found: Found): boolean {
  const text = found.sentence.text;
  return (
    PEOPLE_CRITERIA.has(found.criterion) &&
    LIST.test(text) &&
    KINDS.filter((kind) => kind.test(text)).length >= 2 &&
    // "Hispanic women", "Black women in STEM": one group of each kind together is both.
    !/\b(?:black|hispanic|latina|indigenous|native american|asian|low[- ]income)\s+(?:women|girls|females?|mothers)\b/i.test(
      text,
    )
  );
}

// Parents: "low-income mothers with minor children", "student parents", "single parents".
const PARENTS = String.raw`(?:mothers|fathers|parents)\b[^.;]{0,30}\b(?:with|of) (?:minor |dependent |young )?children\b|single (?:mothers|fathers|parents)\b|student[- ]parents?\b`;
const parent = reader('parent', 'Parents of dependent children', PARENTS);

export function readPeople(sentences: readonly Sentence[]): Found[] {
  return [
    parent(sentences),
    gender(sentences),
    heritage(sentences),
    firstGeneration(sentences),
    need(sentences),
    disability(sentences),
    military(sentences),
    membership(sentences),
    age(sentences),
  ].filter((found): found is Found => found !== null && !alternatives(found));
}
