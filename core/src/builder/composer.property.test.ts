import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResumeDocument, ResumeEntry } from '../contracts/builder';
import { composeCoverLetter, composeResumeSummary } from './composer';
import { checkFacts, factSources } from './fact-check';
import type { BuilderFacts, OpportunityFacts, ProfileFacts } from './facts';
import { starterResume } from './starter';

// Over generated profiles, resumes and listings: the composer's text never holds a fact the fact
// check cannot find in the inputs, and it is always well-formed prose, however sparse the facts.

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const some = (values: string[], max = 4) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: max });

const profileArb: fc.Arbitrary<ProfileFacts> = fc.record({
  name: maybe(fc.constantFrom('Ana Díaz', 'Li Wei', "Sean O'Neil")),
  email: maybe(fc.constant('student@example.com')),
  educationLevel: maybe(
    fc.constantFrom('High School', "Associate's Degree", "Bachelor's Degree", "Master's Degree", 'Doctorate'),
  ),
  intendedMajor: maybe(fc.constantFrom('Computer Science', 'Nursing', 'Art and Design', 'Economics')),
  gpa: maybe(fc.constantFrom('3.0', '3.45', '4', '2.9')),
  graduationYear: maybe(fc.constantFrom(2025, 2027, 2031)),
  city: maybe(fc.constantFrom('Austin', 'St. Louis')),
  state: maybe(fc.constantFrom('Texas', 'MO')),
  country: maybe(fc.constant('United States')),
  skills: some(['Python', 'C++', 'Public speaking', 'Excel', 'First aid', 'Spanish']),
  interests: some(['STEM', 'Arts', 'Community Service']),
  careerGoals: maybe(
    fc.constantFrom(
      'Become a nurse.',
      'I want to teach math',
      'To lead a nonprofit',
      'Data science for good',
    ),
  ),
  preferredIndustries: some(['Healthcare', 'Education', 'Technology']),
});

const entryArb: fc.Arbitrary<ResumeEntry> = fc.record({
  title: fc.constantFrom('Lab Assistant', 'Tutor', 'Team Captain', 'Robotics Project', ''),
  organization: fc.constantFrom('Acme Labs', 'Lincoln High School', 'Red Cross', 'City Library', ''),
  location: fc.constantFrom('', 'Austin, TX'),
  dates: fc.constantFrom('', '2024 – Present', 'Summer 2025'),
  bullets: some(
    [
      'Analyzed 40 samples a week',
      'Led a team of 6',
      'Built a website for the club',
      'Weekly sessions with 9 students',
    ],
    2,
  ),
});

const opportunityArb: fc.Arbitrary<OpportunityFacts> = fc.record({
  type: fc.constantFrom('scholarship' as const, 'internship' as const),
  id: fc.constant(7),
  title: fc.constantFrom('Rising Scholars Award', 'Software Intern', 'The Hope Grant'),
  organization: maybe(fc.constantFrom('Hope Foundation', 'Initech Inc.', 'Texas A&M University')),
  description: fc.constantFrom(
    '',
    'Supports nursing and computer science students who volunteer. Awards $2,500.',
  ),
  requirements: some(['Minimum GPA 3.2', 'Experience with Python', 'Texas resident']),
  skills: some(['Python', 'Excel', 'SQL']),
  majors: some(['Nursing', 'Computer Science']),
  tags: some(['STEM', 'Healthcare', 'Volunteering']),
  educationLevel: maybe(fc.constant('Undergraduate')),
  location: maybe(fc.constant('Remote')),
  deadline: maybe(fc.constant('2027-02-01')),
  amount: maybe(fc.constant('$2,500')),
});

const factsArb = fc
  .record({
    profile: profileArb,
    opportunity: opportunityArb,
    experience: fc.array(entryArb, { maxLength: 2 }),
    projects: fc.array(entryArb, { maxLength: 1 }),
    activities: fc.array(entryArb, { maxLength: 1 }),
  })
  .map(({ profile, opportunity, ...entries }) => {
    const resume: ResumeDocument = { ...starterResume(profile), ...entries };
    const facts: BuilderFacts & { opportunity: OpportunityFacts } = {
      profile,
      resume,
      documents: [],
      opportunity,
    };
    return facts;
  });

function expectWellFormed(text: string) {
  expect(text).not.toMatch(/undefined|null|NaN|\[object/);
  expect(text).not.toMatch(/ {2}|\s[.,]|\.\.|,,|\n{3}|\ba a\b|\ban an\b/);
  for (const paragraph of text.split('\n\n')) expect(paragraph).toMatch(/^[A-Z].*[.!?]$/s);
}

describe('the composer over generated facts', () => {
  it('writes a summary and a 3–4 paragraph letter with no unsupported fact, always well-formed', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const sources = factSources(facts);
        const letter = composeCoverLetter(facts);
        const summary = composeResumeSummary(facts);
        for (const text of [letter, summary]) {
          expect(checkFacts(text, sources).flags).toEqual([]);
          expectWellFormed(text);
        }
        expect(letter.split('\n\n').length).toBeGreaterThanOrEqual(3);
        expect(letter.split('\n\n').length).toBeLessThanOrEqual(4);
      }),
      { numRuns: 200 },
    );
  });
});
