// Degrees for the fact check. Each way of writing a degree maps to one key, so "B.S." in a text is
// supported by "Bachelor of Science" in a source. A specific degree implies its level ("B.S." in a
// source supports "bachelor's degree" in the text) but not the other way round: a profile saying
// "Bachelor's Degree" does not say whether it is a B.S. or a B.A. Undotted two-letter forms (BS,
// BA, MS, MA) count only before "in" or "degree", since they are also states and words. A degree
// followed by "in" and a capitalised field ("B.S. in Physics") also needs the field in a source.
import type { FactCandidate } from './fact-check';

interface DegreeForm {
  key: string;
  level: string;
  pattern: RegExp;
}

const before = '(?=[ \\t]+(?:in|degree)\\b)';
const form = (key: string, level: string, source: string, flags = 'g'): DegreeForm => ({
  key,
  level,
  pattern: new RegExp(source, flags),
});

/**
 * Specific degrees first: a generic form overlapping a specific one is not a second candidate, and
 * M.B.A. comes before B.A., which it contains.
 */
const degreeForms: DegreeForm[] = [
  form('mba', 'master', `\\b(?:MBA\\b|M\\.B\\.A\\.|[Mm]aster[ \\t]+of[ \\t]+Business[ \\t]+Administration)`),
  form(
    'bachelor of science',
    'bachelor',
    `\\b(?:[Bb]achelor(?:'s|’s)?[ \\t]+of[ \\t]+Science|B\\.[ ]?Sc?\\.|BSc\\b|BS${before})`,
  ),
  form(
    'bachelor of arts',
    'bachelor',
    `\\b(?:[Bb]achelor(?:'s|’s)?[ \\t]+of[ \\t]+Arts|B\\.[ ]?A\\.|BA${before})`,
  ),
  form(
    'bachelor of fine arts',
    'bachelor',
    `\\b(?:[Bb]achelor[ \\t]+of[ \\t]+Fine[ \\t]+Arts|B\\.F\\.A\\.|BFA\\b)`,
  ),
  form(
    'bachelor of engineering',
    'bachelor',
    `\\b(?:[Bb]achelor[ \\t]+of[ \\t]+Engineering|B\\.[ ]?Eng\\.?|BEng\\b)`,
  ),
  form(
    'master of science',
    'master',
    `\\b(?:[Mm]aster(?:'s|’s)?[ \\t]+of[ \\t]+Science|M\\.[ ]?Sc?\\.|MSc\\b|MS${before})`,
  ),
  form('master of arts', 'master', `\\b(?:[Mm]aster(?:'s|’s)?[ \\t]+of[ \\t]+Arts|M\\.[ ]?A\\.|MA${before})`),
  form(
    'doctorate',
    'doctorate',
    `\\b(?:Ph\\.[ ]?D\\.?|PhD\\b|[Dd]octor[ \\t]+of[ \\t]+Philosophy|[Dd]octorate\\b|[Dd]octoral[ \\t]+degree)`,
  ),
  form('juris doctor', 'doctorate', `\\b(?:J\\.D\\.|Juris[ \\t]+Doctor)`),
  form('doctor of medicine', 'doctorate', `\\b(?:M\\.D\\.|Doctor[ \\t]+of[ \\t]+Medicine)`),
  form('associate of arts', 'associate', `\\b(?:[Aa]ssociate(?:'s|’s)?[ \\t]+of[ \\t]+Arts|A\\.A\\.)`),
  form(
    'associate of science',
    'associate',
    `\\b(?:[Aa]ssociate(?:'s|’s)?[ \\t]+of[ \\t]+(?:Applied[ \\t]+)?Science|A\\.S\\.)`,
  ),
  form('bachelor', 'bachelor', `\\b[Bb]achelor(?:'s|’s|s)?(?:[ \\t]+[Dd]egree)?\\b|\\b[Bb]achelor\\b`),
  form('master', 'master', `\\b[Mm]aster(?:'s|’s)(?:[ \\t]+[Dd]egree)?|\\b[Mm]asters[ \\t]+[Dd]egree`),
  form(
    'associate',
    'associate',
    `\\b[Aa]ssociate(?:'s|’s)(?:[ \\t]+[Dd]egree)?|\\b[Aa]ssociate[ \\t]+[Dd]egree`,
  ),
  form('high school diploma', 'high school diploma', `\\b[Hh]igh[ \\t]+[Ss]chool[ \\t]+[Dd]iploma\\b`),
  form('ged', 'high school diploma', `\\bGED\\b`),
];

const FIELD = /^[ \t]+in[ \t]+([A-Z][A-Za-z&'’-]*(?:[ \t]+(?:(?:and|&|of)[ \t]+)?[A-Z][A-Za-z&'’-]*)*)/;

export function degreeCandidates(text: string): FactCandidate[] {
  const found: FactCandidate[] = [];
  for (const { key, pattern } of degreeForms) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && other.start < end)) continue;
      const field = FIELD.exec(text.slice(end));
      const candidateEnd = field ? end + field[0].length : end;
      found.push({
        kind: 'degree',
        text: text.slice(start, candidateEnd),
        start,
        end: candidateEnd,
        degreeKey: key,
        ...(field ? { field: field[1] } : {}),
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Every degree key the sources state, with the level each specific degree implies. */
export function degreeKeysIn(sources: readonly string[]): Set<string> {
  const levels = new Map(degreeForms.map((entry) => [entry.key, entry.level]));
  const keys = new Set<string>();
  for (const source of sources) {
    for (const candidate of degreeCandidates(source)) {
      const key = candidate.degreeKey ?? '';
      keys.add(key);
      keys.add(levels.get(key) ?? key);
    }
  }
  return keys;
}
