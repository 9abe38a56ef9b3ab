import { describe, expect, it } from 'vitest';
import { coverLetterDocumentSchema, resumeDocumentSchema } from '../contracts/builder';
import { builderFixtures } from './fixtures';
import { coverLetterFrame, letterDate, starterResume } from './starter';

const { profiles, opportunities, resumes, today } = builderFixtures;

describe('starterResume', () => {
  it('fills contact, education, skills and a composed summary from a full profile', () => {
    expect(starterResume(profiles.full, 'modern')).toEqual({
      kind: 'resume',
      template: 'modern',
      contact: {
        name: 'Maya Rodriguez',
        email: 'maya.rodriguez@example.com',
        phone: '',
        location: 'Austin, Texas, United States',
        links: [],
      },
      summary:
        "Student pursuing a Bachelor's Degree in Computer Science with a 3.8 GPA, expected to graduate in 2027. " +
        'Skilled in Python, Data analysis, Public speaking and JavaScript. ' +
        'Interested in STEM, Community Service, Healthcare and Technology. ' +
        'Career goals: Become a software engineer building tools for public health.',
      education: [
        {
          title: "Bachelor's Degree in Computer Science",
          organization: '',
          location: '',
          dates: 'Expected 2027',
          bullets: ['GPA: 3.8'],
        },
      ],
      experience: [],
      projects: [],
      skills: ['Python', 'Data analysis', 'Public speaking', 'JavaScript'],
      activities: [],
    });
  });

  it('keeps a high-school major as a bullet after the GPA', () => {
    expect(starterResume(profiles.highSchool).education).toEqual([
      {
        title: 'High School',
        organization: '',
        location: '',
        dates: 'Expected 2026',
        bullets: ['GPA: 3.95', 'Intended major: Nursing'],
      },
    ]);
  });

  it('gives a sparse profile an empty education list and the classic template', () => {
    const resume = starterResume(profiles.sparse);
    expect(resume.template).toBe('classic');
    expect(resume.contact).toEqual({ name: 'Sam Lee', email: '', phone: '', location: '', links: [] });
    expect(resume.education).toEqual([]);
    expect(resume.summary).toBe('Motivated and eager to learn, ready to take on new responsibilities.');
  });

  it('leaves out missing parts of the location and repeated skills', () => {
    const resume = starterResume({
      ...profiles.counselor,
      state: null,
      skills: ['Mentoring', 'mentoring', ' '],
    });
    expect(resume.contact.location).toBe('Denver, United States');
    expect(resume.skills).toEqual(['Mentoring']);
  });

  it('is valid against the contract for every fixture profile', () => {
    for (const profile of Object.values(profiles)) {
      expect(resumeDocumentSchema.safeParse(starterResume(profile)).success).toBe(true);
    }
  });
});

describe('coverLetterFrame', () => {
  it('addresses a scholarship to its selection committee in the resume look', () => {
    expect(coverLetterFrame(resumes.full, opportunities.scholarship, today)).toEqual({
      kind: 'cover_letter',
      template: 'modern',
      contact: resumes.full.contact,
      date: 'November 25, 2026',
      recipient: ['Selection Committee', 'Bright Futures Foundation'],
      salutation: 'Dear Selection Committee,',
      body: '',
      closing: 'Sincerely,',
      signature: 'Maya Rodriguez',
    });
  });

  it('addresses an internship to its hiring team and leaves out an unknown organisation', () => {
    const letter = coverLetterFrame(
      resumes.empty,
      { ...opportunities.internship, organization: null },
      today,
    );
    expect(letter.recipient).toEqual(['Hiring Team']);
    expect(letter.salutation).toBe('Dear Hiring Team,');
    expect(letter.signature).toBe('Sam Lee');
    expect(coverLetterDocumentSchema.safeParse(letter).success).toBe(true);
  });

  it('dates the letter by the UTC day', () => {
    expect(letterDate(new Date('2026-12-31T23:30:00-05:00'))).toBe('January 1, 2027');
    expect(letterDate(new Date('2026-03-05T00:00:00Z'))).toBe('March 5, 2026');
  });

  it("dates the letter in the writer's time zone when given one", () => {
    expect(letterDate(new Date('2026-11-25T03:00:00Z'), 'America/Los_Angeles')).toBe('November 24, 2026');
  });

  it('addresses a selection committee before an opportunity is chosen', () => {
    const letter = coverLetterFrame(resumes.full, null, today);
    expect(letter.recipient).toEqual(['Selection Committee']);
    expect(letter.salutation).toBe('Dear Selection Committee,');
  });
});
