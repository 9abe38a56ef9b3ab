import { fieldFamilies } from '@futurefund/core';
import { mentionsFirstGeneration, mentionsMinority, mentionsStem, mentionsWomen } from '../tag-patterns';

// Who a listing is for, as tags the browse chips find: 'women' and 'stem' (the Women in STEM chip
// needs both), 'first-gen', 'minority', plus narrower tags for the groups students search for. A
// group a listing names (Black, Hispanic/Latino, Indigenous) is also a 'minority' listing, so the
// Minority chip finds it. Eligibility text says who may apply, so its broader words count (as in
// tag-patterns.ts); titles and descriptions count only phrases that name the group as applicants.

export interface AudienceText {
  title: string;
  eligibility: string | null;
  description: string | null;
}

const PEOPLE = String.raw`(?:students?|applicants?|scholars?|youth|undergraduates?|women|men|girls|engineers?|leaders?|professionals?|communit(?:y|ies)|americans?|canadians?)`;

const GROUPS: [string, RegExp][] = [
  [
    'black',
    new RegExp(
      String.raw`\bblack ${PEOPLE}\b|\bafrican[- ](?:american|canadian)s?\b|\bhbcus?\b|\bof african descent\b`,
      'i',
    ),
  ],
  ['hispanic-latino', /\bhispanics?\b|\blatin[oax]s?\b|\blatine\b|\bchican[oax]s?\b/i],
  [
    'indigenous',
    /\bnative americans?\b|\bamerican indians?\b|\bindigenous\b|\balaska(?:n)? natives?\b|\bnative hawaiians?\b|\bfirst nations\b|\binuit\b|\bm[ée]tis\b|\baboriginal\b|\bfederally recognized tribes?\b|\btribal (?:colleges?|members?|citizens?)\b/i,
  ],
  [
    'military-veterans',
    /\bveterans?\b|\bactive[- ]duty\b|\bmilitary (?:members?|famil(?:y|ies)|spouses?|children|dependents?|personnel|service members?)\b|\bservice ?members?\b|\bnational guard\b|\bguard\/reserve\b|\barmed forces\b/i,
  ],
  [
    'disability',
    /\b(?:students?|people|persons|individuals|applicants?|youth) with (?:an? )?(?:\w+ )?disabilit(?:y|ies)\b|\b(?:learning|physical|developmental|intellectual|documented) disabilit(?:y|ies)\b|\bdisabled (?:students?|applicants?|youth)\b|\bdisability:|\blegally blind\b|\bblind or visually impaired\b|\bdeaf\b|\bhard of hearing\b/i,
  ],
  [
    'athletes',
    /\b(?:student[- ])?athletes?\b|\bsports?[- ]?persons?\b|\bsports? (?:gear|kits?|coaching|quota)\b|\bbased on sports?\b|\b(?:state|national|international) (?:level )?championships?\b/i,
  ],
  ['lgbtq', /\blgbt(?:q(?:ia)?)?\+?(?!\w)|\bqueer\b|\btransgender\b|\bnon-binary\b|\bsexual orientation\b/i],
];
/**
 * Words that name a group without making it the audience: a non-discrimination clause ("without
 * regard to race, …, sexual orientation") and fields of study ("Indigenous Studies").
 */
const NOT_AUDIENCE =
  /\b(?:without regard to|regardless of)\b[^.;]*|\b(?:not|n['’]t|even if)\b[^.;]{0,40}\bathletes?\b|\b(?:indigenous|hispanic|latin american|african[- ]american|black|native american|women['’]?s|gender|lgbtq?|disability) studies\b/gi;
/** One award for a man and one for a woman is not a women's award. */
const BOTH_GENDERS =
  /\b(?:one|1) male\b|\bmale (?:and|or|\/) (?:one |1 )?female\b|\bmale\s*\/\s*(?:one |1 )?female\b/i;
/** "no military affiliation required": the sponsor's name or a waiver, not the audience. */
const MILITARY_WAIVED = /\bno military affiliation\b|\bveterans of foreign wars\b/i;
const INTERNATIONAL = /\binternational (?:students?|applicants?)\b/i;
const INTERNATIONAL_EXCLUDED =
  /\binternational (?:students?|applicants?) (?:are )?(?:not |in)eligible\b|\bnot open to international\b/i;
