import { describe, expect, it } from 'vitest';
import { audienceTags } from './audience';
import { educationLevelFromText } from './education';
import { restrictedMajors } from './majors';
import { essayRequirement, lettersRequirement, transcriptRequirement } from './requirements';

// The phrases are quoted from seed records (Open Scholarships eligibility, Atila descriptions,
// Mastersportal and Simplify titles), with one or two written cases for the edges.

describe('essayRequirement', () => {
  it.each([
    'Atlas Shrugged Essay Contest',
    'NYC Injury Attorneys P.C. Essay Competition $500 Scholarship',
    'Earl James Weaver Graduate Student Essay Prize',
    'Recurring award; short essay, low barrier to entry',
    'Audio-essay competition open to all U.S. students in grades 9-12',
    'In addition to the application form, a 500-word essay, a transcript, two reference letters',
  ])('reads a requirement in %j', (text) => {
    expect(essayRequirement(text)).toBe(true);
  });

  it.each([
    'No essay, GPA, or test-score requirement; earn entries by completing college-planning steps',
    'Earned by joining volunteer / social-action campaigns; no GPA or essay',
  ])('reads "no essay" as not required in %j', (text) => {
    expect(essayRequirement(text)).toBe(false);
  });

  it('says nothing when the text does not', () => {
    expect(essayRequirement('Graduating seniors or full-time undergrads, 2.5+ GPA')).toBeNull();
  });
});

describe('transcript and letters', () => {
  it('reads the documents a listing asks for', () => {
    const text =
      'Official high school transcript Copy of SAT or ACT score report Two letters of recommendation';
    expect(transcriptRequirement(text)).toBe(true);
    expect(lettersRequirement(text)).toBe(2);
    expect(lettersRequirement('A letter of recommendation from a teacher/guidance counsellor')).toBe(1);
    expect(lettersRequirement('2 letters of reference with signatures')).toBe(2);
    expect(lettersRequirement('based on academics, community involvement, referee/reference letters')).toBe(
      2,
    );
  });

  it('reads a waiver as not required, and silence as nothing', () => {
    expect(transcriptRequirement('For other offices, academic transcripts are optional')).toBe(false);
    expect(lettersRequirement('No letters of recommendation needed')).toBe(0);
    expect(transcriptRequirement('Open to all students')).toBeNull();
    expect(lettersRequirement('Open to all students')).toBeNull();
  });
});

describe('restrictedMajors', () => {
  it.each([
    ['for students majoring in engineering or computer science', ['Engineering', 'Computer Science']],
    ['Chemistry / chemical-sciences majors, U.S. citizen/PR, 3.0+ GPA', ['STEM']],
    ['Accounting students; may require student-affiliate membership', ['Business']],
    ['Native American / Indigenous students in STEM', ['STEM']],
    ['Students pursuing journalism (sports writing, broadcast, diversity in journalism)', ['Humanities']],
    ['Study Scholarships - Postgraduate Studies in the Field of Architecture', ['Arts']],
    // Landscape design is planting and land, not the studio arts "design" names elsewhere.
    ['Horticulture, botany, forestry, landscape design majors', ['STEM']],
  ])('reads the restriction in %j', (text, expected) => {
    expect(restrictedMajors(text)).toEqual(expected);
  });

  it.each([
    'Students 18 or younger with a significant project in STEM, literature, music, or philosophy',
    'Students pursuing education in Nevada, with financial need and Nevada ties',
    'Graduating high school students',
    'Software Engineer Intern',
    'Software Engineering Intern - Undergraduates Only',
  ])('reads no restriction from a passing mention in %j', (text) => {
    expect(restrictedMajors(text)).toEqual([]);
  });
});

describe('educationLevelFromText', () => {
  it.each([
    ['Quant Researcher Intern (PhD)', 'Graduate'],
    ['Undergraduate Research Intern', 'Undergraduate'],
    ['U.S. high school students grades 9-12', 'High School'],
    ['Graduating seniors or full-time undergrads, 2.5+ GPA', 'Any'],
    ['Graduate from a Nevada high school and meet the GPA', null],
    ['Software Engineering Intern', null],
  ])('reads %j as %s', (text, level) => {
    expect(educationLevelFromText(text)).toBe(level);
  });
});

describe('audienceTags', () => {
  const tags = (eligibility: string, title = 'Scholarship', description: string | null = null) =>
    audienceTags({ title, eligibility, description });

  it('tags the groups a listing is for, with the chip tags the browse chips match', () => {
    expect(tags('Veterans, active-duty, Guard/Reserve, and their spouses')).toEqual(['military-veterans']);
    expect(tags('Graduating U.S. senior who self-identifies as LGBTQ+ or a supporter')).toEqual(['lgbtq']);
    expect(tags('Students of Hispanic heritage, Minimum GPA')).toEqual(['minority', 'hispanic-latino']);
    expect(tags('Black/African American high school seniors')).toEqual(['minority', 'black']);
    expect(tags('Legally blind students at a U.S. post-secondary institution')).toEqual(['disability']);
    expect(tags('Financial need; first-gen prioritized')).toEqual(['first-gen']);
    expect(tags('Open to international students')).toEqual(['international']);
    expect(tags('', 'Women in Technology Entrance Scholarships')).toEqual(['women']);
    expect(
      tags(
        'Level: Class 9-12',
        'M3M Foundation Lakshya Scholarship',
        'Covers specialized coaching fees, professional sports gear/kits, and travel for state championships.',
      ),
    ).toEqual(['athletes']);
    expect(tags('', 'Common Scholarship Application', 'Even if you’re not a star athlete, apply.')).toEqual(
      [],
    );
  });

  it('does not tag a group named without being the audience', () => {
    const clause =
      'Awards are granted without regard to race, color, creed, religion, sexual orientation, age, gender, disability.';
    expect(tags('', 'Church’s Community Scholarships', clause)).toEqual([]);
    expect(tags('Programs: German Studies / Hispanic Studies / Business')).toEqual([]);
    expect(tags('', 'Award', 'One male / one female applicant to be determined by the committee')).toEqual(
      [],
    );
    expect(
      tags('Audio-essay competition open to all U.S. students (no military affiliation required)'),
    ).toEqual([]);
    expect(tags('International students are not eligible')).toEqual([]);
  });
});
