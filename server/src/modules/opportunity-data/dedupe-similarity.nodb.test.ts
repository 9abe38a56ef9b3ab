import { describe, expect, it } from 'vitest';
import {
  comparable,
  sameOpportunity,
  similarPairs,
  titleSimilarity,
  type SimilarityFields,
} from './dedupe-similarity';

// Pairs taken from the bundled seed (ADR 063): the ones that are one opportunity and the ones that
// must stay two.
const listing = (fields: Partial<SimilarityFields> & Pick<SimilarityFields, 'title'>) =>
  comparable({
    organisation: null,
    location: null,
    season: null,
    isRemote: false,
    source: 'Tracker A',
    lastVerifiedAt: null,
    ...fields,
  });
const same = (a: Parameters<typeof listing>[0], b: Parameters<typeof listing>[0]) =>
  sameOpportunity(listing(a), listing({ source: 'Tracker B', ...b }));

describe('near-duplicates across sources', () => {
  it('are one opportunity when words move, an acronym is added or the sponsor is named in the title', () => {
    expect(
      same(
        { title: 'Erasmus Mundus Joint Masters scholarships', organisation: 'European Commission' },
        {
          title: 'Erasmus Mundus Joint Masters (EMJM)',
          organisation: 'European Education and Culture Executive Agency (EACEA), European Commission',
          location: 'India',
        },
      ),
    ).toBe(true);
    expect(
      same(
        { title: 'British Council Scholarships for Women in STEM', organisation: 'British Council' },
        {
          title: 'British Council Women in STEM Scholarships',
          organisation: 'British Council - Accreditation UK',
        },
      ),
    ).toBe(true);
    expect(
      same(
        { title: 'Dream Award', organisation: 'Scholarship America', location: 'United States' },
        {
          title: 'Scholarship America Dream Award',
          organisation: 'Scholarship America',
          location: 'United States',
        },
      ),
    ).toBe(true);
    expect(
      same(
        {
          title: 'Software Engineer Intern - C++, Summer 2027',
          organisation: 'Akuna Capital',
          location: 'Chicago, IL',
        },
        {
          title: 'Software Engineer Intern, C++',
          organisation: 'Akuna Capital',
          location: 'Chicago',
          season: 'Summer 2027',
        },
      ),
    ).toBe(true);
  });

  it('are measured by the title words without the organisation’s name', () => {
    const [a, b] = [
      listing({ title: 'London Business School Energy Scholarship', organisation: 'London Business School' }),
      listing({
        title: 'London Business School Military Scholarship',
        organisation: 'London Business School',
      }),
    ];
    expect(titleSimilarity(a, b)).toBe(0);
  });
});

describe('listings that stay two', () => {
  const intern = { title: 'Software Engineer Intern', organisation: 'Citadel', location: 'Chicago, IL' };

  it('name different cycles', () => {
    expect(same({ ...intern, season: 'Summer 2026' }, { ...intern, season: 'Summer 2027' })).toBe(false);
    expect(same({ ...intern, season: 'Summer 2027' }, { ...intern, season: 'Fall 2027' })).toBe(false);
    expect(
      same({ title: 'Sikh Foundation Scholarship 2025' }, { title: 'Sikh Foundation Scholarship 2026' }),
    ).toBe(false);
    // No year: a listing its source verified in 2026 is not the Summer 2023 posting.
    const verified2026 = { ...intern, lastVerifiedAt: new Date('2026-08-22T00:00:00Z') };
    expect(same({ ...intern, season: 'Summer 2023' }, verified2026)).toBe(false);
    expect(same({ ...intern, season: 'Summer 2027' }, verified2026)).toBe(true);
  });

  it('are different awards or roles of one sponsor', () => {
    const award = (field: string) => ({
      title: `Kutzschan Graduate Scholarship in ${field}`,
      organisation: 'University of Victoria',
    });
    expect(same(award('Nursing'), award('Engineering'))).toBe(false);
    expect(
      same(
        { ...intern, title: 'Software Engineer Intern, C++' },
        { ...intern, title: 'Software Engineer Intern, C# .NET Desktop' },
      ),
    ).toBe(false);
    expect(
      same(
        { title: 'Chinese Government Scholarship - Type A' },
        { title: 'Chinese Government Scholarship - Type B' },
      ),
    ).toBe(false);
  });

  it('come from organisations of which neither contains the other, or a remote and an on-site place', () => {
    const title = 'International Research Scholarship';
    expect(
      same(
        { title, organisation: 'University of Sydney' },
        { title, organisation: 'University of Technology Sydney' },
      ),
    ).toBe(false);
    expect(same({ title, organisation: 'Acme' }, { title, organisation: null })).toBe(false);
    expect(same({ ...intern, location: 'Remote in USA', isRemote: true }, intern)).toBe(false);
    expect(same({ ...intern, location: 'Seattle, WA' }, intern)).toBe(false);
  });

  it('differ by a word within one source, which lists each award once', () => {
    const ctv = (title: string) =>
      listing({ title: `CTV Ottawa Award of Excellence – ${title}`, organisation: 'Algonquin College' });
    const [a, b] = [ctv('Technical Director of the Year'), ctv('Director of the Year')];
    expect(titleSimilarity(a, b)).toBeGreaterThan(0.8);
    expect(sameOpportunity(a, b)).toBe(false);
    expect(sameOpportunity(a, { ...b, source: 'Tracker B' })).toBe(true);
  });
});

describe('similarPairs', () => {
  it('finds the pairs whose organisation contains the other’s, each once', () => {
    const items = [
      listing({ title: 'MPOWER Global Citizen Scholarship', organisation: 'MPOWER Financing' }),
      listing({ title: 'MPOWER Global Citizen Scholarship', organisation: 'MPOWER', source: 'Tracker B' }),
      listing({
        title: 'MPower Global Citizen Scholarship',
        organisation: 'Emory University',
        source: 'Tracker C',
      }),
      listing({ title: 'Global Citizen Scholarship', organisation: 'MPOWER Financing', source: 'Tracker C' }),
    ];
    const pairs = similarPairs(items).map((pair) => [...pair].sort().join('~'));
    expect(pairs.sort()).toEqual(['0~1', '0~3', '1~3']);
  });
});
