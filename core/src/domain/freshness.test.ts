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

describe('closedReason for a dated title and an unconfirmed listing (ADR 064)', () => {
  it('closes a listing whose title names only ended periods, whatever its fields say', () => {
    const facts = { closed: false, deadline: null, lastVerifiedAt: '2026-10-01T00:00:00Z' };
    expect(closedReason({ ...facts, title: 'Product Summit (Summer 2026)', season: 'Summer' }, today)).toBe(
      'The year or season in its title is over',
    );
    expect(closedReason({ ...facts, title: 'Scholarship 2022/23 and 2023/24' }, today)).toBe(
      'The year or season in its title is over',
    );
    expect(closedReason({ ...facts, title: 'Scholarship 2026' }, today)).toBeNull();
    expect(closedReason({ ...facts, title: 'Scholarship 2026-27' }, today)).toBeNull();
    // Its last day is still open.
    expect(closedReason({ ...facts, title: 'Intern - Summer 2026' }, '2026-08-31')).toBeNull();
  });

  it('reads the stored end when given, the title otherwise', () => {
    const facts = { closed: false, deadline: null, title: 'Scholarship 2024' };
    expect(closedReason({ ...facts, titleEndsOn: null }, today)).toBeNull();
    expect(closedReason({ ...facts, titleEndsOn: '2024-12-31' }, today)).toBe(
      'The year or season in its title is over',
    );
  });

  it('lets a passed deadline or an ended season speak first', () => {
    expect(closedReason({ closed: false, deadline: '2024-03-01', title: 'Award 2024' }, today)).toBe(
      'Deadline passed',
    );
    expect(
      closedReason({ closed: false, deadline: null, season: 'Fall 2025', title: 'Intern - 2025' }, today),
    ).toBe('Season ended');
  });

  it('closes a listing without a deadline that its source last confirmed over 12 months ago', () => {
    const stale = { closed: false, deadline: null, lastVerifiedAt: '2025-11-23T23:59:59Z' };
    expect(closedReason(stale, today)).toBe('Not confirmed by the source in the last 12 months');
    expect(closedReason({ ...stale, lastVerifiedAt: new Date('2024-10-17T23:16:20Z') }, today)).toBe(
      'Not confirmed by the source in the last 12 months',
    );
    // Confirmed on the day 12 months back, or later: open.
    expect(closedReason({ ...stale, lastVerifiedAt: '2025-11-24T00:00:00Z' }, today)).toBeNull();
  });

  it('keeps a stale listing open while a deadline ahead vouches for it', () => {
    expect(
      closedReason({ closed: false, deadline: '2027-01-15', lastVerifiedAt: '2020-05-31T00:00:00Z' }, today),
    ).toBeNull();
  });

  it('judges a listing its source never dated by its other facts', () => {
    expect(closedReason({ closed: false, deadline: null, lastVerifiedAt: null }, today)).toBeNull();
    expect(closedReason({ closed: false, deadline: null }, today)).toBeNull();
  });

  it('agrees with freshness on 29 February', () => {
    const leap = { closed: false, deadline: null, lastVerifiedAt: '2024-02-29T12:00:00Z' };
    expect(closedReason(leap, '2025-02-28')).toBeNull();
    expect(closedReason(leap, '2025-03-01')).toBe('Not confirmed by the source in the last 12 months');
  });
});
