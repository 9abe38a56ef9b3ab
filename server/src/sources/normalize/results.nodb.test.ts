import { describe, expect, it } from 'vitest';
import { buildInternship, buildScholarship } from './defaults';
import { collectResults, skip } from './results';
import { latestTerm } from './seasons';
import { includesHybrid, includesRemote, joinLocations } from './location';
import { fromUnixSeconds, toIsoTimestamp } from './timestamps';

describe('collectResults', () => {
  it('passes valid rows and skips invalid ones with the failing field, never half a row', () => {
    const good = buildScholarship({ sourceId: 'a', title: 'Good Scholarship' });
    const badDeadline = buildScholarship({ sourceId: 'b', title: 'Bad', deadline: 'Feb 30' });
    const badGpa = buildInternship({ sourceId: 'c', title: 'Bad', minGPA: 42 });
    const result = collectResults([good, badDeadline, skip('d', 'missing title'), badGpa]);
    expect(result.opportunities).toEqual([good]);
    expect(result.skipped).toEqual([
      { sourceId: 'b', reason: 'invalid deadline' },
      { sourceId: 'd', reason: 'missing title' },
      { sourceId: 'c', reason: 'invalid minGPA' },
    ]);
  });
});

describe('latestTerm', () => {
  it('picks the most recent term, winter first within a year', () => {
    expect(latestTerm(['Fall 2023', 'Winter 2024', 'Spring 2024'])).toBe('Spring 2024');
    expect(latestTerm(['Summer 2025', 'Winter 2025'])).toBe('Summer 2025');
    expect(latestTerm(['Multiple'])).toBe('Multiple');
    expect(latestTerm([])).toBeNull();
  });
});

describe('locations', () => {
  it('joins, de-duplicates and detects remote, virtual and hybrid options', () => {
    expect(joinLocations(['NYC', ' NYC ', 'Remote in USA', ''])).toBe('NYC; Remote in USA');
    expect(joinLocations([])).toBeNull();
    expect(includesRemote(['Virtual'])).toBe(true);
    expect(includesRemote(['Remotely, TX'])).toBe(false);
    expect(includesHybrid(['Wayne, PA Hybrid'])).toBe(true);
  });
});

describe('timestamps', () => {
  it('reads Unix seconds, ISO timestamps and bare dates as UTC', () => {
    expect(fromUnixSeconds(1729800418)).toBe('2024-10-24T20:06:58.000Z');
    expect(toIsoTimestamp('2026-06-30T19:49:56Z')).toBe('2026-06-30T19:49:56.000Z');
    expect(toIsoTimestamp('2026-05-27')).toBe('2026-05-27T00:00:00.000Z');
    expect(toIsoTimestamp('last week')).toBeNull();
    expect(fromUnixSeconds(0)).toBeNull();
  });
});
