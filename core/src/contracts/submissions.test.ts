import { describe, expect, it } from 'vitest';
import {
  analyticsQuerySchema,
  opportunitySubmissionSchema,
  rejectSubmissionSchema,
  submissionMessages,
  type OpportunitySubmissionInput,
} from './submissions';

// Product §5 "Opportunity submission": one schema for the form and the server, so every rule and
// its exact message is checked here once.

const scholarship: OpportunitySubmissionInput = {
  type: 'scholarship',
  title: 'Community Nursing Scholarship',
  description: 'For students entering a nursing programme this autumn.',
  awardAmount: '$2,500',
  dueDate: '2099-03-01',
};
const internship: OpportunitySubmissionInput = {
  type: 'internship',
  title: 'Summer Data Analyst Intern',
  description: 'Work with our analytics team on real datasets all summer.',
  company: 'Riverbend Analytics',
  position: 'Data Analyst Intern',
};

/** The messages of a failed parse (empty when it passes). */
function messages(input: unknown): string[] {
  const result = opportunitySubmissionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('opportunitySubmissionSchema', () => {
  it('accepts a minimal scholarship and internship with the defaults filled', () => {
    expect(opportunitySubmissionSchema.parse(scholarship)).toMatchObject({
      isPaid: false,
      isRemote: false,
      isHybrid: false,
      requiredEducationLevel: 'Any',
      requiredMajors: [],
      requiredSkills: [],
      tags: [],
      essayRequired: false,
      transcriptRequired: false,
      lettersOfRecRequired: 0,
    });
    expect(messages(internship)).toEqual([]);
  });

  it.each([
    [{ ...scholarship, type: undefined }, submissionMessages.typeRequired],
    [{ ...scholarship, type: 'grant' }, submissionMessages.typeRequired],
    [{ ...scholarship, title: 'Abcd' }, submissionMessages.titleMin],
    [{ ...scholarship, title: 'x'.repeat(201) }, submissionMessages.titleMax],
    [{ ...scholarship, description: 'x'.repeat(19) }, submissionMessages.descriptionMin],
    [{ ...scholarship, description: 'x'.repeat(5001) }, submissionMessages.descriptionMax],
    [{ ...scholarship, url: 'not a url' }, submissionMessages.url],
    [{ ...scholarship, url: 'javascript:alert(1)' }, submissionMessages.url],
    [{ ...scholarship, awardAmount: '  ' }, submissionMessages.awardRequired],
    [{ ...scholarship, dueDate: '' }, submissionMessages.deadlineRequired],
    [{ ...scholarship, dueDate: 'next March' }, submissionMessages.deadlineFormat],
    [{ ...scholarship, dueDate: '2099-02-31x' }, submissionMessages.deadlineFormat],
    [{ ...internship, company: '' }, submissionMessages.companyRequired],
    [{ ...internship, position: undefined }, submissionMessages.positionRequired],
    [{ ...internship, startDate: '2099-06-02', endDate: '2099-06-01' }, submissionMessages.endBeforeStart],
    [{ ...scholarship, lettersOfRecRequired: -1 }, submissionMessages.letters],
    [{ ...scholarship, lettersOfRecRequired: 6 }, submissionMessages.letters],
    [{ ...scholarship, lettersOfRecRequired: 1.5 }, submissionMessages.letters],
    [{ ...scholarship, minGPA: '5.01' }, submissionMessages.gpa],
    [{ ...scholarship, minGPA: 'abc' }, submissionMessages.gpa],
    [{ ...scholarship, requiredMajors: ['x'.repeat(81)] }, submissionMessages.listItem],
    [
      { ...scholarship, tags: Array.from({ length: 31 }, (_, i) => `tag ${i}`) },
      submissionMessages.listLength,
    ],
  ])('refuses with the §5 message (%#)', (input, message) => {
    expect(messages(input)).toContain(message);
  });

  it('drops empty list items, trims them and keeps duplicates once', () => {
    const parsed = opportunitySubmissionSchema.parse({
      ...internship,
      requiredSkills: [' SQL ', '', '   ', 'SQL', 'Python'],
    });
    expect(parsed.requiredSkills).toEqual(['SQL', 'Python']);
  });

  it('treats blank optional text, dates and URLs as not given', () => {
    const parsed = opportunitySubmissionSchema.parse({
      ...internship,
      url: '',
      startDate: '',
      endDate: '',
      location: '   ',
      minGPA: '',
    });
    expect(parsed.url).toBeUndefined();
    expect(parsed.startDate).toBeUndefined();
    expect(parsed.endDate).toBeUndefined();
    expect(parsed.location).toBeUndefined();
    expect(parsed.minGPA).toBeUndefined();
  });

  it('accepts an end date on the start date and a GPA of up to two decimals', () => {
    expect(messages({ ...internship, startDate: '2099-06-01', endDate: '2099-06-01' })).toEqual([]);
    expect(messages({ ...scholarship, minGPA: '3.75' })).toEqual([]);
    expect(messages({ ...scholarship, minGPA: '5' })).toEqual([]);
  });

  it('does not ask an internship for an award or a scholarship for a company', () => {
    expect(messages(internship)).not.toContain(submissionMessages.awardRequired);
    expect(messages(scholarship)).not.toContain(submissionMessages.companyRequired);
  });
});

describe('review and analytics inputs', () => {
  it('requires a reason to reject', () => {
    const result = rejectSubmissionSchema.safeParse({ reason: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(submissionMessages.rejectReasonRequired);
    expect(rejectSubmissionSchema.safeParse({}).error?.issues[0]?.message).toBe(
      submissionMessages.rejectReasonRequired,
    );
  });

  it('takes an analytics window of 7 to 365 days, 30 by default', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ days: 30 });
    expect(analyticsQuerySchema.parse({ days: '90' })).toEqual({ days: 90 });
    expect(analyticsQuerySchema.safeParse({ days: '6' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ days: '366' }).success).toBe(false);
  });
});
