import { describe, expect, it } from 'vitest';
import { exclusionOf, rankRecommendations, type RankInput } from './rank';
import { candidateWith, corpus, profileWith, term } from './test-builders';

const today = '2026-11-24';
const csStudent = profileWith({
  educationLevel: "Bachelor's Degree",
  intendedMajor: 'Computer Science',
  gpa: '3.6',
  skills: ['Python'],
  state: 'California',
  country: 'United States',
});
const terms = [
  term('comput'),
  term('scienc'),
  term('python', { fact: 'skills', source: 'Python', weight: 2 }),
];
const stats = corpus({ comput: 30, scienc: 60, python: 10 });
const input = (fields: Partial<RankInput>): RankInput => ({
  profile: csStudent,
  terms,
  candidates: [],
  corpus: { scholarship: stats, internship: stats },
  feedback: [],
  today,
  limit: 5,
  ...fields,
});
const matching = { termFrequencies: { comput: 3, scienc: 3, python: 1 }, deadline: '2026-12-06' };

describe('rankRecommendations', () => {
  it('ranks by score with plain reasoning, and the same inputs give the same answer', () => {
    const strong = candidateWith({ id: 1, ...matching, requiredMajors: ['Computer Science'], minGPA: 3.5 });
    const weak = candidateWith({ id: 2, termFrequencies: { scienc: 1 }, deadline: null, fresh: false });
    const ranked = rankRecommendations(input({ candidates: [weak, strong] }));
    expect(ranked.map((item) => item.id)).toEqual([1, 2]);
    expect(ranked[0]!.reasoning).toBe(
      'Matches your Computer Science major and your 3.6 GPA; deadline in 12 days.',
    );
    expect(ranked[0]!.score).toBe(ranked[0]!.signals.reduce((sum, signal) => sum + signal.points, 0));
    expect(ranked[0]!.score).toBeGreaterThanOrEqual(85);
    expect(rankRecommendations(input({ candidates: [strong, weak] }))).toEqual(ranked);
  });

  it('never recommends an ineligible, closed, rejected or unrelated listing', () => {
    const cases = {
      closed: candidateWith({ id: 1, ...matching, deadline: '2026-11-23' }),
      ineligible: candidateWith({ id: 2, ...matching, requiredEducationLevel: 'Graduate' }),
      dismissed: candidateWith({ id: 3, ...matching }),
      unrelated: candidateWith({ id: 4, termFrequencies: {} }),
    };
    const feedback = [
      { type: 'scholarship' as const, id: 3, reaction: 'thumbs_down' as const, title: 'x', tags: [] },
    ];
    const all = input({ candidates: Object.values(cases), feedback });
    expect(rankRecommendations(all)).toEqual([]);
    for (const [reason, candidate] of Object.entries(cases)) expect(exclusionOf(candidate, all)).toBe(reason);
  });

  it('recommends a listing written for the student\u2019s group even without shared words', () => {
    const firstGen = candidateWith({ id: 7, firstGeneration: true, deadline: '2027-01-15' });
    const ranked = rankRecommendations(
      input({ profile: { ...csStudent, firstGeneration: true }, candidates: [firstGen] }),
    );
    expect(ranked[0]!.reasoning).toBe('Matches first-generation status; deadline in 52 days.');
  });

  it('a hidden fact is not used: the GPA rule becomes unknown instead of excluding', () => {
    const highBar = candidateWith({ id: 5, ...matching, minGPA: 3.9 });
    expect(rankRecommendations(input({ candidates: [highBar] }))).toEqual([]);
    const ranked = rankRecommendations(
      input({ profile: { ...csStudent, hiddenFacts: ['gpa'] }, candidates: [highBar] }),
    );
    expect(ranked).toHaveLength(1);
    expect(ranked[0]!.signals.flatMap((signal) => signal.facts)).not.toContain('gpa');
    expect(ranked[0]!.reasoning).toContain('Check its GPA requirement yourself.');
  });

  it('feedback changes the next ranking: a liked listing lifts its look-alikes', () => {
    const robotics = candidateWith({ id: 10, ...matching, title: 'Robotics Scholars', tags: ['robotics'] });
    const poetry = candidateWith({ id: 11, ...matching, title: 'Poetry Scholars', tags: ['poetry'] });
    const before = rankRecommendations(input({ candidates: [poetry, robotics] }));
    expect(before.map((item) => item.id)).toEqual([10, 11]);
    const liked = { type: 'scholarship' as const, id: 99, title: 'Poetry Prize', tags: ['poetry'] };
    const after = rankRecommendations(
      input({ candidates: [poetry, robotics], feedback: [{ ...liked, reaction: 'fire' }] }),
    );
    expect(after.map((item) => item.id)).toEqual([11, 10]);
  });

  it('keeps at most `limit`', () => {
    const many = Array.from({ length: 9 }, (_, index) => candidateWith({ id: index + 1, ...matching }));
    expect(rankRecommendations(input({ candidates: many, limit: 3 })).map((item) => item.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it('names what a listing asks that no profile field settles, and scores it lower', () => {
    const open = candidateWith({ id: 1, ...matching });
    const military = candidateWith({
      id: 2,
      ...matching,
      restrictions: [
        { criterion: 'military', value: 'Military service or a military family', evidence: 'x' },
      ],
    });
    const ranked = rankRecommendations(input({ candidates: [military, open] }));
    expect(ranked.map((item) => item.id)).toEqual([1, 2]);
    expect(ranked[1]!.reasoning).toBe(
      'Matches your Computer Science major and your Python skill; deadline in 12 days. Requires a military connection — not in your profile.',
    );
  });

  it('a year of study without a graduation year asks for it', () => {
    const freshmen = candidateWith({
      id: 1,
      ...matching,
      restrictions: [{ criterion: 'year', value: 'Freshman', evidence: 'Freshman (1st year)' }],
    });
    const [ranked] = rankRecommendations(input({ candidates: [freshmen] }));
    expect(ranked!.reasoning).toContain('Add your graduation year to confirm you qualify.');
    const senior = { ...csStudent, graduationYear: 2027 };
    expect(rankRecommendations(input({ profile: senior, candidates: [freshmen] }))).toEqual([]);
  });

  it('ranks by field family: a listing in another field falls behind one in the student\u2019s', () => {
    const nurse = profileWith({ educationLevel: "Bachelor's Degree", intendedMajor: 'Health Sciences' });
    const words = { termFrequencies: { health: 2 }, deadline: '2026-12-06' };
    const nursing = candidateWith({ id: 1, type: 'internship', title: 'Nursing Intern', ...words });
    const data = candidateWith({
      id: 2,
      type: 'internship',
      title: 'AI and Data Engineering Summer Scholar Intern',
      field: 'Data Science, AI & Machine Learning',
      ...words,
    });
    const ranked = rankRecommendations(
      input({
        profile: nurse,
        terms: [term('health', { source: 'Health Sciences' })],
        candidates: [data, nursing],
      }),
    );
    expect(ranked.map((item) => item.id)).toEqual([1, 2]);
    expect(ranked[1]!.signals.find((signal) => signal.key === 'fit')!.detail).toContain(
      'Its field (Computer Science, Engineering) is not your Health Sciences major.',
    );
  });

  it('mixes scholarships and internships as the interests ask', () => {
    const scholarship = candidateWith({ id: 1, type: 'scholarship', ...matching });
    const internship = candidateWith({
      id: 2,
      type: 'internship',
      ...matching,
      termFrequencies: { comput: 9, scienc: 9, python: 9 },
    });
    const order = (interests: string[]) =>
      rankRecommendations(
        input({ profile: { ...csStudent, interests }, candidates: [internship, scholarship] }),
      ).map((item) => item.type);
    expect(order(['STEM Scholarships'])).toEqual(['scholarship', 'internship']);
    expect(order(['Tech Internships'])).toEqual(['internship', 'scholarship']);
  });

  it('a career fair is not an internship, and one award from two sources is shown once', () => {
    const fair = candidateWith({
      id: 1,
      type: 'internship',
      title: 'Women in Tech Career Fair',
      ...matching,
    });
    expect(exclusionOf(fair, input({ candidates: [fair] }))).toBe('unrelated');
    const title = 'Postgraduate Studies in the Fields of Fine Art, Design, Visual Communication and Film';
    const one = candidateWith({
      id: 2,
      ...matching,
      title,
      provider: 'German Academic Exchange Service (DAAD)',
    });
    const two = candidateWith({
      id: 3,
      ...matching,
      title: `Study Scholarships - ${title}`,
      provider: 'DAAD',
    });
    const other = candidateWith({ id: 4, ...matching, title, provider: 'Another Foundation' });
    expect(rankRecommendations(input({ candidates: [one, two, other] })).map((item) => item.id)).toEqual([
      2, 4,
    ]);
  });
});
