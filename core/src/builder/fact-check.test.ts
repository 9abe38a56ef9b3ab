import { describe, expect, it } from 'vitest';
import { checkFacts, factCandidates, factSources } from './fact-check';
import { builderFixtures } from './fixtures';

const { profiles, opportunities, resumes } = builderFixtures;

const invented =
  'During my internship at Google, I studied at Stanford University with a 3.9 GPA and earned a B.S. in Physics. I won $10,000 in awards.';

const flagged = (text: string, sources: readonly string[]) =>
  checkFacts(text, sources).flags.map((flag) => [flag.kind, flag.text]);

describe('checkFacts on an invented text', () => {
  const sources = factSources(builderFixtures.facts(profiles.full, resumes.full, opportunities.scholarship));

  it('flags exactly the invented employer, school, GPA, degree and amount, with offsets', () => {
    const result = checkFacts(invented, sources);
    expect(result.flags.map((flag) => [flag.kind, flag.text])).toEqual([
      ['organization', 'Google'],
      ['school', 'Stanford University'],
      ['number', '3.9'],
      ['degree', 'B.S. in Physics'],
      ['number', '$10,000'],
    ]);
    expect(result.checked).toBe(5);
    for (const flag of result.flags) expect(invented.slice(flag.start, flag.end)).toBe(flag.text);
  });

  it('flags nothing when the sources hold those facts in other spellings', () => {
    const own = [
      'Software intern, Google (summer)',
      'Stanford University, Bachelor of Science in Physics',
      'GPA 3.90',
      'Awards totalling $10000',
    ];
    expect(checkFacts(invented, own)).toEqual({ flags: [], checked: 5 });
  });
});

describe('checkFacts on a grounded text', () => {
  it('flags nothing in a model-style letter that keeps to the facts', () => {
    const letter = [
      'Dear Hiring Team,',
      'I am excited to apply for the Data Science Intern position at Helix Health Labs. As a Computer Science student at the University of Texas at Austin, expected to graduate in 2027 with a 3.8 GPA, I have built a foundation in Python and data analysis.',
      'Last summer, as a Lab Assistant at Riverside Research Labs, I analyzed sensor data with Python for 3 research projects and presented weekly findings to a team of 8. I also built a JavaScript dashboard showing wait times for 4 local clinics.',
      'Outside the classroom, I lead the Women in Computing Club, where I organized coding workshops for 60 middle school students. I hope to become a software engineer building tools for public health.',
      'Thank you for your time and consideration.',
      'Sincerely,\nMaya Rodriguez',
    ].join('\n\n');
    const sources = factSources(builderFixtures.facts(profiles.full, resumes.full, opportunities.internship));
    const result = checkFacts(letter, sources);
    expect(result.flags).toEqual([]);
    expect(factCandidates(letter).map((candidate) => candidate.text)).toEqual([
      'Data Science Intern',
      'Helix Health Labs',
      'University of Texas at Austin',
      '2027',
      '3.8',
      'Riverside Research Labs',
      'Python',
      '3',
      '8',
      '4',
      '60',
    ]);
    expect(result.checked).toBe(11);
  });

  it('checks each name joined by "and" on its own', () => {
    expect(
      flagged('I worked with Python and Rust at Helix Health Labs.', ['Python', 'Helix Health Labs']),
    ).toEqual([['organization', 'Rust']]);
  });

  it('stays fast on the longest text it accepts, however it is written', () => {
    // Long runs of capitalised words made the phrase patterns backtrack quadratically before
    // their lengths were bounded; a generous budget still catches that on a busy machine.
    const started = performance.now();
    for (const unit of ['Abc ', 'A.B ', 'Abc of ', '1,234 ', 'at Abc and ']) {
      checkFacts(unit.repeat(20_000 / unit.length), ['Abc']);
    }
    expect(performance.now() - started).toBeLessThan(600);
  });
});

describe('numbers', () => {
  it.each([
    ['A $5,000 award', ['Amount: 5000'], []],
    ['A 3.80 GPA', ['GPA 3.8'], []],
    ['Up 25% in 2024', ['grew 25 percent', 'since 2024'], []],
    ['Raised $10k', ['raised $10,000'], []],
    ['A $1 million grant', ['$1,000,000'], []],
    ['Graduating in 2027', ['Expected 2026'], [['number', '2027']]],
    ['Led 12 volunteers', [], [['number', '12']]],
  ])('%s', (text, sources, expected) => {
    expect(flagged(text, sources)).toEqual(expected);
  });

  it('ignores list numbering, ordinals, codes and the later parts of ranges and dates', () => {
    const text = '1. Tutored in the 21st century\n2) Served K-12 students, COVID-19, 2024-2025, 11/25/2026';
    expect(factCandidates(text).map((candidate) => candidate.text)).toEqual(['2024', '11']);
  });
});

