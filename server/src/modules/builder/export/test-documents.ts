import type { CoverLetterDocument, ResumeDocument, ResumeEntry } from '@futurefund/core';

// Fixed documents the export tests and the bench render; every field is filled so nothing is skipped.

const entry = (title: string, organization: string, bullets: string[]): ResumeEntry => ({
  title,
  organization,
  location: 'Seattle, WA',
  dates: 'Sep 2024 – Present',
  bullets,
});

export const resumeFixture: ResumeDocument = {
  kind: 'resume',
  template: 'classic',
  contact: {
    name: 'Zoë Nguyễn',
    email: 'zoe@example.com',
    phone: '(206) 555-0100',
    location: 'Seattle, WA',
    links: ['github.com/zoe-nguyen'],
  },
  summary: 'Computer science student who builds tools that help classmates find funding.',
  education: [entry('B.S. Computer Science', 'University of Washington', ['Dean’s List, four quarters'])],
  experience: [
    entry('Research Assistant', 'Paul G. Allen School', [
      'Cleaned and labelled 12,000 survey responses',
      'Wrote the lab’s data validation scripts in Python',
    ]),
  ],
  projects: [entry('Scholarship Finder', 'Hackathon team', ['Built a search over 500 listings'])],
  skills: ['Python', 'TypeScript', 'SQL'],
  activities: [entry('Treasurer', 'Robotics Club', ['Managed a $4,000 budget'])],
};

/** A resume that fills three pages in every template. */
export const longResumeFixture: ResumeDocument = {
  ...resumeFixture,
  experience: Array.from({ length: 10 }, (_, i) =>
    entry(`Role ${i + 1}`, `Employer ${i + 1}`, [
      ...Array.from(
        { length: 5 },
        (_, j) =>
          `Achievement ${i + 1}.${j + 1}: delivered a measurable improvement for the team, described at length so the bullet wraps onto a second line`,
      ),
    ]),
  ),
};

export const coverLetterFixture: CoverLetterDocument = {
  kind: 'cover_letter',
  template: 'modern',
  contact: resumeFixture.contact,
  date: 'November 25, 2026',
  recipient: ['Scholarship Committee', 'Cascade Foundation', 'Seattle, WA'],
  salutation: 'Dear Scholarship Committee,',
  body: 'I am applying for the Cascade STEM Scholarship.\n\nAt the Paul G. Allen School I cleaned and labelled survey data.\n\nThank you for considering my application.',
  closing: 'Sincerely,',
  signature: 'Zoë Nguyễn',
};
