import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { educationGroupOf, parseGpa } from '../domain/eligibility';
import { profileFactKeys } from '../contracts/recommendations';
import { rankRecommendations, type RankInput } from './rank';
import { checkRequirements } from './requirements';
import { candidateWith, corpus, profileWith, term } from './test-builders';
import type { MatchCandidate, MatchProfile } from './types';

// Over generated students and catalogs: nothing recommended breaks a rule the student is known to
// fail. The oracle below is written independently of the engine for the plainest rules.

const today = '2026-11-24';
const lexemes = ['comput', 'scienc', 'nurs', 'art', 'busi', 'biolog'];
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

const profileArb: fc.Arbitrary<MatchProfile> = fc
  .record({
    educationLevel: maybe(
      fc.constantFrom(
        'High School',
        "Associate's Degree",
        "Bachelor's Degree",
        "Master's Degree",
        'Doctorate',
      ),
    ),
    gpa: maybe(fc.constantFrom('2.5', '3.0', '3.4', '3.8', '4.0')),
    intendedMajor: maybe(fc.constantFrom('Computer Science', 'Nursing', 'Art', 'Business')),
    state: maybe(fc.constantFrom('California', 'TX', 'New York')),
    country: maybe(fc.constantFrom('United States', 'Canada', 'India')),
    citizenship: maybe(fc.constantFrom('United States', 'India', 'Permanent Resident')),
    firstGeneration: maybe(fc.boolean()),
    gender: maybe(fc.constantFrom('Female', 'Male', 'Non-binary')),
    ethnicity: maybe(fc.constantFrom('Hispanic', 'Black', 'SC', 'White')),
    hiddenFacts: fc.subarray([...profileFactKeys]),
  })
  .map((fields) => profileWith({ ...fields, skills: ['Python'], interests: [] }));

const candidateArb = (id: number): fc.Arbitrary<MatchCandidate> =>
  fc
    .record({
      type: fc.constantFrom('scholarship' as const, 'internship' as const),
      minGPA: maybe(fc.constantFrom(2.0, 3.0, 3.5, 3.9)),
      requiredEducationLevel: maybe(fc.constantFrom('High School', 'Undergraduate', 'Graduate', 'Any')),
      requiredMajors: fc.subarray(['Computer Science', 'Nursing', 'Business']),
      requiredStates: fc.subarray(['California', 'Texas']),
      requiredCountries: fc.subarray(['United States', 'India']),
      residencyRequirement: maybe(fc.constantFrom('US Citizen', 'Indian nationals', 'Nevada')),
      genderRequirement: maybe(fc.constantFrom('Female only', 'Male', 'Preference to females')),
      ethnicityRequirement: maybe(fc.constantFrom('Hispanic/Latino', 'SC / ST', 'Minorities')),
      firstGeneration: fc.boolean(),
      isRemote: fc.boolean(),
      countryCodes: fc.subarray(['US', 'CA', 'IN']),
      deadline: maybe(fc.constantFrom('2026-11-01', '2026-11-24', '2026-12-20', '2027-06-01')),
      fresh: fc.boolean(),
      termFrequencies: fc.dictionary(fc.constantFrom(...lexemes), fc.integer({ min: 1, max: 6 })),
    })
    .map((fields) => candidateWith({ id, ...fields }));

const catalogArb = fc
  .integer({ min: 1, max: 25 })
  .chain((size) => fc.tuple(...Array.from({ length: size }, (_, index) => candidateArb(index + 1))));

/** Plain rules the engine must never break, decided here without the engine's code. */
function plainlyIneligible(candidate: MatchCandidate, profile: MatchProfile): boolean {
  const hidden = new Set(profile.hiddenFacts);
  if (candidate.deadline !== null && candidate.deadline < today) return true;
  const gpa = hidden.has('gpa') ? null : parseGpa(profile.gpa);
  if (gpa !== null && candidate.minGPA !== null && gpa < candidate.minGPA) return true;
  const group = hidden.has('educationLevel') ? null : educationGroupOf(profile.educationLevel);
  const level = candidate.requiredEducationLevel;
  if (group !== null && level !== null && level !== 'Any' && level !== group) return true;
  if (!hidden.has('firstGeneration') && candidate.firstGeneration && profile.firstGeneration === false)
    return true;
  if (!hidden.has('gender') && candidate.genderRequirement === 'Female only' && profile.gender === 'Male')
    return true;
  return false;
}

describe('rankRecommendations over generated students and catalogs', () => {
  it('recommends nothing that breaks a stated requirement, closed or rejected', () => {
    let recommended = 0;
    fc.assert(
      fc.property(profileArb, catalogArb, fc.subarray([1, 2, 3, 4, 5]), (profile, candidates, rejected) => {
        const input: RankInput = {
          profile,
          terms: lexemes.map((lexeme) => term(lexeme)),
          candidates,
          corpus: { scholarship: corpus({ comput: 5, nurs: 5 }), internship: corpus({ scholarship: 3 }) },
          feedback: rejected.map((id) => ({
            type: 'scholarship' as const,
            id,
            reaction: 'thumbs_down' as const,
            title: 't',
            tags: [],
          })),
          today,
          limit: 5,
        };
        const ranked = rankRecommendations(input);
        recommended += ranked.length;
        expect(ranked.length).toBeLessThanOrEqual(5);
        for (const item of ranked) {
          const candidate = candidates.find((c) => c.type === item.type && c.id === item.id)!;
          expect(plainlyIneligible(candidate, profile)).toBe(false);
          expect(item.type === 'scholarship' && rejected.includes(item.id)).toBe(false);
          expect(item.score).toBeGreaterThanOrEqual(0);
          expect(item.score).toBeLessThanOrEqual(100);
          expect(item.reasoning.length).toBeGreaterThan(0);
          // Every rule, on the profile as the engine may read it: none known to be unmet.
          const checks = checkRequirements(candidate, withHiddenCleared(profile));
          expect(checks.every((check) => check.status !== 'unmet')).toBe(true);
        }
      }),
      { numRuns: 400, seed: 20261124 },
    );
    // Not vacuous: the generated catalogs do produce recommendations to check.
    expect(recommended).toBeGreaterThan(200);
  });
});

/** The profile the engine reads (hidden facts as not stated), rebuilt here from the fields. */
function withHiddenCleared(profile: MatchProfile): MatchProfile {
  const hidden = new Set(profile.hiddenFacts);
  return {
    ...profile,
    gpa: hidden.has('gpa') ? null : profile.gpa,
    educationLevel: hidden.has('educationLevel') ? null : profile.educationLevel,
    intendedMajor: hidden.has('major') ? null : profile.intendedMajor,
    state: hidden.has('location') ? null : profile.state,
    country: hidden.has('location') ? null : profile.country,
    preferredLocations: hidden.has('location') ? [] : profile.preferredLocations,
    citizenship: hidden.has('citizenship') ? null : profile.citizenship,
    firstGeneration: hidden.has('firstGeneration') ? null : profile.firstGeneration,
    gender: hidden.has('gender') ? null : profile.gender,
    ethnicity: hidden.has('ethnicity') ? null : profile.ethnicity,
  };
}
