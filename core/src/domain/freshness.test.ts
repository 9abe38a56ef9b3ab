import { describe, expect, it } from 'vitest';
import { closedReason } from './freshness';

const today = '2026-11-24';

describe('closedReason', () => {
  it('is null for an open listing, dated or not', () => {
    expect(closedReason({ closed: false, deadline: null }, today)).toBeNull();
    expect(closedReason({ closed: false, deadline: '2026-11-24' }, today)).toBeNull();
    expect(closedReason({ closed: false, deadline: null, season: 'Summer 2027' }, today)).toBeNull();
    expect(closedReason({ closed: false, deadline: null, season: 'Rolling' }, today)).toBeNull();
  });

  it('names the source, a passed deadline or an ended season', () => {
    expect(closedReason({ closed: true, deadline: '2027-01-01' }, today)).toBe('Closed by the source');
    expect(closedReason({ closed: false, deadline: '2026-11-23' }, today)).toBe('Deadline passed');
    expect(closedReason({ closed: false, deadline: null, season: 'Summer 2024' }, today)).toBe(
      'Season ended',
    );
  });

  it('lets a later deadline not hide an ended season', () => {
    expect(closedReason({ closed: false, deadline: '2027-03-01', season: 'Fall 2025' }, today)).toBe(
      'Season ended',
    );
  });
});