/** "Female students receive an extra ₹10,000": a bonus within an award for everyone. */
const WOMEN_BONUS =
  /[^.;\n]*\b(?:women|female|girls)\b[^.;\n]{0,30}\b(?:extra|additional|bonus|top-?up|higher)\b[^.;\n]*/gi;
const WOMEN_APPLICANTS = new RegExp(
  String.raw`\b(?:women|female|girls)\b(?= (?:students?|applicants?|in (?:stem|engineering|tech\w*|computing|business|science)|pursuing|studying|majoring|undergraduates?|who))|\bfor (?:women|female students|girls)\b|\bwomen[- ]only\b`,
  'i',
);
const MINORITY_APPLICANTS =
  /\b(?:underrepresented|under-represented|minorit(?:y|ies)|bipoc|students of colou?r|people of colou?r)\b/i;

function groupTags(all: string): string[] {
  const tags = GROUPS.filter(([, pattern]) => pattern.test(all)).map(([tag]) => tag);
  return MILITARY_WAIVED.test(all) ? tags.filter((tag) => tag !== 'military-veterans') : tags;
}

/** Audience tags the listing's own words support, 'minority' included for the groups it names. */
export function audienceTags(listing: AudienceText): string[] {
  const title = listing.title.replace(NOT_AUDIENCE, ' ');
  const eligibility = (listing.eligibility ?? '').replace(NOT_AUDIENCE, ' ');
  const prose = [title, (listing.description ?? '').replace(NOT_AUDIENCE, ' ')].join('\n');
  const all = [prose, eligibility].join('\n');
  const groups = groupTags(all);
  const women =
    !BOTH_GENDERS.test(all) &&
    (mentionsWomen(title, 'title') ||
      mentionsWomen(eligibility, 'eligibility') ||
      WOMEN_APPLICANTS.test(prose.replace(WOMEN_BONUS, ' ')));
  // Title strength for eligibility too: heritage or nationality alone ("Heritage: Canada") is not a minority.
  const minority =
    groups.some((tag) => ['black', 'hispanic-latino', 'indigenous'].includes(tag)) ||
    mentionsMinority(title, 'title') ||
    mentionsMinority(eligibility, 'title') ||
    MINORITY_APPLICANTS.test(prose);
  const tags = [
    women ? 'women' : null,
    mentionsFirstGeneration(all) ? 'first-gen' : null,
    minority ? 'minority' : null,
    ...groups,
    INTERNATIONAL.test(all) && !INTERNATIONAL_EXCLUDED.test(all) ? 'international' : null,
  ];
  return tags.filter((tag) => tag !== null);
}

/** What the listing's derived eligibility already says, after the readers ran. */
export interface DerivedEligibility {
  title: string;
  /** An internship's field ("Software Engineering"); null for scholarships. */
  field: string | null;
  requiredMajors: string[];
  tags: string[];
  ethnicityRequirement: string | null;
  firstGeneration: boolean;
}

const STEM_FAMILIES = new Set(['STEM', 'Engineering', 'Computer Science']);

/** "Health Sciences" says "sciences" but is its own family: STEM counts only without another one. */
function isStemField(field: string): boolean {
  const families = fieldFamilies(field);
  const own = families.filter((family) => family !== 'STEM');
  return (own.length > 0 ? own : families).some((family) => STEM_FAMILIES.has(family));
}

/**
 * The chip tags the eligibility implies (ADR 067): 'stem' when the fields of study it is for are
 * science, technology, engineering, computing or mathematics (its required majors, its field, or a
 * STEM word in its title or its source's tags); 'minority' when it is for a heritage (every heritage
 * the readers know is a minority group: SC/ST/OBC, Asian, Black, Indigenous…); 'first-gen' when
 * it is for first-generation students.
 */
export function eligibilityTags(listing: DerivedEligibility): string[] {
  const stem =
    [...listing.requiredMajors, listing.field ?? ''].some(isStemField) ||
    mentionsStem(listing.title) ||
    listing.tags.some((tag) => mentionsStem(tag.replaceAll('-', ' ')));
  return [
    stem ? 'stem' : null,
    listing.ethnicityRequirement ? 'minority' : null,
    listing.firstGeneration ? 'first-gen' : null,
  ].filter((tag) => tag !== null);
}
