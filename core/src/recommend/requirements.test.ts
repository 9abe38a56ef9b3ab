import { describe, expect, it } from 'vitest';
import { checkRequirements, isEligible } from './requirements';
import type { Restriction } from '../domain/restrictions';
import { candidateWith, profileWith } from './test-builders';
import type { MatchCandidate } from './types';

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
    const withDaca = candidateWith({
      residencyRequirement: 'Citizens of the United States, permanent residents or DACA recipients',
    });
    expect(statusOf('citizenship', withDaca, profileWith({ citizenship: 'DACA recipient' }))).toBe('met');
    expect(statusOf('citizenship', listing, profileWith({ citizenship: 'DACA recipient' }))).toBe('unknown');
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

  it("reads one Asian country's heritage as that heritage only, and a student's as Asian too", () => {
    const korean = candidateWith({ ethnicityRequirement: 'Korean' });
    const status = (listing: typeof korean, ethnicity: string) =>
      statusOf('ethnicity', listing, profileWith({ ethnicity }));
    expect(status(korean, 'Asian American (Korean)')).toBe('met');
    expect(status(korean, 'Korean American')).toBe('met');
    expect(status(korean, 'Asian (Indian)')).toBe('unmet');
    expect(status(korean, 'Chinese Canadian')).toBe('unmet');
    expect(status(korean, 'White')).toBe('unmet');
    expect(status(candidateWith({ ethnicityRequirement: 'Asian' }), 'Chinese Canadian')).toBe('met');
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

describe('checkRequirements: the restrictions read from a listing\u2019s words', () => {
  const restricted = (criterion: Restriction['criterion'], value: string, evidence = value) =>
    candidateWith({ restrictions: [{ criterion, value, evidence }] });
  const today = '2026-12-04';
  const hispanicSenior = profileWith({
    educationLevel: 'High School',
    graduationYear: 2027,
    intendedMajor: 'Health Sciences',
    gpa: '3.6',
    state: 'California',
    country: 'United States',
    citizenship: 'United States',
    gender: 'Male',
    ethnicity: 'Hispanic/Latino',
    firstGeneration: true,
  });
  const status = (candidate: MatchCandidate, profile = hispanicSenior) =>
    checkRequirements(candidate, profile, today).map((check) => [check.criterion, check.status]);

  it('excludes what the profile contradicts: heritage, gender, residency, citizenship, GPA, field', () => {
    expect(status(restricted('ethnicity', 'Asian/Pacific Islander'))).toEqual([['ethnicity', 'unmet']]);
    expect(status(restricted('ethnicity', 'American Indian/Alaska Native'))).toEqual([
      ['ethnicity', 'unmet'],
    ]);
    expect(status(restricted('ethnicity', 'Hispanic/Latino'))).toEqual([['ethnicity', 'met']]);
    expect(status(restricted('gender', 'Female'))).toEqual([['gender', 'unmet']]);
    expect(status(restricted('residency', 'Residents of West Bengal'))).toEqual([['state', 'unmet']]);
    expect(status(restricted('residency', 'Residents of California'))).toEqual([['state', 'met']]);
    expect(status(restricted('citizenship', 'Citizens of Canada'))).toEqual([['citizenship', 'unmet']]);
    expect(status(restricted('gpa', 'Minimum GPA 3.75'))).toEqual([['gpa', 'unmet']]);
    expect(status(restricted('field', 'STEM, Engineering'))).toEqual([['major', 'unmet']]);
    // Field families: nursing is Health Sciences.
    expect(status(restricted('field', 'Nursing'))).toEqual([['major', 'met']]);
    // A branch of science is not every STEM major's field; a STEM major may hold it.
    const chemistry = restricted('field', 'Chemistry, Chemical');
    expect(status(chemistry, profileWith({ intendedMajor: 'Computer Science' }))).toEqual([
      ['major', 'unmet'],
    ]);
    expect(status(chemistry, profileWith({ intendedMajor: 'STEM' }))).toEqual([['major', 'met']]);
    expect(status(restricted('firstGeneration', 'First-generation college students'))).toEqual([
      ['firstGeneration', 'met'],
    ]);
    const pune = profileWith({ state: 'Maharashtra', country: 'India' });
    expect(status(restricted('residency', 'Residents of West Bengal'), pune)).toEqual([['state', 'unmet']]);
  });

  it('an award for international students in a country is not for its own citizens', () => {
    const toronto = candidateWith({
      residencyRequirement: 'Not citizens of Canada (international students)',
    });
    const status = (citizenship: string) => statusOf('citizenship', toronto, profileWith({ citizenship }));
    expect(status('Canada')).toBe('unmet');
    expect(status('India')).toBe('met');
    expect(statusOf('citizenship', toronto, profileWith({}))).toBe('unknown');
    const nonEu = candidateWith({
      restrictions: [
        {
          criterion: 'citizenship',
          value: 'Not citizens of the European Union or EEA (international students)',
          evidence: 'International students from non-EU/EEA countries.',
        },
      ],
    });
    expect(statusOf('citizenship', nonEu, profileWith({ citizenship: 'Germany' }))).toBe('unmet');
    expect(statusOf('citizenship', nonEu, profileWith({ citizenship: 'Norway' }))).toBe('unmet');
    expect(statusOf('citizenship', nonEu, profileWith({ citizenship: 'India' }))).toBe('met');
  });

  it('a title for PhD students only is not for a master\u2019s student', () => {
    const phd = candidateWith({ type: 'internship', title: 'Research Scientist Intern - Vision - PhD' });
    const statuses = (educationLevel: string) =>
      checkRequirements(phd, profileWith({ educationLevel }))
        .filter((check) => check.criterion === 'educationLevel')
        .map((check) => check.status);
    expect(statuses("Master's Degree")).toContain('unmet');
    expect(statuses('Doctorate')).not.toContain('unmet');
    const associate = candidateWith({ type: 'internship', title: '2027 M&A Summer Associate Intern' });
    expect(
      checkRequirements(associate, profileWith({ educationLevel: "Bachelor's Degree" })).map(
        (check) => check.status,
      ),
    ).toContain('unmet');
    const both = candidateWith({ type: 'internship', title: 'Research Intern (MS/PhD)' });
    expect(
      checkRequirements(both, profileWith({ educationLevel: "Master's Degree" })).map(
        (check) => check.status,
      ),
    ).not.toContain('unmet');
  });

  it('reads level and year against the education level and graduation year', () => {
    expect(status(restricted('level', 'Graduate'))).toEqual([['educationLevel', 'unmet']]);
    const college = restricted('level', 'Undergraduate or Graduate', 'Level: Graduation (UG) / PG / Diploma');
    expect(status(college)).toEqual([['educationLevel', 'unmet']]);
    expect(status(college, profileWith({ educationLevel: "Master's Degree" }))).toEqual([
      ['educationLevel', 'met'],
    ]);
    expect(status(restricted('year', 'High school seniors'))).toEqual([['year', 'met']]);
    expect(status(restricted('year', 'First-year students'))).toEqual([['year', 'unmet']]);
    const junior = profileWith({ educationLevel: 'High School', graduationYear: 2028 });
    expect(status(restricted('year', 'High school seniors'), junior)).toEqual([['year', 'unmet']]);
    expect(status(restricted('year', 'Class 11 & 12'), junior)).toEqual([['year', 'met']]);
    expect(status(restricted('year', 'Class 9-10'), junior)).toEqual([['year', 'unmet']]);
    const sophomore = profileWith({ educationLevel: "Bachelor's Degree", graduationYear: 2029 });
    expect(status(restricted('year', 'Second-year undergraduates'), sophomore)).toEqual([['year', 'met']]);
    expect(status(restricted('year', 'Freshman'), sophomore)).toEqual([['year', 'unmet']]);
    expect(status(restricted('year', 'Class 9-12'), sophomore)).toEqual([['year', 'unmet']]);
    const goldwater = restricted('year', 'Sophomores/juniors');
    expect(status(goldwater, sophomore)).toEqual([['year', 'met']]);
    const collegeJunior = profileWith({ educationLevel: "Bachelor's Degree", graduationYear: 2028 });
    expect(status(goldwater, collegeJunior)).toEqual([['year', 'met']]);
    expect(
      status(goldwater, profileWith({ educationLevel: "Bachelor's Degree", graduationYear: 2027 })),
    ).toEqual([['year', 'unmet']]);
    // "Class 9" read from a list of school classes is the student's own band: a senior fails it.
    const preMatric = restricted(
      'year',
      'Class 9 / Class 10',
      'Level: Class 9 / Class 10, Categories: Disability',
    );
    expect(status(preMatric)).toEqual([['year', 'unmet']]);
    expect(status(preMatric, profileWith({ educationLevel: 'High School', graduationYear: 2030 }))).toEqual([
      ['year', 'met'],
    ]);
    // A list that also names the student's band ("Class 9-12 / UG / PG") is not a school-only rule.
    const listed = restricted(
      'year',
      'Class 9-12',
      'Level: Class 9-12 / Graduation (UG) / Post-Graduation (PG)',
    );
    expect(status(listed, sophomore)).toEqual([]);
    // Without a graduation year the year stays open, and the profile field that settles it is named.
    const noYear = checkRequirements(
      restricted('year', 'Freshman'),
      profileWith({ educationLevel: "Bachelor's Degree" }),
      today,
    );
    expect(noYear.map((check) => [check.status, check.settledBy])).toEqual([['unknown', 'graduation year']]);
  });

  it('a listing whose words name the student\u2019s group as its audience counts as written for them', () => {
    const uncf = candidateWith({ title: 'UNCF General Scholarship', tags: ['black', 'minority'] });
    const black = profileWith({ ethnicity: 'Black/African American' });
    expect(checkRequirements(uncf, black).map((check) => [check.criterion, check.status])).toEqual([
      ['ethnicity', 'met'],
    ]);
    // Not a rule: a student outside the group is not excluded, nor asked.
    expect(checkRequirements(uncf, profileWith({ ethnicity: 'White' }))).toEqual([]);
    const women = candidateWith({ tags: ['women', 'first-gen'] });
    const statuses = checkRequirements(women, profileWith({ gender: 'Female', firstGeneration: true })).map(
      (check) => [check.criterion, check.status],
    );
    expect(statuses).toEqual([
      ['gender', 'met'],
      ['firstGeneration', 'met'],
    ]);
  });

  it('a rural home is asked for, since no profile field says it', () => {
    const checks = checkRequirements(
      restricted('residency', 'Rural areas or small towns'),
      hispanicSenior,
      today,
    );
    expect(checks.map((check) => [check.criterion, check.status, check.requires])).toEqual([
      ['rural', 'unknown', 'living in a rural area or small town'],
    ]);
  });

  it('a restriction no profile field settles is unknown and says what it asks', () => {
    const checks = checkRequirements(
      candidateWith({
        restrictions: [
          { criterion: 'military', value: 'Military service or a military family', evidence: 'x' },
          { criterion: 'age', value: 'Under 18', evidence: 'x' },
          { criterion: 'disability', value: 'Students with disabilities', evidence: 'x' },
        ],
      }),
      hispanicSenior,
      today,
    );
    expect(checks.map((check) => [check.criterion, check.status, check.fact, check.requires])).toEqual([
      ['military', 'unknown', null, 'a military connection'],
      ['age', 'unknown', null, 'age under 18'],
      ['disability', 'unknown', null, 'a disability'],
    ]);
    expect(isEligible(checks)).toBe(true);
  });

  it('financial need is settled by what the career goals describe, income limits compared', () => {
    const need = restricted('need', 'Financial need');
    const limit = restricted('need', 'Family income up to ₹2.5 lakh a year');
    const described = profileWith({ careerGoals: 'First in my family to go to college, low family income.' });
    expect(status(need, described)).toEqual([['need', 'met']]);
    expect(status(need, profileWith({}))).toEqual([['need', 'unknown']]);
    expect(status(limit, profileWith({ careerGoals: 'Family income about 1.8 lakh a year.' }))).toEqual([
      ['need', 'met'],
    ]);
    expect(status(limit, profileWith({ careerGoals: 'Family income about 6 lakh a year.' }))).toEqual([
      ['need', 'unmet'],
    ]);
  });

  it('a university\u2019s own award asks for that school unless the student names it or its city', () => {
    const award = candidateWith({ provider: 'University of Victoria', location: 'Victoria, Canada' });
    const named = profileWith({ careerGoals: 'Master of Nursing at the University of Victoria.' });
    expect(checkRequirements(award, named)[0]).toMatchObject({ criterion: 'school', status: 'met' });
    expect(checkRequirements(award, profileWith({ city: 'Toronto' }))[0]).toMatchObject({
      criterion: 'school',
      status: 'unknown',
      requires: 'attending University of Victoria',
    });
  });
});
