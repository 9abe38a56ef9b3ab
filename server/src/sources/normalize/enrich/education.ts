import type { EducationLevel } from '../../types';
import { educationLevelOf, toEducationLevel } from '../education';

// The level a listing is for, read from phrases that name students of a level ("high school
// seniors", "undergraduate students", "PhD") rather than from any mention of a school: "attend an
// eligible Nevada college" says where the money goes, not who may apply. Several levels -> 'Any',
// as for the adapters' own fields
// (normalize/education.ts), so the listing stays in the filter of every level it names.

const LEVEL_PHRASES = new RegExp(
  [
    String.raw`\bhigh[- ]school (?:seniors?|juniors?|sophomores?|freshm[ae]n|students?|graduates?)\b`,
    String.raw`\bgrades? (?:9|10|11|12|6-12|9-12)\b`,
    String.raw`\bgraduating seniors?\b`,
    String.raw`\bundergrad(?:uate)?s?\b`,
    String.raw`\bbachelor['’]?s\b`,
    String.raw`\bcollege (?:students?|freshm[ae]n|sophomores?|juniors?)\b`,
    String.raw`\b(?<!under)graduate (?:students?|study|studies|school|programs?|degrees?)\b`,
    String.raw`\bpost-?graduate\b`,
    String.raw`\bmaster['’]?s\b`,
    String.raw`\bph\.?\s?d\b`,
    String.raw`\bdoctoral\b`,
    String.raw`\bmba\b`,
  ].join('|'),
  'gi',
);

/** The level the text names, 'Any' when it names several, null when it names none. */
export function educationLevelFromText(text: string): EducationLevel | null {
  // The adapters' reader knows every phrase but the grade ones ("grade 12", "graduating seniors").
  const levels = [...text.matchAll(LEVEL_PHRASES)].map(
    (match) => educationLevelOf(match[0]) ?? 'High School',
  );
  return toEducationLevel(levels);
}

type Band = Exclude<EducationLevel, 'Any'>;

/** Words of one entry of a "Level:" list, by band; "Post-Graduation" is tested before "Graduation". */
const LIST_BANDS: [Band, RegExp][] = [
  [
    'Graduate',
    /\bpg\b|post-?graduat\w*|\bmasters?\b|master['’]s|\bph\.?\s?d\b|doctora\w*|\bmba\b|\bm\.?\s?tech\b/i,
  ],
  [
    'Undergraduate',
    /\bug\b|undergrad\w*|\bgraduation\b|bachelor|diploma|\biti\b|polytechnic|universit|college|\bdegree\b/i,
  ],
  [
    'High School',
    /\bclass(?:es)?\s*\d|\bschool\b|highschool|high school|secondary|pre-?matric|intermediate/i,
  ],
];
const BAND_ORDER: Band[] = ['High School', 'Undergraduate', 'Graduate'];

/**
 * The bands a source's own level list names ("Level: Graduation (UG) / Post-Graduation (PG) /
 * Diploma"), lowest first; null when the text has no such list. "Workplace" and "Professional"
 * name no band; a bare "Post-Matric" (class 11 onwards) names every band.
 */
export function levelListBands(text: string): Band[] | null {
  const list = /\blevel:\s*([^,;\n]+)/i.exec(text)?.[1];
  if (!list) return null;
  const bands = new Set<Band>();
  for (const entry of list.split('/')) {
    // "University" is where undergraduates and postgraduates both study.
    if (/^\s*(?:post-?matric|university)\s*$/i.test(entry))
      BAND_ORDER.slice(/post/i.test(entry) ? 0 : 1).forEach((band) => bands.add(band));
    let rest = entry;
    for (const [band, words] of LIST_BANDS) {
      if (!words.test(rest)) continue;
      bands.add(band);
      rest = rest.replace(new RegExp(words.source, 'gi'), ' ');
    }
  }
  return bands.size === 0 ? null : BAND_ORDER.filter((band) => bands.has(band));
}
