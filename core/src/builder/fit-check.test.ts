import { describe, expect, it } from 'vitest';
import type { FitItem } from '../contracts/builder';
import type { OpportunityFacts } from './facts';
import { fitCheck, opportunityKeywords } from './fit-check';
import { builderFixtures } from './fixtures';

const { opportunities, resumes } = builderFixtures;

const bare: OpportunityFacts = {
  ...opportunities.internship,
  title: 'Intern',
  description: '',
  requirements: [],
  skills: [],
  majors: [],
  tags: [],
};

const item = (items: FitItem[], text: string) => items.find((entry) => entry.text === text);

describe('fitCheck', () => {
  it('checks an internship’s requirements, skills and keywords against the full resume', () => {
    const { score, items } = fitCheck(resumes.full, opportunities.internship);
    expect(items.filter((entry) => entry.kind !== 'keyword')).toEqual([
      {
        kind: 'requirement',
        text: "Currently enrolled in a bachelor's program",
        covered: true,
        evidence: "Education: Bachelor's Degree in Computer Science",
      },
      { kind: 'requirement', text: 'Experience with Python', covered: true, evidence: 'Skills' },
      { kind: 'skill', text: 'Python', covered: true, evidence: 'Skills' },
      { kind: 'skill', text: 'SQL', covered: false, evidence: null },
      { kind: 'skill', text: 'Machine learning', covered: false, evidence: null },
      { kind: 'skill', text: 'Data visualization', covered: false, evidence: null },
    ]);
    expect(item(items, 'Statistics')).toEqual({
      kind: 'keyword',
      text: 'Statistics',
      covered: true,
      evidence: 'Experience: Math Tutor',
    });
    expect(item(items, 'dashboards')?.evidence).toBe('Projects: Clinic Wait-Time Dashboard');
    expect(score).toBeGreaterThan(0);
    expect(score).toBeLessThan(100);
  });

  it('weighs a requirement more than a keyword', () => {
    const requirementOnly = { ...bare, requirements: ['Experience with Python'], tags: ['Robotics'] };
    const keywordOnly = { ...bare, requirements: ['Experience with Rust'], tags: ['Python'] };
    expect(fitCheck(resumes.full, requirementOnly).score).toBe(75);
    expect(fitCheck(resumes.full, keywordOnly).score).toBe(25);
  });

  it('is null when the listing states nothing to check, and 0 for an empty resume', () => {
    expect(fitCheck(resumes.full, bare)).toEqual({ score: null, items: [] });
    expect(fitCheck(resumes.empty, opportunities.internship).score).toBe(0);
  });

  it('compares a GPA minimum by value', () => {
    const gpa = (minimum: string) =>
      fitCheck(resumes.full, { ...bare, requirements: [`Minimum GPA ${minimum}`] }).items[0];
    expect(gpa('3.0')).toMatchObject({
      covered: true,
      evidence: "Education: Bachelor's Degree in Computer Science",
    });
    expect(gpa('3.8')?.covered).toBe(true);
    expect(gpa('3.85')?.covered).toBe(false);
    expect(
      fitCheck(resumes.empty, { ...bare, requirements: ['GPA of 2.5 or higher'] }).items[0]?.covered,
    ).toBe(false);
  });

  it('reads the GPA however the resume and the requirement write it', () => {
    const resume = { ...resumes.empty, summary: 'Honors student with a cumulative GPA of 3.6/4.0.' };
    const covered = (requirement: string) =>
      fitCheck(resume, { ...bare, requirements: [requirement] }).items[0]?.covered;
    expect(covered('3.5 GPA or higher on a 4.0 scale')).toBe(true);
    expect(covered('GPA of 3 or above')).toBe(true);
    expect(covered('Top 10% of the class, GPA 3.75')).toBe(false);
  });

  it('matches skills as whole phrases, in any case, singular or plural', () => {
    const asks = {
      ...bare,
      skills: ['javascript', 'Data Analyses', 'public', 'speaking skills', 'Java', 'C'],
    };
    expect(fitCheck(resumes.full, asks).items.map((entry) => [entry.text, entry.covered])).toEqual([
      ['javascript', true],
      ['Data Analyses', true],
      ['public', true],
      ['speaking skills', false],
      ['Java', false],
      ['C', false],
    ]);
    const cpp = { ...resumes.empty, skills: ['C++', 'Node.js'] };
    const found = fitCheck(cpp, { ...bare, skills: ['c++', 'node.js', 'C'] }).items;
    expect(found.map((entry) => entry.covered)).toEqual([true, true, false]);
  });

  it('finds a place requirement in the contact block', () => {
    const local = { ...bare, requirements: ['Must live in Texas'] };
    expect(fitCheck({ ...resumes.full, education: [] }, local).items[0]).toMatchObject({
      covered: true,
      evidence: 'Contact',
    });
    expect(fitCheck(resumes.empty, local).items[0]).toMatchObject({ covered: false, evidence: null });
  });
});

describe('opportunityKeywords', () => {
  it('takes tags and majors first, then title and description words, in the listing’s words', () => {
    expect(opportunityKeywords(opportunities.scholarship)).toEqual([
      'Leadership',
      'Computer Science',
      'Engineering',
      'Mathematics',
      'undergraduate',
      'community',
      'service',
      'tuition',
    ]);
  });

  it('leaves out names and programme titles, which the listing only writes capitalised', () => {
    const keywords = opportunityKeywords({
      ...bare,
      title: 'Marie Skłodowska-Curie Actions (MSCA) Doctoral Networks',
      description:
        'MSCA Doctoral Networks train doctoral candidates in research. ' +
        'Candidates join a network and do research abroad, with mobility for research visits. '.repeat(6),
    });
    expect(keywords).toEqual(['network', 'doctoral', 'research', 'abroad', 'mobility', 'visits']);
    expect(keywords.join(' ')).not.toMatch(/Marie|odowska|MSCA|Actions/);
  });

  it('counts a word a long description says once only when it recurs', () => {
    const description = `${'Students lead outreach projects in their town. '.repeat(12)} Robotics is welcome.`;
    const keywords = opportunityKeywords({ ...bare, description });
    expect(keywords).toContain('outreach');
    expect(keywords).not.toContain('welcome');
  });

  it('leaves out what the requirements and skills already check, and keeps at most 12', () => {
    const keywords = opportunityKeywords(opportunities.internship);
    expect(keywords).not.toContain('Python');
    expect(keywords.length).toBeLessThanOrEqual(12);
    const wordy = {
      ...bare,
      description: Array.from(
        { length: 30 },
        (_, i) => `topic${String.fromCharCode(97 + (i % 26))}x${i}`,
      ).join(' '),
    };
    expect(opportunityKeywords(wordy)).toHaveLength(12);
  });
});
