import { describe, expect, it } from 'vitest';
import type { CoverLetterDocument } from '../contracts/builder';
import { builderFixtures } from './fixtures';
import { coverLetterToText, resumeSections, resumeToText } from './resume-text';

const { full, empty } = builderFixtures.resumes;

describe('resumeSections', () => {
  it('lists the filled sections in the contract order with their headings', () => {
    const sections = resumeSections(full);
    expect(sections.map((section) => [section.key, section.label])).toEqual([
      ['summary', 'Summary'],
      ['education', 'Education'],
      ['experience', 'Experience'],
      ['projects', 'Projects'],
      ['skills', 'Skills'],
      ['activities', 'Activities'],
    ]);
    expect(sections.find((section) => section.key === 'skills')?.text).toBe(
      'Python, Data analysis, Public speaking, JavaScript',
    );
  });

  it('writes an entry as heading, place and dates, then its bullets, and labels it by title', () => {
    const experience = resumeSections(full).find((section) => section.key === 'experience');
    expect(experience?.entries.map((entry) => entry.label)).toEqual(['Lab Assistant', 'Math Tutor']);
    expect(experience?.entries[0]?.text).toBe(
      [
        'Lab Assistant — Riverside Research Labs',
        'Austin, TX · Jun 2025 – Aug 2025',
        '- Analyzed sensor data with Python for 3 research projects',
        '- Presented weekly findings to a team of 8',
      ].join('\n'),
    );
  });

  it('skips empty sections and empty entries, and labels an untitled entry by its organisation', () => {
    expect(resumeSections(empty)).toEqual([]);
    const resume = {
      ...empty,
      skills: ['  '],
      activities: [
        { title: '', organization: 'Food Bank', location: '', dates: '', bullets: [] },
        { title: '', organization: '', location: '', dates: '', bullets: [' '] },
      ],
    };
    expect(resumeSections(resume)).toEqual([
      {
        key: 'activities',
        label: 'Activities',
        text: 'Food Bank',
        entries: [{ label: 'Food Bank', text: 'Food Bank' }],
      },
    ]);
  });
});

describe('resumeToText', () => {
  it('puts the contact block first and a blank line between sections', () => {
    const text = resumeToText(full);
    expect(
      text.startsWith(
        'Maya Rodriguez\nmaya.rodriguez@example.com · (512) 555-0142 · Austin, Texas, United States · github.com/mayarod\n\nSummary\n',
      ),
    ).toBe(true);
    expect(text).toContain('\n\nSkills\nPython, Data analysis, Public speaking, JavaScript\n\nActivities\n');
    expect(text).not.toMatch(/\n{3}/);
  });

  it('is only the name for a resume with nothing else', () => {
    expect(resumeToText(empty)).toBe('Sam Lee');
  });
});

describe('coverLetterToText', () => {
  it('reads sender, date, recipient, salutation, paragraphs, closing and signature in order', () => {
    const letter: CoverLetterDocument = {
      kind: 'cover_letter',
      template: 'classic',
      contact: { name: 'Sam Lee', email: 'sam@example.com', phone: '', location: '', links: [] },
      date: 'November 25, 2026',
      recipient: ['Selection Committee', 'Bright Futures Foundation'],
      salutation: 'Dear Selection Committee,',
      body: 'First paragraph.\n\n\n  Second paragraph.  ',
      closing: 'Sincerely,',
      signature: 'Sam Lee',
    };
    expect(coverLetterToText(letter)).toBe(
      [
        'Sam Lee\nsam@example.com',
        'November 25, 2026',
        'Selection Committee\nBright Futures Foundation',
        'Dear Selection Committee,',
        'First paragraph.',
        'Second paragraph.',
        'Sincerely,\nSam Lee',
      ].join('\n\n'),
    );
  });
});
