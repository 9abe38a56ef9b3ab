import { describe, expect, it } from 'vitest';
import { campusTags } from './campus';
import { deriveTags, seasonTag, toTag } from './tags';

describe('deriveTags', () => {
  it('turns structured facts into tags, identity tags first', () => {
    expect(
      deriveTags({
        needBased: true,
        womenOnly: true,
        minority: true,
        firstGeneration: true,
        noEssay: true,
        renewable: true,
        international: true,
        remote: true,
        kind: 'fellowship',
      }),
    ).toEqual([
      'women',
      'first-gen',
      'minority',
      'need-based',
      'no-essay',
      'renewable',
      'international',
      'remote',
      'fellowship',
    ]);
  });

  it('reads who may apply from eligibility text', () => {
    expect(deriveTags({ eligibilityText: ['Women and nonbinary students age 35 or older'] })).toEqual([
      'women',
    ]);
    expect(deriveTags({ eligibilityText: ['Students of Korean heritage'] })).toEqual(['minority']);
    expect(deriveTags({ eligibilityText: ['Financial need; first-gen prioritized'] })).toEqual(['first-gen']);
    expect(deriveTags({ eligibilityText: ['No essay, GPA, or test-score requirement'] })).toEqual([
      'no-essay',
    ]);
    expect(deriveTags({ eligibilityText: ['International students, DACA recipients'] })).toEqual([
      'international',
    ]);
  });

  it('accepts only unmistakable phrases in titles', () => {
    expect(deriveTags({ titleText: ['Women in Trading Sneak Peek Week'] })).toEqual(['women']);
    expect(deriveTags({ titleText: ['Black at Microsoft Scholarship'] })).toEqual(['minority']);
    expect(deriveTags({ titleText: ['TIAA First-Generation Scholarship'] })).toEqual(['first-gen']);
    // A sponsor's or subject's name says nothing about who may apply.
    expect(deriveTags({ titleText: ["Nevada Women's Fund Scholarships"] })).toEqual([]);
    expect(deriveTags({ titleText: ["Pat Koster Scholarship in Early Women's Writing"] })).toEqual([]);
    expect(deriveTags({ titleText: ['Women@MIT Fellowship'] })).toEqual([]);
    // Heritage and nationality words count only in eligibility text, not in a title.
    expect(deriveTags({ titleText: ['Chinese Government Scholarship'] })).toEqual([]);
    expect(deriveTags({ titleText: ['BlackRock Analyst Intern'] })).toEqual([]);
  });

  it('tags STEM fields but not social or political science', () => {
    expect(deriveTags({ titleText: ['Software Engineer Intern'] })).toEqual(['stem']);
    expect(deriveTags({ eligibilityText: ['Chemistry / chemical-sciences majors'] })).toEqual(['stem']);
    expect(deriveTags({ titleText: ['Political Science Scholarship'] })).toEqual([]);
    expect(deriveTags({ titleText: ['Accounting Intern'] })).toEqual([]);
  });

  it('adds seasons, source tags in kebab case, extra tags and campus tags, without duplicates', () => {
    expect(
      deriveTags({
        meritBased: true,
        seasons: ['Summer 2025', 'Multiple'],
        sourceTags: ['Merit', 'Last Dollar'],
        extra: ['visa-sponsorship'],
        campusText: ['2025 Software Engineer Internship - UC Berkeley'],
      }),
    ).toEqual(['merit-based', 'visa-sponsorship', 'summer-2025', 'last-dollar', 'UC Berkeley']);
  });
});

describe('toTag and seasonTag', () => {
  it('makes lower-case kebab tags', () => {
    expect(toTag('Need Based')).toBe('need-based');
    expect(toTag('  Métis / Inuit ')).toBe('metis-inuit');
  });

  it('tags only real seasons', () => {
    expect(seasonTag('Summer 2025')).toBe('summer-2025');
    expect(seasonTag('Fall')).toBe('fall');
    expect(seasonTag('Multiple')).toBeNull();
    expect(seasonTag('Year-Round')).toBeNull();
  });
});

describe('campusTags', () => {
  it.each([
    ['California State University Fullerton', ['CSU Fullerton']],
    ['California State University, Long Beach', ['CSU Long Beach']],
    ['Cal State East Bay', ['CSU East Bay']],
    ['University of California, Berkeley', ['UC Berkeley']],
    ['University of California, Los Angeles (UCLA)', ['UC Los Angeles']],
    ['uc davis', ['UC Davis']],
    ['California Polytechnic State University', ['Cal Poly']],
    ['Cal Poly Pomona', ['Cal Poly Pomona']],
    ['San Jose State University', ['San Jose State']],
  ])('names %s as %j', (text, expected) => {
    expect(campusTags(text)).toEqual(expected);
  });

  it.each([["UC Master's Scholarship"], ['CSU Argentina'], ['Colorado State University'], ['Berkeley, CA']])(
    'finds no campus in %s',
    (text) => {
      expect(campusTags(text)).toEqual([]);
    },
  );
});
