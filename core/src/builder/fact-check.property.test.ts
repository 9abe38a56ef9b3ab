import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFacts } from './fact-check';

// Over generated texts: offsets always point at the flagged words, and a text is never flagged
// against itself (every candidate the check finds, it can also find in the same words as a source).

const fragments = [
  'I interned at',
  'Acme Labs',
  'with Python and SQL',
  'Stanford University',
  'the University of Texas at Austin',
  'a B.S. in Physics',
  "a Master's degree",
  'MBA',
  '$10,000',
  '3.85 GPA',
  '25%',
  '$5k',
  '$1 million',
  'in 2024-2025',
  '1.',
  '\n',
  'Lincoln High School',
  "Google's team",
  'for the Hope Foundation',
  'Dear Selection Committee,',
  'from May',
  'Initech Inc.',
  'K-12',
  '.',
  ',',
  'and',
];

const textArb = fc.oneof(
  fc.array(fc.constantFrom(...fragments), { maxLength: 14 }).map((parts) => parts.join(' ')),
  fc.string({ maxLength: 200 }),
);

describe('checkFacts over generated texts', () => {
  it('gives offsets that slice out each flagged text', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const result = checkFacts(text, []);
        expect(result.flags.length).toBeLessThanOrEqual(result.checked);
        for (const flag of result.flags) expect(text.slice(flag.start, flag.end)).toBe(flag.text);
      }),
      { numRuns: 300 },
    );
  });

  it('finds every fact of a text in the text itself', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        expect(checkFacts(text, [text]).flags).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
