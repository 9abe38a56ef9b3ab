import { describe, expect, it } from 'vitest';
import { handOverProfileView, takeEarlyProfileView } from './early-profile-view';

// ADR 046: the starter of a drawn listing records its profile view and hands the answer to the app.

const listing = { opportunityType: 'scholarship', opportunityId: 13 } as const;
const access = { hasAccess: true, viewsUsed: 1 } as never;

describe('the early profile view', () => {
  it('is taken once, by the page of the same listing', async () => {
    handOverProfileView(listing, Promise.resolve(access));
    expect(takeEarlyProfileView({ opportunityType: 'internship', opportunityId: 13 })).toBeUndefined();
    expect(takeEarlyProfileView({ opportunityType: 'scholarship', opportunityId: 14 })).toBeUndefined();
    await expect(takeEarlyProfileView(listing)).resolves.toBe(access);
    // A later page of the same listing records its own view.
    expect(takeEarlyProfileView(listing)).toBeUndefined();
  });

  it('keeps a failed view for the app to report, without an unhandled rejection', async () => {
    handOverProfileView(listing, Promise.reject(new Error('503: Service Unavailable')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyProfileView(listing)).rejects.toThrow('503');
  });
});
