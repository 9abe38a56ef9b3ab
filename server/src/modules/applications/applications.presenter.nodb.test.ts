import { describe, expect, it } from 'vitest';
import { toApplicationCard, toCalendarFeed } from './applications.presenter';
import type { ApplicationWithOpportunity } from './applications.repo';

describe('applications presenter', () => {
  it('shows a calendar subscription as active only when it exists, its URL only when given', () => {
    expect(toCalendarFeed({ url: null, createdAt: null })).toEqual({
      url: null,
      active: false,
      createdAt: null,
    });
    expect(toCalendarFeed({ url: 'https://x/api/calendar/t.ics', createdAt: new Date(0) })).toEqual({
      url: 'https://x/api/calendar/t.ics',
      active: true,
      createdAt: '1970-01-01T00:00:00.000Z',
    });
  });

  it('makes a card of the application and what it shows of its opportunity', () => {
    const at = new Date('2026-02-03T04:05:06Z');
    const application = { id: 1, userId: 2, opportunityId: 3, opportunityType: 'scholarship' as const };
    const row: ApplicationWithOpportunity = {
      application: {
        ...application,
        status: 'applied',
        notes: null,
        dateApplied: at,
        createdAt: at,
        updatedAt: at,
      },
      title: null,
      kind: 'grant',
      awardAmount: '$500',
      company: null,
      organization: 'River Fund',
      url: null,
      deadline: '2026-03-01',
      tags: [],
    };
    const stamp = at.toISOString();
    expect(toApplicationCard(row)).toEqual({
      ...application,
      status: 'applied',
      notes: null,
      dateApplied: stamp,
      createdAt: stamp,
      updatedAt: stamp,
      title: null,
      type: 'grant',
      awardAmount: '$500',
      company: null,
      organization: 'River Fund',
      deadline: '2026-03-01',
      tags: [],
      // A card without attached vault documents lists none (never undefined).
      documents: [],
    });
  });
});
