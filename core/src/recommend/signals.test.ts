import { describe, expect, it } from 'vitest';
import { bm25, bm25Contributions, inverseDocumentFrequency, retrievalLexemes } from './bm25';
import { topicalSources } from './profile';
import { checkRequirements } from './requirements';
import {
  deadlineSignal,
  eligibilitySignal,
  feedbackSignal,
  fitSignal,
  freshnessSignal,
  fieldFit,
  preferencesSignal,
  programmeFit,
} from './signals';
import { candidateWith, corpus, profileWith, term } from './test-builders';

describe('BM25', () => {
  it('weighs rare words above common ones and never goes negative', () => {
    expect(inverseDocumentFrequency(5, 1000)).toBeGreaterThan(inverseDocumentFrequency(500, 1000));
    expect(inverseDocumentFrequency(1000, 1000)).toBeGreaterThan(0);
  });

  it('saturates repeated words and favours shorter texts (k1 = 1.2, b = 0.75)', () => {
    const stats = corpus({ python: 10 });
    const once = bm25([term('python')], { python: 1 }, 20, stats);
    const often = bm25([term('python')], { python: 10 }, 20, stats);
    expect(often).toBeGreaterThan(once);
    expect(often).toBeLessThan(once * 2.2 * 1.01);
    expect(bm25([term('python')], { python: 1 }, 80, stats)).toBeLessThan(once);
  });

  it('matches the formula for one term', () => {
    const stats = corpus({ nurs: 9 }, 100);
    const idf = Math.log(1 + (100 - 9 + 0.5) / (9 + 0.5));
    const expected = 2 * idf * ((3 * 2.2) / (3 + 1.2 * (1 - 0.75 + 0.75 * (40 / 20))));
    expect(bm25([term('nurs', { weight: 2 })], { nurs: 3 }, 40, stats)).toBeCloseTo(expected, 10);
  });

  it('credits only the terms the listing contains', () => {
    const parts = bm25Contributions(
      [term('python'), term('biolog')],
      { python: 2 },
      20,
      corpus({ python: 3 }),
    );
    expect(parts.map((part) => part.term.lexeme)).toEqual(['python']);
  });

  it('searches for the most telling words first and stops widening past the row budget', () => {
    const stats = corpus({ python: 40, comput: 2000, student: 900, robot: 0 }, 10_000);
    const terms = [
      term('comput'),
      term('student', { weight: 1 }),
      term('python', { weight: 2 }),
      term('robot'),
    ];
    expect(retrievalLexemes(terms, [], stats, 1000)).toEqual(['python', 'comput']);
    expect(retrievalLexemes(terms, [], stats, 5000)).toEqual(['python', 'comput', 'student']);
  });
});

