import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpportunityFacts } from './facts';
import { fitCheck } from './fit-check';
import { builderFixtures } from './fixtures';

// Over generated listings: the score stays in range, every covered item names its evidence, and a
// resume that adds the listing's own skills covers each of them.

const some = (values: string[]) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: 4 });

const opportunityArb: fc.Arbitrary<OpportunityFacts> = fc.record({
  type: fc.constantFrom('scholarship' as const, 'internship' as const),
  id: fc.constant(1),
  title: fc.constantFrom('Data Intern', 'Community Leaders Award', 'Nursing Scholarship'),
  organization: fc.constant(null),
  description: fc.constantFrom('', 'Build dashboards with SQL for clinics.', 'For students who volunteer.'),
  requirements: some(['Minimum GPA 3.5', 'Experience with Python', 'Texas resident', 'Enrolled in nursing']),
  skills: some(['Python', 'SQL', 'Machine learning', 'C++', 'Public speaking']),
  majors: some(['Nursing', 'Computer Science']),
  tags: some(['STEM', 'Leadership']),
  educationLevel: fc.constant(null),
  location: fc.constant(null),
  deadline: fc.constant(null),
  amount: fc.constant(null),
});

const resumeArb = fc.constantFrom(...Object.values(builderFixtures.resumes));

describe('fitCheck over generated listings', () => {
  it('keeps the score in range and names evidence for exactly the covered items', () => {
    fc.assert(
      fc.property(resumeArb, opportunityArb, (resume, opportunity) => {
        const { score, items } = fitCheck(resume, opportunity);
        if (items.length === 0) expect(score).toBeNull();
        else expect(score).toBeGreaterThanOrEqual(0);
        expect(score ?? 0).toBeLessThanOrEqual(100);
        for (const item of items) expect(item.covered).toBe(item.evidence !== null);
      }),
    );
  });

  it('covers every skill the resume lists, and never lowers the score for it', () => {
    fc.assert(
      fc.property(resumeArb, opportunityArb, (resume, opportunity) => {
        const before = fitCheck(resume, opportunity);
        const after = fitCheck({ ...resume, skills: [...resume.skills, ...opportunity.skills] }, opportunity);
        for (const item of after.items.filter((entry) => entry.kind === 'skill'))
          expect(item.covered).toBe(true);
        expect(after.score ?? 0).toBeGreaterThanOrEqual(before.score ?? 0);
      }),
    );
  });
});
