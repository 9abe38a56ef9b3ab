import type { majors } from '../enums';

type Major = (typeof majors)[number];

// Fields of study as families, so a requirement and a student's major meet when they name the same
// field in different words: "Nursing" is Health Sciences, "Fine Art" is Arts, "Software Engineering"
// is both Computer Science and Engineering. The families are the profile's majors (product §3).

const FAMILY_WORDS: [Major, RegExp][] = [
  [
    'Computer Science',
    /comput|software|informatics|information (?:technology|systems)|data science|big data|cyber|\bai\b|artificial intelligence|machine learning|\bml\b|privacy|security/,
  ],
  ['Engineering', /engineer/],
  [
    'Health Sciences',
    /health|nurs|medic|pre-?med|pharma|dent(?:al|istry)|nutrition|kinesiology|therap|veterinar|midwi|biomedical/,
  ],
  [
    'Business',
    /business|accounting|financ|marketing|management|commerce|entrepreneur|\bmba\b|banking|insurance|supply chain|hospitality|tourism/,
  ],
  [
    'Social Sciences',
    /social|psycholog|sociolog|political|politics|anthropolog|economics|international relations|public policy|criminal justice|communication/,
  ],
  [
    'Humanities',
    /humanities|history|philosoph|literature|english|languages?\b|linguistics|classics|religio|theolog|journalism|liberal arts|studies\b/,
  ],
  [
    'Arts',
    /\barts?\b|music|theat|dance|film|design|architecture|creative writing|photograph|painting|sculpt|illustrat|animation|printmaking/,
  ],
  ['Education', /educat|teach|pedagog/],
  ['Law', /\blaw\b|legal|juris/],
  [
    'STEM',
    /\bstem\b|science|technolog|math|physics|chemi|biolog|actuarial|statistic|astronom|geolog|aerospace|environment|ecolog|botany|forestry|horticultur|landscape|agricultur|materials|quantum/,
  ],
];

/** A requirement for science in general, which every STEM major meets. */
const GENERAL_STEM = /^\s*(?:stem|sciences?|science and technology)\b/i;
const STEM_MAJORS = new Set<Major>(['STEM', 'Computer Science', 'Engineering']);

/**
 * Design that is not the studio arts: beside engineering words ("DC Design Engineer", "FPGA
 * Digital Design", "Mechanical Design Engineering") it is engineering design, and landscape design
 * or architecture is planting and land (STEM's "landscape").
 */
const ENGINEERING_DESIGN =
  /\b(?:engineer\w*|hardware|circuits?|fpga|asic|chips?|silicon|infrastructure|mechanical|electrical|structural|dc|data cent(?:er|re)s?|pcb|rf)\b/;
const withoutNonArtDesign = (text: string) =>
  (ENGINEERING_DESIGN.test(text) ? text.replace(/\bdesign\w*/g, ' ') : text).replace(
    /\blandscape (?:design|architecture)\w*/g,
    'landscape',
  );

/** The families a field's name belongs to: "Mechanical Engineering" → Engineering. */
export function fieldFamilies(field: string): Major[] {
  const words = withoutNonArtDesign(field.toLowerCase());
  return FAMILY_WORDS.filter(([, pattern]) => pattern.test(words)).map(([family]) => family);
}

/**
 * Whether a student of `major` meets a requirement for `required`: the same words (either contains
 * the other), a shared family, or a general science requirement and a STEM major.
 */
export function fieldsMatch(required: string, major: string): boolean {
  const [want, mine] = [required.trim().toLowerCase(), major.trim().toLowerCase()];
  if (!want || !mine) return false;
  if (want.includes(mine) || mine.includes(want)) return true;
  const mineFamilies = fieldFamilies(mine);
  const specific = (families: Major[]) => families.filter((family) => family !== 'STEM');
  // "Health Sciences" says "sciences" but is its own family, not a general science major.
  if (GENERAL_STEM.test(want)) {
    const own = specific(mineFamilies);
    return (own.length > 0 ? own : mineFamilies).some((family) => STEM_MAJORS.has(family));
  }
  const wanted = fieldFamilies(want);
  const [mineSpecific, wantedSpecific] = [specific(mineFamilies), specific(wanted)];
  // "Plant Biology" is STEM, but not every STEM major's field: a named field needs that field.
  if (mineSpecific.length > 0 || wantedSpecific.length > 0)
    return mineSpecific.some((family) => wantedSpecific.includes(family));
  return mineFamilies.includes('STEM') && wanted.includes('STEM');
}

/**
 * Branches of the two umbrella majors, for a student whose goals or skills say which: an award
 * for mathematics is not for a student of plant biology, one for architecture or music is not for
 * a painter, though each pair shares a major.
 */
const BRANCHES: Partial<Record<Major, [string, RegExp][]>> = {
  STEM: [
    [
      'life sciences',
      /biolog|ecolog|botan|zoolog|microbio|genetic|forest|wildlife|marine|\bplants?\b|\banimals?\b|\bbirds?\b|neuro|conservation/,
    ],
    ['mathematics', /\bmath|statistic|actuarial/],
    ['physical sciences', /physics|chemi|astronom/],
    [
      'earth and environment',
      /geolog|geograph|environment|climate|ocean|earth science|conservation|ecolog|forest/,
    ],
    ['agriculture', /agricultur|horticultur|agronom/],
  ],
  Arts: [
    [
      'visual art',
      /fine art|visual art|\bart\b|painting|printmaking|sculpt|drawing|illustrat|photograph|ceramic/,
    ],
    [
      'music and performance',
      /music|theat|dance|opera|orchestra|choir|keyboard|pian|sing(?:er|ing)\b|performing arts/,
    ],
    ['film and media', /film|video|animation|cinema/],
    ['design', /design|fashion|textile/],
    ['architecture', /architect/],
  ],
};

/** The branches of `major` a text names: "Plant and environmental biology" → life sciences, earth and environment. */
export function fieldBranches(major: string, text: string): string[] {
  const lower = text.toLowerCase();
  return (BRANCHES[major as Major] ?? []).filter(([, words]) => words.test(lower)).map(([branch]) => branch);
}
