import { describe, expect, it } from 'vitest';
import { hasApplicationAccess, premiumPlan, type AccessSubject } from './access';

const user = (overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  role: 'user',
  weeklyAccessExpiresAt: null,
  ...overrides,
});

// The web reads the expiry as an ISO string (the dashboard labels its Premium controls with this).
describe('hasApplicationAccess', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  it.each([
    ['no access', user(), false],
    ['access that ended', user({ weeklyAccessExpiresAt: '2026-06-10T11:59:59Z' }), false],
    ['access until later', user({ weeklyAccessExpiresAt: '2026-06-11T00:00:00Z' }), true],
    [
      'access until later, as a Date',
      user({ weeklyAccessExpiresAt: new Date('2026-06-11T00:00:00Z') }),
      true,
    ],
    ['an admin', user({ role: 'admin' }), true],
    ['nobody signed in', null, false],
  ])('is %s → %s', (_case, subject, expected) => {
    expect(hasApplicationAccess(subject, now)).toBe(expected);
  });
});

describe('premiumPlan', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  const until = '2026-06-17T12:00:00Z';
  it.each([
    ['an admin', user({ role: 'admin' }), null, 'admin'],
    ['no access', user(), null, 'free'],
    [
      'access that ended under a subscription',
      user({ weeklyAccessExpiresAt: '2026-06-01T00:00:00Z' }),
      { status: 'active', currentPeriodEnd: '2026-06-01T00:00:00Z' },
      'free',
    ],
    [
      'a subscription that pays for the access',
      user({ weeklyAccessExpiresAt: until }),
      { status: 'active', currentPeriodEnd: until },
      'paid',
    ],
    [
      'a cancelled subscription still in its period',
      user({ weeklyAccessExpiresAt: until }),
      { status: 'canceled', currentPeriodEnd: until },
      'paid',
    ],
    [
      'a renewal that failed: access to the previous period end',
      user({ weeklyAccessExpiresAt: until }),
      { status: 'past_due', currentPeriodEnd: '2026-06-24T12:00:00Z' },
      'paid',
    ],
    ['access without a subscription', user({ weeklyAccessExpiresAt: until }), null, 'complimentary'],
    [
      'access beyond what the subscription paid for',
      user({ weeklyAccessExpiresAt: '2026-07-01T00:00:00Z' }),
      { status: 'active', currentPeriodEnd: until },
      'complimentary',
    ],
    [
      'access next to a subscription never paid',
      user({ weeklyAccessExpiresAt: until }),
      { status: 'incomplete', currentPeriodEnd: until },
      'complimentary',
    ],
  ] as const)('is %s → %s', (_case, subject, subscription, expected) => {
    expect(premiumPlan(subject, subscription, now)).toBe(expected);
  });
});