describe('signals', () => {
  it('an umbrella major ("STEM") weighs less than the goals that name the field', () => {
    const weights = (intendedMajor: string) =>
      Object.fromEntries(
        topicalSources(profileWith({ intendedMajor, careerGoals: 'Plant biology research' })).map(
          (source) => [source.fact, source.weight],
        ),
      );
    expect(weights('STEM')).toEqual({ major: 1, careerGoals: 2 });
    expect(weights('Computer Science')).toEqual({ major: 3, careerGoals: 2 });
  });

  it('topic fit names the strongest profile entries and is capped', () => {
    const stats = corpus({ comput: 5, python: 5 });
    const terms = [term('comput'), term('python', { fact: 'skills', source: 'Python', weight: 2 })];
    const signal = fitSignal(bm25Contributions(terms, { comput: 6, python: 3 }, 10, stats));
    expect(signal.detail).toBe('Its text matches your Computer Science major and your Python skill.');
    expect(signal.facts).toEqual(['major', 'skills']);
    expect(signal.points).toBeGreaterThan(30);
    expect(signal.points).toBeLessThanOrEqual(45);
    expect(fitSignal([]).points).toBe(0);
  });

  it('eligibility rewards requirements met, and asks for the facts it could not check', () => {
    const listing = candidateWith({ requiredMajors: ['Computer Science'], minGPA: 3 });
    const full = eligibilitySignal(
      checkRequirements(listing, profileWith({ intendedMajor: 'Computer Science', gpa: '3.6' })),
      listing,
    );
    expect(full.detail).toBe('You meet its GPA requirement and major requirement.');
    expect(full.points).toBe(10 + 5 + 8);
    const partial = eligibilitySignal(
      checkRequirements(listing, profileWith({ intendedMajor: 'Computer Science' })),
      listing,
    );
    expect(partial.points).toBe(10 + 8 - 4);
    // "STEM" meets any science field, so meeting it says little: the words decide instead.
    const stem = candidateWith({ requiredMajors: ['STEM'] });
    const umbrella = eligibilitySignal(
      checkRequirements(stem, profileWith({ intendedMajor: 'STEM' })),
      stem,
      [],
      true,
    );
    expect(umbrella.points).toBe(10 + 3);
    expect(partial.detail).toContain('Add your GPA to your profile to confirm you qualify.');
    const open = candidateWith({ requiredEducationLevel: 'Any' });
    expect(
      eligibilitySignal(checkRequirements(open, profileWith({ educationLevel: 'High School' })), open).detail,
    ).toBe('It states no requirement you miss.');
  });

  it('a stated fact the rule cannot decide is left to the student, not asked for again', () => {
    const listing = candidateWith({ ethnicityRequirement: 'Minorities' });
    const signal = eligibilitySignal(
      checkRequirements(listing, profileWith({ ethnicity: 'White' })),
      listing,
    );
    expect(signal.detail).toBe('Check its background requirement yourself.');
    const unstated = eligibilitySignal(checkRequirements(listing, profileWith({})), listing);
    expect(unstated.detail).toBe('Add your ethnicity to your profile to confirm you qualify.');
  });

  it('an unstated group requirement costs more than an unstated GPA: most students are not in the group', () => {
    const points = (listing: ReturnType<typeof candidateWith>) =>
      eligibilitySignal(checkRequirements(listing, profileWith({})), listing).points;
    expect(points(candidateWith({ minGPA: 3 }))).toBe(10 - 4);
    expect(points(candidateWith({ ethnicityRequirement: 'Hispanic' }))).toBe(10 - 12);
    const aged = (value: string) =>
      candidateWith({ restrictions: [{ criterion: 'age', value, evidence: value }] });
    expect(points(aged('35 or older'))).toBe(10 - 12);
    expect(points(aged('Ages 30–50'))).toBe(10 - 12);
    expect(points(aged('Under 30'))).toBe(10 - 4);
    expect(points(aged('Ages 18–24'))).toBe(10 - 4);
  });

  it('deadline: soon but reachable counts most, undated is penalised', () => {
    const today = '2026-11-24';
    const points = (deadline: string | null) => deadlineSignal(deadline, today).points;
    expect(points('2026-12-06')).toBe(15);
    expect(points('2027-01-10')).toBe(12);
    expect(points('2027-04-01')).toBe(8);
    expect(points('2027-11-01')).toBe(5);
    expect(points('2026-11-25')).toBe(3);
    expect(points(null)).toBe(-5);
    expect(deadlineSignal('2026-12-06', today).detail).toBe('Deadline in 12 days.');
  });

  it('freshness lifts listings their source confirmed within 12 months', () => {
    expect(freshnessSignal(true).points).toBeGreaterThan(0);
    expect(freshnessSignal(false).points).toBeLessThan(0);
  });

  it('a title for another degree than the goals name falls behind; one for the same degree gains', () => {
    const mba = profileWith({ careerGoals: 'Full-time MBA in London after five years as an engineer.' });
    const points = (title: string) => programmeFit(candidateWith({ title }), mba).points;
    expect(points('MSc Finance Global Scholarships – Postgraduate Taught')).toBeLessThan(0);
    expect(points('The Kingston MBA Scholarship')).toBeGreaterThan(0);
    // "Master's" alone is any master's; a title naming no degree says nothing either way.
    expect(points("Master's Excellence Scholarship")).toBe(0);
    expect(points('London Business School Energy Scholarship')).toBe(0);
    expect(programmeFit(candidateWith({ title: 'MSc Finance Scholarship' }), profileWith({})).points).toBe(0);
    // "Boston, MA" is a place, not a Master of Arts.
    const ma = profileWith({ careerGoals: 'An MA in History.' });
    expect(programmeFit(candidateWith({ title: 'Research Intern - Boston, MA' }), ma).points).toBe(0);
  });

  it('a STEM student whose goals name a science is not in another branch of it', () => {
    const botanist = profileWith({
      intendedMajor: 'STEM',
      careerGoals: 'Research career in plant and environmental biology; conservation.',
    });
    const field = (value: string) =>
      candidateWith({ restrictions: [{ criterion: 'field', value, evidence: value }] });
    expect(fieldFit(field('Mathematics, Statistics'), botanist).points).toBeLessThan(0);
    expect(fieldFit(field('Biology'), botanist).points).toBeGreaterThan(0);
    expect(fieldFit(field('Business, Environment'), botanist).points).toBeGreaterThan(0);
    // Goals that name no science leave every branch to the umbrella major.
    expect(
      fieldFit(field('Mathematics, Statistics'), profileWith({ intendedMajor: 'STEM' })).points,
    ).toBeGreaterThan(0);
  });

  it('an award for one line of research is for students whose goals or skills name it', () => {
    const ecologist = profileWith({
      intendedMajor: 'STEM',
      careerGoals: 'PhD in biology: forest ecology, birds and conservation field research.',
    });
    const forResearch = (evidence: string) =>
      candidateWith({ restrictions: [{ criterion: 'field', value: 'Biology', evidence }] });
    const cells = forResearch(
      'Awarded to PhD students in Biology whose thesis work is in the area of cell biology.',
    );
    expect(fieldFit(cells, ecologist)).toEqual({
      points: -15,
      detail: 'It is for work on cell biology, which your goals and skills do not name.',
    });
    const birds = forResearch(
      'For graduate students in Biology whose work is related to the ecology of birds.',
    );
    expect(fieldFit(birds, ecologist).points).toBeGreaterThan(0);
    // Without goals or skills there is nothing to compare: the field alone decides.
    expect(fieldFit(cells, profileWith({ intendedMajor: 'STEM' })).points).toBeGreaterThan(0);
  });

  it('an Arts student whose goals name an art is not in another branch of it', () => {
    const painter = profileWith({
      intendedMajor: 'Arts',
      careerGoals: 'Master of Fine Art (painting) at the Glasgow School of Art.',
    });
    const titled = (title: string) => candidateWith({ title });
    expect(fieldFit(titled('Master of Architecture Scholarship'), painter)).toEqual({
      points: -15,
      detail: 'Its field (architecture) is not the visual art your goals name.',
    });
    expect(fieldFit(titled('Orchestral Music Scholarships'), painter).points).toBe(-15);
    expect(fieldFit(titled('Postgraduate Painting Scholarship'), painter).points).toBeGreaterThan(0);
    expect(fieldFit(titled('Scholarship in Art and Design'), painter).points).toBeGreaterThan(0);
    expect(
      fieldFit(titled('Master of Architecture Scholarship'), profileWith({ intendedMajor: 'Arts' })).points,
    ).toBeGreaterThan(0);
  });

  it('a school named for a preferred city is in it, wherever its address says', () => {
    const lbs = candidateWith({
      provider: 'London Business School',
      location: 'Camden Town, United Kingdom',
    });
    expect(preferencesSignal(lbs, profileWith({ preferredLocations: ['London'] })).facts).toEqual([
      'location',
    ]);
    const school = checkRequirements(lbs, profileWith({ city: 'London' })).find(
      (check) => check.criterion === 'school',
    );
    expect(school?.status).toBe('met');
    expect(preferencesSignal(lbs, profileWith({ preferredLocations: ['Paris'] })).facts).toEqual([]);
  });

  it('preferences: a preferred place or remote work when the student asks for it', () => {
    const asks = { interests: ['Tech Internships'] };
    const remote = candidateWith({ type: 'internship', isRemote: true, location: 'Remote' });
    expect(preferencesSignal(remote, profileWith({ ...asks, preferredLocations: ['Remote'] })).points).toBe(
      24,
    );
    const sf = candidateWith({ location: 'San Francisco, California' });
    expect(preferencesSignal(sf, profileWith({ state: 'California' })).points).toBe(3);
    expect(preferencesSignal(sf, profileWith({ preferredLocations: ['San Francisco'] })).points).toBe(6);
    expect(preferencesSignal(sf, profileWith({})).points).toBe(0);
  });

  it('preferences: an internship where the student lives counts far more, read from its state codes', () => {
    const chicago = candidateWith({ type: 'internship', location: 'Chicago, IL', stateCodes: ['IL'] });
    const illinois = profileWith({ state: 'Illinois', interests: ['Tech Internships'] });
    const home = preferencesSignal(chicago, illinois);
    expect(home.points).toBe(24);
    expect(home.detail).toBe('It is in Illinois, where you live.');
    expect(
      preferencesSignal(
        candidateWith({ location: 'Chicago, IL', stateCodes: ['IL'] }),
        profileWith({ state: 'Illinois' }),
      ).points,
    ).toBe(3);
    const ohio = candidateWith({ type: 'internship', location: 'Cincinnati, OH', stateCodes: ['OH'] });
    expect(preferencesSignal(ohio, illinois).points).toBe(0);
    const toronto = candidateWith({ type: 'internship', location: 'Toronto, ON, Canada' });
    expect(
      preferencesSignal(toronto, profileWith({ city: 'Toronto', interests: ['Tech Internships'] })).points,
    ).toBe(24);
  });

  it('preferences: internships only when asked, never lifted by their place; study abroad only when asked', () => {
    const chicago = candidateWith({ type: 'internship', location: 'Chicago, IL', stateCodes: ['IL'] });
    const unasked = preferencesSignal(chicago, profileWith({ state: 'Illinois' }));
    expect(unasked.points).toBe(-25);
    expect(unasked.detail).toContain('Your interests and goals do not ask for internships');
    const goals = profileWith({ state: 'Illinois', careerGoals: 'A summer internship in Chicago.' });
    expect(preferencesSignal(chicago, goals).points).toBe(24);
    const highSchool = profileWith({ educationLevel: 'High School', interests: ['Tech Internships'] });
    expect(preferencesSignal(chicago, highSchool).detail).toContain(
      'does not say it takes high-school students',
    );
    const forHighSchool = candidateWith({ type: 'internship', requiredEducationLevel: 'High School' });
    expect(preferencesSignal(forHighSchool, highSchool).points).toBe(0);
    const abroad = candidateWith({ tags: ['study-abroad'] });
    expect(preferencesSignal(abroad, profileWith({})).points).toBe(-25);
    expect(preferencesSignal(abroad, profileWith({ interests: ['International Studies'] })).points).toBe(0);
    expect(
      preferencesSignal(abroad, profileWith({ careerGoals: 'A semester abroad in Spain.' })).points,
    ).toBe(0);
    const sports = candidateWith({ title: 'Elite Sports Scholarship' });
    expect(preferencesSignal(sports, profileWith({})).detail).toContain('It is for athletes');
    expect(preferencesSignal(sports, profileWith({ skills: ['Cricket'] })).points).toBe(0);
    const tagged = candidateWith({ title: 'M3M Foundation Lakshya Scholarship', tags: ['athletes'] });
    expect(preferencesSignal(tagged, profileWith({})).detail).toContain('It is for athletes');
    const field = candidateWith({ title: 'Sport and Exercise Science Honours Scholarship' });
    expect(preferencesSignal(field, profileWith({})).points).toBe(0);
    const forInternational = candidateWith({
      restrictions: [
        {
          criterion: 'citizenship',
          value: 'Not citizens of the United Kingdom (international students)',
          evidence: '',
        },
      ],
    });
    expect(preferencesSignal(forInternational, profileWith({ country: 'India' })).points).toBe(-25);
    const indianInLondon = profileWith({ country: 'United Kingdom', citizenship: 'India' });
    expect(preferencesSignal(forInternational, indianInLondon).points).toBe(0);
  });

  it('feedback: a liked listing lifts similar ones, a rejected one lowers them', () => {
    const liked = {
      type: 'scholarship' as const,
      id: 9,
      title: 'Robotics Engineering Award',
      tags: ['robotics', 'engineering'],
    };
    const similar = candidateWith({
      id: 2,
      title: 'Robotics Engineering Prize',
      tags: ['robotics', 'engineering'],
    });
    const other = candidateWith({ id: 3, title: 'Poetry Prize', tags: ['poetry'] });
    expect(feedbackSignal(similar, [{ ...liked, reaction: 'fire' }]).points).toBeGreaterThan(0);
    expect(feedbackSignal(similar, [{ ...liked, reaction: 'thumbs_down' }]).points).toBeLessThan(0);
    expect(feedbackSignal(other, [{ ...liked, reaction: 'fire' }]).points).toBe(0);
    expect(feedbackSignal(similar, [{ ...liked, id: 2, reaction: 'thumbs_up' }]).detail).toBe(
      'You marked it Relevant.',
    );
    expect(feedbackSignal(similar, [{ ...liked, reaction: 'thinking' }]).points).toBe(0);
  });
});