describe('degrees', () => {
  it.each([
    ["a Bachelor's Degree in Computer Science", ["Bachelor's Degree", 'Computer Science'], []],
    ["a bachelor's degree", ['B.S. in Biology'], []],
    ['a B.S. in Biology', ["Bachelor's Degree", 'Biology'], [['degree', 'B.S. in Biology']]],
    ['a BS in Biology', ['Bachelor of Science', 'Biology'], []],
    ['a BA degree', ['B.A. in English'], []],
    ['an M.S. in Chemistry', ['Master of Science in Chemistry'], []],
    ['my MBA', ['M.B.A.'], []],
    ['a Ph.D. in History', ['PhD, History'], []],
    ["an Associate's degree", ['Associate of Arts'], []],
    ['my GED', ['high school diploma'], [['degree', 'GED']]],
    ['a B.S. in Chemistry', ['B.S. in Physics'], [['degree', 'B.S. in Chemistry']]],
  ])('%s against %j', (text, sources, expected) => {
    expect(flagged(text, sources)).toEqual(expected);
  });

  it('does not read states or words as degrees', () => {
    expect(factCandidates('I live in Boston, MA and I was as busy as ever.')).toEqual([]);
  });
});

describe('schools and organisations', () => {
  it.each([
    ['I attended Lincoln High School.', ['Lincoln High School'], []],
    [
      'I attended Lincoln University.',
      ['Lincoln, Nebraska', 'Stanford University'],
      [['school', 'Lincoln University']],
    ],
    ['The University of Austin', ['Austin, TX'], [['school', 'University of Austin']]],
    ['Attending Stanford University taught me a lot.', ['Stanford University'], []],
    ['I studied at the University of Texas at Austin.', ['University of Texas at Austin'], []],
    ['I am a High School senior.', [], []],
    ['I volunteered with the Red Cross.', ['Red Cross volunteer'], []],
    ['I interned at Acme Robotics Inc. last year.', ['Acme Robotics Inc'], []],
    ["I worked for Google's cloud team.", ['Google'], []],
    ['I joined Microsoft in 2024.', ['2024'], [['organization', 'Microsoft']]],
    ['My work with Helix Health Labs', [], [['organization', 'Helix Health Labs']]],
    ['A gift from the Gates Foundation', ['Bill & Melinda Gates Foundation'], []],
    ['I interned at Zürich Insurance Group.', ['Zurich Insurance Group'], []],
    ['I interned at Zürich Insurance Group.', ['Zürich'], [['organization', 'Zürich Insurance Group']]],
    [
      'I studied at Universidad de los Andes and École Normale Institute.',
      ['Ecole Normale Institute'],
      [['organization', 'Universidad']],
    ],
  ])('%s', (text, sources, expected) => {
    expect(flagged(text, sources)).toEqual(expected);
  });

  it('accepts a name that leaves out a short aside of its source, and nothing looser', () => {
    const sources = [
      'Marie Skłodowska-Curie Actions (MSCA) Doctoral Networks, funded by the European Commission',
    ];
    const text =
      'I am applying to the Marie Skłodowska-Curie Actions Doctoral Networks. I interned at Google.';
    expect(checkFacts(text, sources).flags.map((flag) => flag.text)).toEqual(['Google']);
    const loose = 'I worked at the Marie Curie Research Foundation.';
    expect(checkFacts(loose, sources).flags.map((flag) => flag.kind)).toEqual(['organization']);
  });

  it('never takes months, days, seasons, "I", salutations or the product name for an organisation', () => {
    const text =
      'Dear Selection Committee, I worked from September to May, on Monday with I and FutureFund for Summer.';
    expect(factCandidates(text)).toEqual([]);
  });
});

describe('factSources', () => {
  it('lists profile fields, the resume text, documents and the opportunity, without empty entries', () => {
    const facts = {
      ...builderFixtures.facts(profiles.sparse, resumes.empty, opportunities.internship),
      documents: [{ name: 'essay.pdf', text: 'My essay about Lincoln High School.' }],
    };
    const sources = factSources(facts);
    expect(sources).toContain('Sam Lee');
    expect(sources).toContain('My essay about Lincoln High School.');
    expect(sources).toContain('Helix Health Labs');
    expect(sources).toContain('Austin, TX');
    expect(sources).not.toContain('');
    expect(factSources(builderFixtures.facts(profiles.full, resumes.full, null))).toContain('2027');
  });
});
