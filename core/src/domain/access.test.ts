import { describe, expect, it } from 'vitest';
import { hasApplicationAccess, type AccessSubject } from './access';

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
