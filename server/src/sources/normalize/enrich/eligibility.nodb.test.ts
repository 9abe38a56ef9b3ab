import { describe, expect, it } from 'vitest';
import type { RestrictionCriterion } from '@futurefund/core';
import { buildInternship, buildScholarship } from '../defaults';
import { readEligibility } from './eligibility';
import { enrichOpportunity } from './index';

// Who may apply, read from a listing's own words with the sentence as evidence. The texts are
// shortened from real seed listings.

const award = (fields: {
  title: string;
  eligibility?: string;
  description?: string;
  provider?: string;
  location?: string;
}) =>
  buildScholarship({
    sourceId: null,
    title: fields.title,
    eligibility: fields.eligibility ?? null,
    description: fields.description ?? null,
    provider: fields.provider ?? null,
    location: fields.location ?? null,
  });

const valueOf = (row: ReturnType<typeof award>, criterion: RestrictionCriterion) =>
  readEligibility(row).restrictions.find((r) => r.criterion === criterion)?.value ?? null;

describe('reading who may apply', () => {
  it('reads Asian and Pacific Islander heritage with its sentence', () => {
    const row = award({
      title: 'APIA Scholars Scholarship',
      eligibility: 'Students of Asian and/or Pacific Islander heritage, Financial need',
    });
    const [heritage] = readEligibility(row).restrictions.filter((r) => r.criterion === 'ethnicity');
    expect(heritage).toEqual({
      criterion: 'ethnicity',
      value: 'Asian/Pacific Islander',
      evidence: 'APIA Scholars Scholarship',
    });
    expect(enrichOpportunity(row).ethnicityRequirement).toBe('Asian/Pacific Islander');
    expect(enrichOpportunity(row).derivedFields).toContain('ethnicityRequirement');
  });

  it('reads no one gender from amounts for boys and girls, and no category from "(General/SC/ST)"', () => {
    const jindal = award({
      title: 'Sitaram Jindal Foundation Scholarship 2026',
      eligibility: 'Level: Class 11-12 / ITI / Diploma / UG / PG',
      description:
        'Monthly assistance from ₹2,000 (minimum for boys in Engineering) to ₹3,200 (maximum for girls in PG Medicine).',
    });
    expect(enrichOpportunity(jindal).genderRequirement).toBeNull();
    const up = award({
      title: 'UP Post-Matric Intermediate Scholarship (General/SC/ST)',
      eligibility: 'Level: Class 11-12',
      description: 'Annual family income must be under ₹2 lakh for General, and ₹2.5 lakh for SC/ST.',
    });
    expect(enrichOpportunity(up).ethnicityRequirement).toBeNull();
    const lic = award({
      title: 'LIC HFL Vidyadhan Scholarship',
      eligibility: 'Level: Class 11 & 12 / Graduation (UG) / Post-Graduation (PG)',
    });
    expect(valueOf(lic, 'year')).toBe('Class 11 & 12');
    const aauw = award({
      title: 'AAUW Local Branch Undergraduate Scholarships (All Majors)',
      eligibility: 'Freshman (1st year), Sophomore (2nd year), Junior (3rd year), Senior (4th year)',
    });
    expect(valueOf(aauw, 'year')).toBeNull();
  });

  it("keeps the branches of science a field restriction names: a chemistry award is not every STEM major's", () => {
    const chemistry = award({
      title: 'ACS Catalyst Scholarship',
      eligibility: 'Chemistry / chemical-sciences majors, U.S. citizen/PR, 3.0+ GPA',
    });
    expect(valueOf(chemistry, 'field')).toBe('Chemistry, Chemical');
    expect(enrichOpportunity(chemistry).requiredMajors).toEqual(['STEM']);
    const goldwater = award({
      title: 'Barry Goldwater Scholarship',
      eligibility: 'Sophomores/juniors pursuing research careers in STEM',
    });
    expect(valueOf(goldwater, 'field')).toBe('STEM');
    expect(valueOf(goldwater, 'year')).toBe('Sophomores/juniors');
    const kingPlatt = award({
      title: 'The King-Platt Memorial Awards',
      description:
        'Up to five awards to graduate students enrolled in a MSc or PhD program in the Department of Biology whose work is related to the ecology of birds.',
    });
    expect(valueOf(kingPlatt, 'field')).toBe('Biology');
    const funder = award({
      title: 'Pell Grant',
      description: 'Awarded by the U.S. Department of Education to undergraduates with financial need.',
    });
    expect(valueOf(funder, 'field')).toBeNull();
    const sciencesPo = award({
      title: 'Emile Boutmy Scholarships',
      description:
        "Master's level dual-degree candidates, except for specific programs: the dual degree in Journalism Sciences Po/Columbia University.",
    });
    expect(valueOf(sciencesPo, 'field')).toBeNull();
  });

  it("reads a source's level list as the bands it names, and so the band it leaves out", () => {
    const postMatric = award({
      title: 'UP Post-Matric Scholarship (Other Than Intermediate) (Minority)',
      eligibility:
        'Level: Graduation (UG) / Post-Graduation (PG) / Diploma / Polytechnic / ITI Courses, Categories: Minority',
    });
    expect(valueOf(postMatric, 'level')).toBe('Undergraduate or Graduate');
    expect(enrichOpportunity(postMatric).requiredEducationLevel).toBe('Any');
    const graduation = award({ title: 'Merit Award', eligibility: 'Level: Graduation, Minimum marks 60%' });
    expect(valueOf(graduation, 'level')).toBe('Undergraduate');
    expect(enrichOpportunity(graduation).requiredEducationLevel).toBe('Undergraduate');
    const everyone = award({
      title: 'Youth Award',
      eligibility: 'level: Secondary School / University / College / Workplace or Apprenticeship',
    });
    expect(valueOf(everyone, 'level')).toBeNull();
  });

  it('reads an award for parents, and the mothers it is for as women', () => {
    const mink = award({
      title: 'Patsy Takemoto Mink Education Support Award',
      eligibility:
        'Low-income mothers (women age 17+) with minor children, Enrolled in an accredited U.S. postsecondary program',
    });
    expect(valueOf(mink, 'parent')).toBe('Parents of dependent children');
    expect(valueOf(mink, 'gender')).toBe('Female');
    expect(valueOf(mink, 'age')).toBe('17 or older');
  });

  it('reads a rural or small-town home as where the applicant lives', () => {
    const hagan = award({
      title: 'Hagan Scholarship',
      eligibility: 'Rural / small-town public high school seniors with financial need',
    });
    expect(valueOf(hagan, 'residency')).toBe('Rural areas or small towns');
  });

  it('reads every year or class a list names, not only the first', () => {
    const preMatric = award({
      title: 'Pre-Matric Scholarship for Students with Disabilities',
      eligibility: 'Level: Class 9 / Class 10, Categories: Disability',
    });
    expect(valueOf(preMatric, 'year')).toBe('Class 9 / Class 10');
    const seniors = award({ title: 'Senior Award', eligibility: 'High school seniors, 3.0 GPA' });
    expect(valueOf(seniors, 'year')).toBe('High school seniors');
  });

  it("reads an award for international students as not for the host country's citizens", () => {
    const toronto = award({
      title: 'Post-Secondary Scholarship for International Students – Diploma/Degree',
      location: 'Toronto, Canada',
    });
    expect(valueOf(toronto, 'citizenship')).toBe('Not citizens of Canada (international students)');
    const variant = award({
      title: 'The Rosemary Lucas Postgraduate Scholarship - Interior Design (International)',
      location: 'Glasgow, United Kingdom',
    });
    expect(valueOf(variant, 'citizenship')).toBe(
      'Not citizens of the United Kingdom (international students)',
    );
    const sciencesPo = award({
      title: 'Emile Boutmy Scholarships',
      description:
        '• Nationality: Open to first-time applicants who are international students from non-European Union (EU) states.',
      location: 'India',
    });
    expect(valueOf(sciencesPo, 'citizenship')).toBe(
      'Not citizens of the European Union or EEA (international students)',
    );
    const erasmus = award({
      title: 'Erasmus Mundus Joint Masters Scholarships',
      description:
        'Nationality: The scholarship is open to students from any country worldwide, including non-EU countries.',
    });
    expect(valueOf(erasmus, 'citizenship')).toBeNull();
    const fees = award({
      title: 'Heinrich Böll Foundation Scholarships',
      description: "For non-EU international Master's students, the monthly funding is approximately €992.",
    });
    expect(valueOf(fees, 'citizenship')).toBeNull();
    const radboud = award({
      title: 'Radboud Scholarship Programme',
      description: '• Hold a non-EU/non-EEA passport.',
    });
    expect(valueOf(radboud, 'citizenship')).toBe(
      'Not citizens of the European Union or EEA (international students)',
    );
    const both = award({
      title: 'International Student Scholarship',
      eligibility: 'Open to domestic and international students',
      location: 'Toronto, Canada',
    });
    expect(valueOf(both, 'citizenship')).toBeNull();
    const too = award({
      title: 'Weston Youth Innovation Award',
      eligibility: 'Education level: University / College, International students eligible',
      location: 'Canada',
    });
    expect(valueOf(too, 'citizenship')).toBeNull();
    const elsewhere = award({
      title: 'Dependants Bursary',
      eligibility:
        'You have financially dependent children. If you are an international student you may be eligible for the International Students Dependents Bursary.',
      location: 'Preston, United Kingdom',
    });
    expect(valueOf(elsewhere, 'citizenship')).toBeNull();
    const plymouth = award({
      title: 'School of Psychology Postgraduate Scholarship',
      eligibility:
        'This scholarship is available to international students who have met the conditions of their offer.',
      location: 'Plymouth, United Kingdom',
    });
    expect(valueOf(plymouth, 'citizenship')).toBe(
      'Not citizens of the United Kingdom (international students)',
    );
    expect(valueOf(award({ title: 'International Student Scholarship' }), 'citizenship')).toBeNull();
  });

  it("reads one Asian country's heritage as that heritage", () => {
    const row = award({
      title: 'Korean American Scholarship Foundation Scholarship',
      eligibility: 'Students of Korean heritage enrolled full-time in the U.S., 3.0+ GPA',
    });
    expect(enrichOpportunity(row).ethnicityRequirement).toBe('Korean');
    const exchange = award({
      title: 'Chinese Government Scholarship',
      eligibility: 'Open to all nationalities',
    });
    expect(enrichOpportunity(exchange).ethnicityRequirement).toBeNull();
  });

  it('reads membership of a federally recognized tribe as American Indian heritage', () => {
    const row = award({
      title: 'IHS Scholarship Program',
      eligibility:
        'Member (or descendant, some tracks) of a federally recognized tribe/Alaska Native village',
    });
    expect(valueOf(row, 'ethnicity')).toBe('American Indian/Alaska Native');
    // "Alaska Native" names a people, not residents of Alaska.
    expect(enrichOpportunity(row).requiredStates).toEqual([]);
  });

  it('reads an Indian state named in the title or the provider as residency', () => {
    const kanyashree = award({
      title: 'Kanyashree Prakalpa Scheme (K1 & K2) (West Bengal)',
      provider: 'Department of Women and Child Development, Government of West Bengal',
      eligibility: 'Level: Class 8-12 / UG, Gender: Female, Age: 13-18 years for K1',
    });
    const enriched = enrichOpportunity(kanyashree);
    expect(enriched.requiredStates).toEqual(['West Bengal']);
    expect(enriched.genderRequirement).toBe('Female');
    expect(valueOf(kanyashree, 'age')).toBe('Ages 13–18');
  });

  it("reads a state's own office as the provider as residency, and a state's university as none", () => {
    const states = (provider: string) =>
      enrichOpportunity(award({ title: 'Merit Scholarship', provider, eligibility: 'Level: UG' }))
        .requiredStates;
    expect(states('West Bengal Government')).toEqual(['West Bengal']);
    expect(states('Higher Education Dept, Uttarakhand')).toEqual(['Uttarakhand']);
    expect(states('Mizoram Scholarship Board')).toEqual(['Mizoram']);
    expect(
      states('State Examination Board (SEB) Gujarat / Ministry of Education, Government of India'),
    ).toEqual(['Gujarat']);
    expect(states('Kerala State Council for Science, Technology and Environment (KSCSTE)')).toEqual([
      'Kerala',
    ]);
    expect(states('Board of Governors, University of British Columbia')).toEqual([]);
    expect(states('Dean Students Welfare (DSW), University of Lucknow')).toEqual([]);
    expect(states('UGC / Ministry of Education')).toEqual([]);
  });

  it('reads "residents of", a state high school and "must attend"', () => {
    const row = award({
      title: 'Nevada Promise Scholarship',
      eligibility:
        'Recent Nevada high school graduate, Attend a participating Nevada community college. Must be a legal resident of Nevada.',
    });
    expect(enrichOpportunity(row).requiredStates).toEqual(['Nevada']);
    expect(valueOf(row, 'school')).toBe('A school in Nevada');
    const countries = award({
      title: 'Odenza Scholarship',
      eligibility: 'Be a resident of the United States or Canada',
    });
    expect(enrichOpportunity(countries).requiredCountries).toEqual(['United States', 'Canada']);
  });

  it('reads citizenship, GPA and need', () => {
    const row = award({
      title: '100 Black Men of America National Scholarship',
      eligibility: 'Graduating seniors or full-time undergrads, 2.5+ GPA, U.S. citizen/PR, Financial need',
    });
    const enriched = enrichOpportunity(row);
    expect(enriched.residencyRequirement).toBe('Citizens of the United States or permanent residents');
    expect(enriched.minGPA).toBe(2.5);
    expect(enriched.needBased).toBe(true);
    const daca = award({
      title: 'LULAC National Scholarship Fund',
      eligibility: 'U.S. citizen, permanent resident, or DACA recipient enrolled full-time',
    });
    expect(enrichOpportunity(daca).residencyRequirement).toBe(
      'Citizens of the United States, permanent residents or DACA recipients',
    );
    // "Black Men of America" names the sponsor, and men may apply: no gender, no heritage read.
    expect(enriched.genderRequirement).toBeNull();
  });

  it('reads a women-only award, but not a benefit, a preference or a sponsor', () => {
    expect(valueOf(award({ title: 'Women Techmakers Scholarship' }), 'gender')).toBe('Female');
    const loan = award({
      title: 'Bihar Student Credit Card',
      eligibility: 'Interest rate of 1% for boys, and 0% for girls, transgender, and disabled students.',
    });
    expect(valueOf(loan, 'gender')).toBeNull();
    expect(valueOf(loan, 'disability')).toBeNull();
    const preference = award({
      title: 'Hazel Cole Fellowship',
      description: 'Strongly encourages applications from women.',
    });
    expect(valueOf(preference, 'gender')).toBeNull();
    expect(valueOf(award({ title: "Nevada Women's Fund Scholarships" }), 'gender')).toBeNull();
  });

  it('reads groups listed as alternatives as no single restriction', () => {
    const row = award({
      title: 'CN Diversity Scholarship',
      eligibility: 'Grants for women, visible minorities, persons with disabilities or veterans.',
    });
    expect(readEligibility(row).restrictions.map((r) => r.criterion)).toEqual([]);
    const both = award({ title: 'Latina Leaders', eligibility: 'For Hispanic women in STEM.' });
    expect(valueOf(both, 'gender')).toBe('Female');
    expect(valueOf(both, 'ethnicity')).toBe('Hispanic/Latino');
  });

  it('reads every nationality of a list before "citizens" (NSA Scholarship Foundation)', () => {
    const row = award({
      title: 'NSA Scholarship Foundation Scholarship',
      eligibility: 'Declared accounting majors at accredited U.S. schools, 3.0+ GPA. U.S./Canadian citizens',
    });
    expect(valueOf(row, 'citizenship')).toBe('Citizens of the United States or Canada');
    expect(valueOf(award({ title: 'X', eligibility: 'US or Mexican nationals.' }), 'citizenship')).toBe(
      'Citizens of the United States or Mexico',
    );
  });

  it('does not read a citizenship the listing excludes', () => {
    const row = award({
      title: 'UTS International Scholarship',
      eligibility:
        'Be an international student (not an Australian citizen or permanent resident of Australia).',
    });
    expect(valueOf(row, 'citizenship')).toBeNull();
  });

  it('keeps a long sentence short as evidence, around what was read', () => {
    const long = `${'Applicants are judged on many things. '.repeat(2).trim()} ${'x'.repeat(300)} and must be a member of the Canadian Nuclear Society.`;
    const [membership] = readEligibility(award({ title: 'CNS Award', eligibility: long })).restrictions;
    expect(membership!.value).toBe('Member of Canadian Nuclear Society');
    expect(membership!.evidence.length).toBeLessThanOrEqual(222);
    expect(membership!.evidence).toContain('Canadian Nuclear');
  });

  it('reads an internship’s audience from its title', () => {
    const row = buildInternship({ sourceId: null, title: "Women's Winternship", company: 'Jane Street' });
    expect(readEligibility(row).restrictions).toEqual([
      { criterion: 'gender', value: 'Female', evidence: "Women's Winternship" },
    ]);
  });
});
