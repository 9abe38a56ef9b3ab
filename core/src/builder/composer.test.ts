import { describe, expect, it } from 'vitest';
import { composeCoverLetter, composeResumeSummary } from './composer';
import { checkFacts, factSources } from './fact-check';
import type { BuilderFacts, OpportunityFacts } from './facts';
import { builderFixtures } from './fixtures';
import { starterResume } from './starter';

const { profiles, opportunities, resumes, facts } = builderFixtures;

type LetterFacts = BuilderFacts & { opportunity: OpportunityFacts };
const letterFacts = (
  profile: keyof typeof profiles,
  opportunity: keyof typeof opportunities,
): LetterFacts => {
  const resume = profile === 'full' ? resumes.full : starterResume(profiles[profile]);
  return {
    ...facts(profiles[profile], resume, opportunities[opportunity]),
    opportunity: opportunities[opportunity],
  };
};

const cases = (['full', 'sparse', 'counselor', 'highSchool'] as const).flatMap((profile) =>
  (['scholarship', 'internship'] as const).map((opportunity) => [profile, opportunity] as const),
);

/** Well-formed prose: no placeholders, no doubled spaces or punctuation, every sentence ended. */
function expectWellFormed(text: string) {
  expect(text).not.toMatch(/undefined|null|NaN|\[object/);
  expect(text).not.toMatch(/ {2}|\s[.,]|\.\.|,,|\n{3}/);
  expect(text.trim()).toBe(text);
  for (const paragraph of text.split('\n\n')) expect(paragraph).toMatch(/^[A-Z].*[.!?]$/s);
}

describe('composeCoverLetter', () => {
  it.each(cases)('invents nothing for the %s profile and the %s', (profile, opportunity) => {
    const input = letterFacts(profile, opportunity);
    const text = composeCoverLetter(input);
    expect(checkFacts(text, factSources(input)).flags).toEqual([]);
    expectWellFormed(text);
    const paragraphs = text.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(paragraphs.length).toBeLessThanOrEqual(4);
    expect(paragraphs[0]).toContain(opportunities[opportunity].title);
    expect(paragraphs[0]).toContain(opportunities[opportunity].organization);
  });

  it('writes the full profile’s scholarship letter from its facts', () => {
    expect(composeCoverLetter(letterFacts('full', 'scholarship'))).toBe(
      [
        "I am writing to apply for the Future Leaders in STEM Scholarship offered by Bright Futures Foundation. I am pursuing a Bachelor's Degree in Computer Science, and I expect to graduate in 2027. My current GPA is 3.8.",
        'My background matches what this scholarship looks for, including Computer Science. As Lab Assistant at Riverside Research Labs, I analyzed sensor data with Python for 3 research projects. As Math Tutor at Eastside Learning Center, I tutored 12 students in algebra and statistics.',
        'I am especially interested in STEM, Community Service and Healthcare. Looking ahead, my career goal is to become a software engineer building tools for public health. This scholarship would help me take the next step toward that goal.',
        'Thank you for considering my application. I would be grateful for your support and would be glad to answer any questions about my application.',
      ].join('\n\n'),
    );
  });

  it('writes a shorter letter from a name only', () => {
    expect(composeCoverLetter(letterFacts('sparse', 'internship'))).toBe(
      [
        'I am writing to apply for the Data Science Intern position at Helix Health Labs.',
        'This role stands out to me because of its focus on Healthcare, Computer Science and Statistics.',
        'Thank you for considering my application. I would welcome the chance to discuss how I can contribute to Helix Health Labs.',
      ].join('\n\n'),
    );
  });

  it('matches the internship’s skills and names experience in the user’s own words', () => {
    const text = composeCoverLetter(letterFacts('full', 'internship'));
    expect(text).toContain('including Python, Computer Science and Statistics.');
    expect(text).toContain('contribute to Helix Health Labs.');
  });

  it('stays grammatical without an organisation, keywords or a verb-led bullet', () => {
    const opportunity = {
      ...opportunities.internship,
      organization: null,
      description: '',
      tags: [],
      majors: [],
      skills: [],
      requirements: [],
    };
    const resume = {
      ...resumes.empty,
      projects: [
        {
          title: 'Weather Station',
          organization: '',
          location: '',
          dates: '',
          bullets: ['Arduino and sensors'],
        },
      ],
    };
    const input = { ...facts(profiles.sparse, resume, opportunity), opportunity };
    const text = composeCoverLetter(input);
    expect(text).toBe(
      [
        'I am writing to apply for the Data Science Intern position.',
        'I worked on Weather Station.',
        'Thank you for considering my application. I would welcome the chance to discuss how I can contribute to your team.',
      ].join('\n\n'),
    );
    expect(checkFacts(text, factSources(input)).flags).toEqual([]);
  });

  it('does not call an internship programme a position', () => {
    const opportunity = { ...opportunities.internship, title: 'Summer Data Internship' };
    const text = composeCoverLetter({ ...letterFacts('sparse', 'internship'), opportunity });
    expect(text.split('\n')[0]).toBe(
      'I am writing to apply for the Summer Data Internship at Helix Health Labs.',
    );
  });

  it('keeps a bullet that opens with a skill name capitalised', () => {
    const resume = {
      ...resumes.full,
      experience: [
        {
          title: 'Analyst',
          organization: 'Data Co',
          location: '',
          dates: '',
          bullets: ['Python scripts saved 5 hours a week'],
        },
      ],
    };
    expect(composeCoverLetter({ ...letterFacts('full', 'internship'), resume })).toContain(
      'I have worked as Analyst at Data Co.',
    );
  });

  it.each([
    ['I want to teach.', 'I want to teach.'],
    ['To lead a nonprofit', 'Looking ahead, my career goal is to lead a nonprofit.'],
    ['Data science in healthcare', 'Looking ahead, my career goals center on data science in healthcare.'],
  ])('phrases the career goal %j', (careerGoals, sentence) => {
    const input = letterFacts('counselor', 'scholarship');
    expect(composeCoverLetter({ ...input, profile: { ...input.profile, careerGoals } })).toContain(sentence);
  });
});

describe('composeResumeSummary', () => {
  it('writes the full profile’s summary, naming experience from the resume', () => {
    expect(composeResumeSummary(facts(profiles.full, resumes.full, null))).toBe(
      "Student pursuing a Bachelor's Degree in Computer Science with a 3.8 GPA, expected to graduate in 2027. " +
        'Skilled in Python, Data analysis, Public speaking and JavaScript. ' +
        'Experience as Lab Assistant at Riverside Research Labs and Math Tutor at Eastside Learning Center. ' +
        'Interested in STEM, Community Service, Healthcare and Technology. ' +
        'Career goals: Become a software engineer building tools for public health.',
    );
  });

  it('puts the skills an opportunity asks for first', () => {
    const summary = composeResumeSummary(
      facts(
        profiles.full,
        { ...resumes.full, skills: ['Public speaking', 'JavaScript', 'Python'] },
        opportunities.internship,
      ),
    );
    expect(summary).toContain('Skilled in Python, Public speaking and JavaScript.');
  });

  it.each(Object.keys(profiles) as (keyof typeof profiles)[])(
    'invents nothing for the %s profile',
    (name) => {
      const input = facts(profiles[name], starterResume(profiles[name]), opportunities.scholarship);
      const summary = composeResumeSummary(input);
      expect(checkFacts(summary, factSources(input)).flags).toEqual([]);
      expectWellFormed(summary);
    },
  );

  it('is neutral for a profile with only a name, and omits education for a counselor', () => {
    expect(composeResumeSummary(facts(profiles.sparse, resumes.empty, null))).toBe(
      'Motivated and eager to learn, ready to take on new responsibilities.',
    );
    expect(composeResumeSummary(facts(profiles.counselor, resumes.empty, null))).toBe(
      'Skilled in Mentoring and Event planning. Interested in Education and Nonprofit. Career goals: Help first-generation students find and win scholarships.',
    );
  });
});
