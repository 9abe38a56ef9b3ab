import { describe, expect, it } from 'vitest';
import { ANNUAL_DEADLINE_TEXT, deadlineLabel, derivedLabelsOf, sourceText, verifiedText } from './provenance';

describe('provenance wording', () => {
  it('names the source, or says the listing was posted here', () => {
    expect(sourceText('Open Scholarships')).toBe('From Open Scholarships');
    expect(sourceText(null)).toBe('Posted on FutureFund');
  });

  it('says "Verified" within 12 months, "Last verified" after, and admits no date', () => {
    expect(verifiedText('2026-06-16T00:00:00.000Z', '2026-11-24')).toBe('Verified Jun 2026');
    expect(verifiedText('2025-11-24T00:00:00.000Z', '2026-11-24')).toBe('Verified Nov 2025');
    expect(verifiedText('2025-11-23T23:59:00.000Z', '2026-11-24')).toBe('Last verified Nov 2025');
    expect(verifiedText('2023-07-19T10:00:00.000Z', '2026-11-24')).toBe('Last verified Jul 2023');
    // The month is the check's UTC month, wherever the reader is.
    expect(verifiedText('2026-05-31T23:30:00.000Z', '2026-11-24')).toBe('Verified May 2026');
    expect(verifiedText(null, '2026-11-24')).toBe('Not verified by its source');
  });

  it('gives undated annual listings the recurring-deadline advice', () => {
    expect(deadlineLabel({ deadline: '2027-01-15', dueDate: 'Annual' })).toBe('Jan 15, 2027');
    expect(deadlineLabel({ deadline: null, dueDate: 'Annual' })).toBe(ANNUAL_DEADLINE_TEXT);
    expect(ANNUAL_DEADLINE_TEXT).toBe('Annual — check this year’s deadline on the sponsor’s page');
    expect(deadlineLabel({ deadline: null, dueDate: 'Rolling' })).toBe('No deadline listed');
    expect(deadlineLabel({ deadline: null, dueDate: null })).toBe('No deadline listed');
  });

  it('labels derived fields once each', () => {
    expect(derivedLabelsOf(['stateCodes', 'cities', 'essayRequired', 'unknownField'])).toEqual([
      'location',
      'essay required',
    ]);
  });
});
