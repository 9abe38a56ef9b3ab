import type { EducationLevel } from '../types';

// Sources describe levels in their own words ("Freshman (1st year)", "Secondary School",
// "high-school-senior", "Master's"). The browse filter knows four values and matches a level
// exactly or an opportunity marked 'Any' (product §9). So a record open to several of our levels
// becomes 'Any' — otherwise it would vanish from the filter of every level but one — and one
// open to a single level keeps it. Vocational, apprenticeship, middle-school and adult-return
// levels have no filter value and are ignored; with nothing else stated the level is null.

const RULES: [RegExp, EducationLevel][] = [
  [/^any$|^all(?: levels)?$/i, 'Any'],
  [/high[\s_-]?school|secondary|\bged\b|rising freshm/i, 'High School'],
  [/post-?grad|graduate|grad school|master|ph\.?\s?d|doctor|\bmba\b|law school|medical school/i, 'Graduate'],
  [
    /undergrad|college|university|bachelor|associate|freshm|sophomore|junior|senior \(4th|\(\d(?:st|nd|rd|th) year\)/i,
    'Undergraduate',
  ],
];

/** Our filter level for one source value, or null when it has none. */
export function educationLevelOf(value: string): EducationLevel | null {
  // "Undergraduate" contains "graduate": test the undergraduate spelling first.
  if (/undergrad/i.test(value)) return 'Undergraduate';
  for (const [pattern, level] of RULES) {
    if (pattern.test(value)) return level;
  }
  return null;
}

/** One level for all the values a record lists: the single level named, else 'Any', else null. */
export function toEducationLevel(values: readonly string[]): EducationLevel | null {
  const levels = new Set(values.map(educationLevelOf).filter((level) => level !== null));
  if (levels.has('Any') || levels.size > 1) return levels.size > 0 ? 'Any' : null;
  const [only] = levels;
  return only ?? null;
}
