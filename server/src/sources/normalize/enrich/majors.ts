import { majors } from '@futurefund/core';

// Fields of study a listing restricts itself to, in the product §3 vocabulary. Only a restriction
// counts: "for students majoring in engineering or computer science", "Chemistry majors",
// "Accounting students", "students pursuing actuarial science". A subject named in passing ("a
// project in STEM, literature, or music") restricts nothing, so it is not read.

type Major = (typeof majors)[number];

/** Most specific first: a matched phrase is removed before the next test ("computer science" is not "science"). */
const FIELD_WORDS: [Major, RegExp][] = [
  [
    'Computer Science',
    /\b(?:computer science|computing|software|informatics|information technology|data science|cyber ?security|computer(?= engineering))\b/gi,
  ],
  ['Engineering', /\b[\w-]*engineering\b/gi],
  [
    'Health Sciences',
    /\b(?:health|nursing|medicine|medical|pre-?med|pharmacy|dentistry|dental|nutrition|kinesiology|physical therapy|veterinary)\b/gi,
  ],
  [
    'Business',
    /\b(?:business|accounting|finance|marketing|management|commerce|entrepreneurship|mba|banking|insurance|supply chain)\b/gi,
  ],
  [
    'Social Sciences',
    /\b(?:social sciences?|psychology|sociology|political science|anthropology|economics|international relations|public policy|social work|criminal justice)\b/gi,
  ],
  [
    'Humanities',
    /\b(?:humanities|history|philosophy|literature|english|languages|linguistics|classics|religious studies|theology|journalism)\b/gi,
  ],
  [
    'Arts',
    /\b(?:arts?|music|theat(?:re|er)|dance|film|(?<!landscape )(?:design|architecture)|creative writing|photography)\b/gi,
  ],
  [
    'Education',
    /\b(?:teaching|teachers?|teacher education|early childhood education|elementary education|special education)\b/gi,
  ],
  ['Law', /\b(?:law|legal studies|pre-?law)\b/gi],
  [
    'STEM',
    /\b(?:stem|sciences?|scientists?|technology|mathematics|math|physics|chemistry|chemical|biology|biological|actuarial|statistics|astronomy|geology|aerospace|environment(?:al)?|ecology|botany|forestry|horticulture|landscape (?:design|architecture)|agricultur\w*)\b/gi,
  ],
];

const FIELD_END = String.raw`(?=[,;.:()]|\s+(?:from|who|with|at|and have|and are|to|for|in the|in their|whose)\b|$)`;
/** Triggers followed by the fields: "majoring in X", "students pursuing X", "degree in X". */
const FIELDS_AFTER = new RegExp(
  String.raw`\b(?:majoring in|majors? in|concentrating in|(?:students?|members|applicants|undergraduates|sophomores\/juniors|those) (?:pursuing|studying|enrolled in|in)|pursuing (?:a )?(?:degree|degrees|careers?|studies|study|education)? ?in|pursuing|studying|degree in|field of|fields of)\s+(.{2,80}?)${FIELD_END}`,
  'gi',
);
/**
 * Fields before the people: "Chemistry / chemical-sciences majors", "Accounting students", and
 * lists of short items ("Horticulture, forestry, landscape design majors").
 */
const FIELDS_BEFORE =
  /(?:^|[;:(]\s*|\bfor +|\bto +)((?:[A-Za-z/&-]+(?: [A-Za-z/&-]+){0,2}, )*(?:or |and )?[A-Za-z][A-Za-z /&-]{1,60}?) +(?:majors|students|undergraduates)\b/gim;
/**
 * A department its students or programme belong to: "graduate students enrolled in a MSc or PhD
 * program in the Department of Biology". Not a department named for another reason ("funded by
 * the U.S. Department of Education").
 */
const DEPARTMENT = new RegExp(
  String.raw`\b(?:students?|programs?|programmes?|majors?|enrolled)\b[^.;]{0,50}?\bin (?:the )?(?:department|faculty|school) of (?:the )?(.{2,80}?)${FIELD_END}`,
  'gi',
);
/** People words in front of "students" are not fields: "Graduating high school students". */
const NOT_FIELDS =
  /\b(?:high school|graduating|international|undergraduate|graduate|college|university|all|female|women|minority|first[- ]gen\w*|low-income|full-time|part-time|intern(?:s|ship)?)\b/i;

/** Words that name science in general; after a field word ("chemical-sciences") they name that field. */
const GENERAL_SCIENCE = /^(?:stem|sciences?|scientists?|technology)$/i;

/**
 * The fields a fragment names, as §3 majors, except that science named only by its branches
 * ("Chemistry", "Botany") keeps those words: a chemistry award is not every STEM major's.
 */
function fieldsIn(fragment: string): { majors: Major[]; fields: string[] } {
  const majorsFound: Major[] = [];
  const fields: string[] = [];
  let rest = fragment;
  for (const [major, pattern] of FIELD_WORDS) {
    const matches = [...rest.matchAll(pattern)];
    if (matches.length === 0) continue;
    majorsFound.push(major);
    const general = matches.some(
      (match) =>
        GENERAL_SCIENCE.test(match[0]) &&
        !/[a-z]-$|(?:ical|ogy|ics|ife|al|ry)\s$/i.test(rest.slice(0, match.index)),
    );
    if (major !== 'STEM' || general) fields.push(major);
    else
      for (const match of matches) {
        const word = match[0].charAt(0).toUpperCase() + match[0].slice(1).toLowerCase();
        if (!GENERAL_SCIENCE.test(word) && !fields.includes(word)) fields.push(word);
      }
    rest = rest.replace(pattern, ' ');
  }
  return { majors: majorsFound, fields };
}

/** The parts of the text that name the fields a listing is for ("majoring in X", "X majors"). */
function* fieldFragments(text: string): Generator<string> {
  for (const match of text.matchAll(FIELDS_AFTER)) yield match[1]!;
  for (const match of text.matchAll(DEPARTMENT)) yield match[1]!;
  for (const match of text.matchAll(FIELDS_BEFORE)) {
    // Only the words right before "students" say who they are: "Graduating high school students".
    const lastItem = match[1]!.split(', ').at(-1)!;
    if (!NOT_FIELDS.test(lastItem)) yield match[1]!;
  }
}

/**
 * The fields a listing's text restricts it to, in its own words where science is named by its
 * branches ("Chemistry, Chemical"), else as §3 majors: what a restriction's value says.
 */
export function restrictedFields(text: string): string[] {
  const found = new Set<string>();
  for (const fragment of fieldFragments(text)) fieldsIn(fragment).fields.forEach((field) => found.add(field));
  return [...found];
}

/** The §3 majors the text (lines: one per field of the listing) restricts it to, in §3 order. */
export function restrictedMajors(text: string): Major[] {
  const found = new Set<Major>();
  for (const fragment of fieldFragments(text)) fieldsIn(fragment).majors.forEach((major) => found.add(major));
  return majors.filter((major) => found.has(major));
}
