import { describe, expect, it } from 'vitest';
import { checkRequirements, isEligible } from './requirements';
import { candidateWith, profileWith } from './test-builders';

const statusOf = (criterion: string, ...args: Parameters<typeof checkRequirements>) =>
  checkRequirements(...args).find((check) => check.criterion === criterion)?.status;

describe('checkRequirements: hard eligibility beyond the detail page', () => {
  it('reuses the detail page checks (GPA, level, major, state, country) with their profile facts', () => {
    const checks = checkRequirements(
      candidateWith({ minGPA: 3.9, requiredEducationLevel: 'Graduate', requiredStates: ['Texas'] }),
      profileWith({ gpa: '3.5', educationLevel: "Bachelor's Degree", state: 'CA' }),
    );
    expect(checks.map((check) => [check.criterion, check.fact, check.status])).toEqual([
      ['gpa', 'gpa', 'unmet'],
      ['educationLevel', 'educationLevel', 'unmet'],
      ['state', 'location', 'unmet'],
    ]);
    expect(isEligible(checks)).toBe(false);
  });

  it('reads citizenship requirements and the student\u2019s citizenship, permanent residents included', () => {
    const listing = candidateWith({ residencyRequirement: 'US Citizen, Permanent Resident' });
    expect(statusOf('citizenship', listing, profileWith({ citizenship: 'United States' }))).toBe('met');
    expect(statusOf('citizenship', listing, profileWith({ citizenship: 'Permanent resident' }))).toBe('met');
    expect(statusOf('citizenship', listing, profileWith({ citizenship: 'India' }))).toBe('unmet');
    expect(statusOf('citizenship', listing, profileWith({ citizenship: null }))).toBe('unknown');
    const citizensOnly = candidateWith({ residencyRequirement: 'U.S. citizens only' });
    expect(statusOf('citizenship', citizensOnly, profileWith({ citizenship: 'Green card holder' }))).toBe(
      'unmet',
    );
    // Residency alone ("Nevada") is not a citizenship rule.
    expect(
      statusOf('citizenship', candidateWith({ residencyRequirement: 'Nevada' }), profileWith({})),
    ).toBeUndefined();
  });

  it('requires first-generation status only when the listing says so', () => {
    const listing = candidateWith({ firstGeneration: true });
    expect(statusOf('firstGeneration', listing, profileWith({ firstGeneration: true }))).toBe('met');
    expect(statusOf('firstGeneration', listing, profileWith({ firstGeneration: false }))).toBe('unmet');
    expect(statusOf('firstGeneration', listing, profileWith({}))).toBe('unknown');
    expect(
      statusOf('firstGeneration', candidateWith({}), profileWith({ firstGeneration: false })),
    ).toBeUndefined();
  });

  it('treats "Female only" as a requirement but a stated preference or quota as none', () => {
    const women = candidateWith({ genderRequirement: 'Female Only' });
    expect(statusOf('gender', women, profileWith({ gender: 'Woman' }))).toBe('met');
    expect(statusOf('gender', women, profileWith({ gender: 'Male' }))).toBe('unmet');
    expect(statusOf('gender', women, profileWith({ gender: 'Non-binary' }))).toBe('unknown');
    expect(
      statusOf('gender', candidateWith({ genderRequirement: 'Male' }), profileWith({ gender: 'female' })),
    ).toBe('unmet');
    for (const text of ['Preference to females', '50% reserved for girls', '30% earmarked for girls'])
      expect(
        statusOf('gender', candidateWith({ genderRequirement: text }), profileWith({ gender: 'Male' })),
      ).toBeUndefined();
  });

  it('matches a background by the names a group goes by, and asks when the rule is only "minority"', () => {
    const listing = candidateWith({ ethnicityRequirement: 'Black/African-American' });
    expect(statusOf('ethnicity', listing, profileWith({ ethnicity: 'African American' }))).toBe('met');
    expect(statusOf('ethnicity', listing, profileWith({ ethnicity: 'Latina' }))).toBe('unmet');
    expect(
      statusOf(
        'ethnicity',
        candidateWith({ ethnicityRequirement: 'Hispanic' }),
        profileWith({ ethnicity: 'Latino' }),
      ),
    ).toBe('met');
    expect(
      statusOf(
        'ethnicity',
        candidateWith({ ethnicityRequirement: 'SC / ST / OBC' }),
        profileWith({ ethnicity: 'OBC' }),
      ),
    ).toBe('met');
    expect(
      statusOf(
        'ethnicity',
        candidateWith({ ethnicityRequirement: 'Scheduled Castes (SC)' }),
        profileWith({ ethnicity: 'SC' }),
      ),
    ).toBe('met');
    expect(
      statusOf(
        'ethnicity',
        candidateWith({ ethnicityRequirement: 'Minorities' }),
        profileWith({ ethnicity: 'White' }),
      ),
    ).toBe('unknown');
    expect(statusOf('ethnicity', listing, profileWith({}))).toBe('unknown');
  });

  it('puts an on-site internship abroad out of reach unless it is a preferred location', () => {
    const london = candidateWith({
      type: 'internship',
      countryCodes: ['GB'],
      location: 'London, United Kingdom',
    });
    expect(statusOf('workplace', london, profileWith({ country: 'USA' }))).toBe('unmet');
    expect(
      statusOf('workplace', london, profileWith({ country: 'USA', preferredLocations: ['London'] })),
    ).toBe('met');
    expect(
      statusOf('workplace', { ...london, isRemote: true }, profileWith({ country: 'USA' })),
    ).toBeUndefined();
    expect(statusOf('workplace', london, profileWith({ country: 'United Kingdom' }))).toBe('met');
    expect(statusOf('workplace', london, profileWith({}))).toBeUndefined();
    // Scholarships are not places of work.
    expect(
      statusOf('workplace', { ...london, type: 'scholarship' }, profileWith({ country: 'USA' })),
    ).toBeUndefined();
  });

  it('reads a level the title states when the listing has no level field', () => {
    const level = (
      title: string,
      educationLevel: string,
      type: 'scholarship' | 'internship' = 'internship',
    ) => statusOf('educationLevel', candidateWith({ type, title }), profileWith({ educationLevel }));
    expect(level('Graduate Research Assistant - Health Services', "Bachelor's Degree")).toBe('unmet');
    expect(level('PhD Fellowship in Chemistry', 'High School', 'scholarship')).toBe('unmet');
    expect(level('MBA Scholars Program', "Master's Degree", 'scholarship')).toBe('met');
    expect(level('Undergraduate Research Intern', "Bachelor's Degree")).toBeUndefined();
    expect(level('Business Analyst Intern', 'High School')).toBe('unknown');
    expect(level('Business Analyst Intern', "Bachelor's Degree")).toBeUndefined();
    const stated = candidateWith({ title: 'Graduate Assistant', requiredEducationLevel: 'Undergraduate' });
    expect(checkRequirements(stated, profileWith({ educationLevel: "Bachelor's Degree" }))[0]!.status).toBe(
      'met',
    );
  });
});
