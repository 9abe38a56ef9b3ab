import { describe, expect, it } from 'vitest';
import { lastTermEnd, seasonsEnded, termEndDate } from './seasons';

describe('internship terms and when they end (ADR 015)', () => {
  it.each([
    ['Winter 2026', '2026-03-31'],
    ['Spring 2024', '2024-06-30'],
    ['Summer 2025', '2025-08-31'],
    ['Fall 2024', '2024-12-31'],
    ['autumn 2027', '2027-12-31'],
    ['  SUMMER   2026 ', '2026-08-31'],
  ])('%s ends on %s', (term, end) => {
    expect(termEndDate(term)).toBe(end);
  });

  it.each(['Summer', 'Rolling', '2026', 'Summer 26', 'Summer 2026 / Fall 2026', ''])(
    'reads no end date from "%s"',
    (term) => {
      expect(termEndDate(term)).toBeNull();
    },
  );

  it('takes the last of several terms', () => {
    expect(lastTermEnd(['Summer 2024', 'Fall 2025', 'Spring 2025'])).toBe('2025-12-31');
    expect(lastTermEnd(['Rolling'])).toBeNull();
  });

  it('shows ended seasons closed at a fixed date, 2026-11-24', () => {
    const today = '2026-11-24';
    expect(seasonsEnded(['Summer 2024'], today)).toBe(true);
    expect(seasonsEnded(['Summer 2025', 'Fall 2025'], today)).toBe(true);
    expect(seasonsEnded(['Summer 2026'], today)).toBe(true);
    expect(seasonsEnded(['Fall 2026'], today)).toBe(false);
    expect(seasonsEnded(['Summer 2024', 'Summer 2027'], today)).toBe(false);
    expect(seasonsEnded(['Rolling'], today)).toBe(false);
  });

  it('keeps a term open through its last day', () => {
    expect(seasonsEnded(['Summer 2026'], '2026-08-31')).toBe(false);
    expect(seasonsEnded(['Summer 2026'], '2026-09-01')).toBe(true);
  });
});
