import { describe, expect, it } from 'vitest';
import { educationGroupOf, evaluateEligibility, parseGpa, type EligibilityOpportunity } from './eligibility';

const open: EligibilityOpportunity = {
  minGPA: null,
  requiredEducationLevel: null,
  requiredMajors: [],
  requiredStates: [],
  requiredCountries: [],
};
const only = (criterion: string, checks: ReturnType<typeof evaluateEligibility>) =>
  checks.find((check) => check.criterion === criterion);

describe('parseGpa', () => {
  it('reads free text on the 4-point scale, converting another stated scale', () => {
    const texts = ['3.8', ' 3.5 GPA', '3.6 / 4.0', '4.5 out of 5', '4.3 weighted', '4'];
    expect(texts.map(parseGpa)).toEqual([3.8, 3.5, 3.6, 3.6, 4.3, 4]);
  });

  it.each([[null], [''], ['excellent'], ['85'], ['6/5'], ['3/0']])('gives null for %s', (text) => {
    expect(parseGpa(text)).toBeNull();
  });
});

describe('educationGroupOf', () => {
  it('groups the profile levels into the listing levels (High School, Undergraduate, Graduate)', () => {
    const levels = ['High School', "Associate's Degree", "Bachelor's Degree", "Master's Degree", 'Doctorate'];
    const [high, undergraduate, graduate] = ['High School', 'Undergraduate', 'Graduate'];
    expect(levels.map(educationGroupOf)).toEqual([high, undergraduate, undergraduate, graduate, graduate]);
    expect(['Undergraduate', 'Graduate'].map(educationGroupOf)).toEqual(['Undergraduate', 'Graduate']);
  });

  it('has no group for an unknown level', () => {
    expect([educationGroupOf('Vocational'), educationGroupOf(null)]).toEqual([null, null]);
  });
});

describe('evaluateEligibility', () => {
  it('lists nothing for an opportunity that states no requirement', () => {
    expect(evaluateEligibility(open, { gpa: '3.9', state: 'Texas' })).toEqual([]);
  });

  it('lists only the criteria the opportunity states, in a fixed order', () => {
    const checks = evaluateEligibility(
      { ...open, minGPA: 3, requiredCountries: ['United States'], requiredMajors: ['Biology'] },
      {},
    );
    expect(checks.map((check) => check.criterion)).toEqual(['gpa', 'major', 'country']);
  });

  describe('minimum GPA', () => {
    const opportunity = { ...open, minGPA: 3 };
    it('is met at or above the minimum', () => {
      expect(evaluateEligibility(opportunity, { gpa: '3.0' })[0]).toEqual({
        criterion: 'gpa',
        label: 'Minimum GPA 3.0',
        status: 'met',
        reason: 'Your GPA of 3.0 is within the requirement.',
      });
    });
    it('is unmet below it, saying by how much', () => {
      expect(evaluateEligibility(opportunity, { gpa: '2.7' })[0]).toMatchObject({
        status: 'unmet',
        reason: 'Your GPA of 2.7 is below the minimum of 3.0.',
      });
    });
    it('asks for the GPA when the profile has none, or one that is not a number', () => {
      expect(evaluateEligibility(opportunity, { gpa: null })[0]).toMatchObject({
        status: 'unknown',
        reason: 'Add your GPA to your profile to check this.',
      });
      expect(evaluateEligibility(opportunity, { gpa: 'great' })[0]?.status).toBe('unknown');
    });
    it('checks a maximum GPA too (need-based awards)', () => {
      const capped = evaluateEligibility({ ...open, minGPA: 2.5, maxGPA: 3.5 }, { gpa: '3.8' })[0];
      expect(capped).toMatchObject({ label: 'GPA between 2.5 and 3.5', status: 'unmet' });
    });
  });

  describe('education level', () => {
    const graduate = { ...open, requiredEducationLevel: 'Graduate' };
    it("maps the profile's degree to the listing level", () => {
      expect(evaluateEligibility(graduate, { educationLevel: "Master's Degree" })[0]).toMatchObject({
        status: 'met',
        reason: "Your education level (Master's Degree) counts as Graduate.",
      });
      expect(evaluateEligibility(graduate, { educationLevel: "Bachelor's Degree" })[0]).toMatchObject({
        status: 'unmet',
        reason: "This is for Graduate students; your profile says Bachelor's Degree (Undergraduate).",
      });
    });
    it("counts 'Any' as met whatever the profile says", () => {
      const any = evaluateEligibility({ ...open, requiredEducationLevel: 'Any' }, {})[0];
      expect(any).toMatchObject({ status: 'met', reason: 'Open to every education level.' });
    });
    it('asks for the level when the profile has none', () => {
      expect(evaluateEligibility(graduate, {})[0]).toMatchObject({
        status: 'unknown',
        reason: 'Add your education level to your profile to check this.',
      });
    });
  });

  describe('majors', () => {
    const stem = { ...open, requiredMajors: ['Computer Science', 'Engineering'] };
    it('matches a substring either way, case-insensitively', () => {
      expect(only('major', evaluateEligibility(stem, { intendedMajor: 'computer' }))?.status).toBe('met');
      expect(
        only('major', evaluateEligibility(stem, { intendedMajor: 'Mechanical Engineering' })),
      ).toMatchObject({
        status: 'met',
        reason: 'Your intended major (Mechanical Engineering) matches Engineering.',
      });
    });
    it('is unmet for another major and unknown without one', () => {
      expect(only('major', evaluateEligibility(stem, { intendedMajor: 'History' }))?.status).toBe('unmet');
      expect(only('major', evaluateEligibility(stem, { intendedMajor: '  ' }))?.status).toBe('unknown');
    });
  });

  describe('states and countries', () => {
    const placed = {
      ...open,
      requiredStates: ['California', 'Nevada'],
      requiredCountries: ['United States'],
    };
    it('matches names case-insensitively and US postal codes to state names', () => {
      const checks = evaluateEligibility(placed, { state: 'ca', country: 'USA' });
      expect(only('state', checks)).toMatchObject({
        label: 'State or province: California, Nevada',
        status: 'met',
      });
      expect(only('country', checks)).toMatchObject({ label: 'Country: United States', status: 'met' });
    });
    it('says where it is open to when the profile is elsewhere', () => {
      const checks = evaluateEligibility(placed, { state: 'Oregon', country: 'Canada' });
      expect(only('state', checks)).toMatchObject({
        status: 'unmet',
        reason: 'Open to residents of California, Nevada; you live in Oregon.',
      });
      expect(only('country', checks)?.status).toBe('unmet');
    });
    it('asks for the state and country when the profile lacks them', () => {
      const checks = evaluateEligibility(placed, {});
      expect(only('state', checks)?.reason).toBe('Add your state to your profile to check this.');
      expect(only('country', checks)?.reason).toBe('Add your country to your profile to check this.');
    });
  });
});
