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
