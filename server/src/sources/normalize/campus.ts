// Campus tags for the University/Campus filter of product §9, which matches tags exactly and lists
// those naming UC, CSU, Cal Poly, Cal State and the named California state campuses. Tags keep
// their proper-case form ("UC Berkeley", "CSU Fullerton") and come only from text that names the
// campus in full; a bare "UC" or "CSU" is ambiguous (University of Canterbury, Colorado State).

const UC_CAMPUSES = [
  'Berkeley',
  'Davis',
  'Irvine',
  'Los Angeles',
  'Merced',
  'Riverside',
  'San Diego',
  'San Francisco',
  'Santa Barbara',
  'Santa Cruz',
];

const CSU_CAMPUSES = [
  'Bakersfield',
  'Channel Islands',
  'Chico',
  'Dominguez Hills',
  'East Bay',
  'Fresno',
  'Fullerton',
  'Long Beach',
  'Los Angeles',
  'Monterey Bay',
  'Northridge',
  'Sacramento',
  'San Bernardino',
  'San Marcos',
  'Stanislaus',
];

/** Campuses named "<City> State University" in the CSU system. */
const NAMED_STATE_CAMPUSES = ['San Diego State', 'San Francisco State', 'San Jose State', 'Sonoma State'];

const alternatives = (names: string[]) => names.join('|');

const UC_PATTERN = new RegExp(
  String.raw`\b(?:University of California,?\s*(?:at\s+)?|UC\s+)(${alternatives(UC_CAMPUSES)})\b`,
  'gi',
);
const UCLA_PATTERN = /\bUCLA\b/;
const CSU_PATTERN = new RegExp(
  String.raw`\b(?:California State University,?\s*(?:[-–]\s*)?|Cal State\s+|CSU\s+)(${alternatives(CSU_CAMPUSES)})\b`,
  'gi',
);
const CAL_POLY_PATTERN =
  /\b(?:Cal Poly|California (?:State )?Polytechnic (?:State )?University)(?:,?\s*(?:-\s*)?(Pomona|Humboldt|San Luis Obispo))?\b/gi;
const NAMED_STATE_PATTERN = new RegExp(
  String.raw`\b(${alternatives(NAMED_STATE_CAMPUSES)})(?: University)?\b`,
  'gi',
);

/** Cheap pre-check: almost no title names a campus, and the full patterns are costly. */
const MAY_NAME_CAMPUS = /\b(?:UC|UCLA|CSU|Cal|California|San|Sonoma)\b/i;

/** The proper-case spelling from our list for a case-insensitive match. */
function canonical(names: string[], found: string): string {
  return names.find((name) => name.toLowerCase() === found.toLowerCase()) ?? found;
}

function calPolyTag(campus: string | undefined): string {
  if (!campus || /san luis obispo/i.test(campus)) return 'Cal Poly';
  return `Cal Poly ${campus[0]!.toUpperCase()}${campus.slice(1).toLowerCase()}`;
}

/** Campus tags named in the text, e.g. "California State University Fullerton" -> "CSU Fullerton". */
export function campusTags(text: string): string[] {
  if (!MAY_NAME_CAMPUS.test(text)) return [];
  const tags: string[] = [];
  for (const match of text.matchAll(UC_PATTERN)) tags.push(`UC ${canonical(UC_CAMPUSES, match[1]!)}`);
  if (UCLA_PATTERN.test(text)) tags.push('UC Los Angeles');
  for (const match of text.matchAll(CSU_PATTERN)) tags.push(`CSU ${canonical(CSU_CAMPUSES, match[1]!)}`);
  for (const match of text.matchAll(CAL_POLY_PATTERN)) tags.push(calPolyTag(match[1]));
  for (const match of text.matchAll(NAMED_STATE_PATTERN)) {
    tags.push(canonical(NAMED_STATE_CAMPUSES, match[1]!));
  }
  return [...new Set(tags)];
}
