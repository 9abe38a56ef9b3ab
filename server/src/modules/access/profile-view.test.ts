import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessApi } from '@futurefund/core';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import { isFull, visitorCookieOf, freeViewApp } from '../../../test/free-views-fixtures';

// POST /api/use-profile-view (product §2, §7): the detail page reports the listing it loaded. It
// goes through the detail answer's free-view rule (ADR 018): idempotent with it, and never a way
// past the limit.

const idOf = (url: string) => Number(url.split('/').pop());

describe('recording a profile view (use-profile-view)', () => {
  const env = freeViewApp();
  let address = 0;

  /** A visitor from its own address (the backstop stays out of these tests), cookie or none. */
  function visitor(cookie?: string) {
    const remoteAddress = `203.0.113.${++address}`;
    // The body is sent as JSON text so that a JSON null can be sent too.
    const useView = (body?: unknown) =>
      injectAs(env.ctx.app, cookie ?? null, accessApi.useProfileView, undefined, {
        remoteAddress,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
      });
    // The listings' detail URLs come from the shared free-view fixture (env.urls).
    const get = (url: string) =>
      env.ctx.app.inject({ method: 'GET', url, remoteAddress, headers: cookie ? { cookie } : {} });
    return { useView, get };
  }

  const scholarship = (url: string) => ({ opportunityType: 'scholarship', opportunityId: idOf(url) });

  /** A new visitor who has opened the given listings through their detail answers; its cookie. */
  async function visitorAfter(listings: string[]) {
    const cookie = visitorCookieOf(await visitor().get(listings[0]!));
    for (const url of listings.slice(1)) expect(isFull(await visitor(cookie).get(url)), url).toBe(true);
    return cookie;
  }

  async function listingsSeen(cookie: string) {
    const hash = createHash('sha256').update(cookie.replace('ff_visitor=', '')).digest('hex');
    const rows = await env.ctx.database.query<{ key: string }>(
      'SELECT opportunity_key AS key FROM anonymous_viewed_opportunities WHERE visitor_hash = $1 ORDER BY 1',
      [hash],
    );
    return rows.map((row) => row.key);
  }

  const anonymous = (hasAccess: boolean, viewsUsed: number) => ({
    hasAccess,
    viewsUsed,
    isAuthenticated: false,
    hasApplicationAccess: false,
  });

  it('without a listing records nothing, sets no cookie and answers the access info', async () => {
    const response = await visitor().useView();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(anonymous(true, 0));
    expect(response.cookies.find((c) => c.name === 'ff_visitor')).toBeUndefined();

    // JSON null is no listing either: no body reaches the schema as null.
    expect((await visitor().useView(null)).json()).toEqual(anonymous(true, 0));

    const cookie = await visitorAfter(env.urls.firstThree);
    for (let i = 0; i < 3; i++) expect((await visitor(cookie).useView()).json()).toEqual(anonymous(false, 3));
    expect(await listingsSeen(cookie)).toHaveLength(3);
  });

  it('costs nothing more for the listing the detail answer just counted, however often reopened', async () => {
    const cookie = await visitorAfter([env.urls.dream]);
    const { useView, get } = visitor(cookie);
    for (let i = 0; i < 4; i++) {
      expect((await useView(scholarship(env.urls.dream))).json()).toEqual(anonymous(true, 1));
      expect(isFull(await get(env.urls.dream))).toBe(true);
    }
    expect(await listingsSeen(cookie)).toEqual([`s:${env.urls.dreamId}`]);
  });

  it('records a new listing within the free views once, giving a new visitor its cookie', async () => {
    const first = await visitor().useView({
      opportunityType: 'internship',
      opportunityId: env.urls.internId,
    });
    expect(first.json()).toEqual(anonymous(true, 1));
    const cookie = visitorCookieOf(first);
    const { useView, get } = visitor(cookie);
    expect(isFull(await get(env.urls.intern))).toBe(true);
    expect(
      (await useView({ opportunityType: 'internship', opportunityId: env.urls.internId })).json(),
    ).toEqual(anonymous(true, 1));
    expect(await listingsSeen(cookie)).toEqual([`i:${env.urls.internId}`]);
  });

  it('counts a listing once when its detail answer and its view report arrive together', async () => {
    for (let round = 0; round < 3; round++) {
      const cookie = await visitorAfter(env.urls.firstThree.slice(0, 2));
      const { useView, get } = visitor(cookie);
      const [detail, view] = await Promise.all([get(env.urls.dream), useView(scholarship(env.urls.dream))]);
      expect(isFull(detail)).toBe(true);
      expect(view.json()).toMatchObject({ hasAccess: true });
      expect(await listingsSeen(cookie)).toHaveLength(3);
      expect((await useView()).json()).toEqual(anonymous(false, 3));
    }
  });

  it('past the free views records nothing, answers hasAccess false and opens nothing', async () => {
    const cookie = await visitorAfter(env.urls.firstThree);
    const { useView, get } = visitor(cookie);
    expect((await useView(scholarship(env.urls.dream))).json()).toEqual(anonymous(false, 3));
    expect((await get(env.urls.dream)).json().limited).toEqual({
      cause: 'free_views_used',
      reason: "You've used all 3 free views",
    });
    expect((await useView(scholarship(env.urls.dream))).json()).toEqual(anonymous(false, 3));
    // A listing already seen stays open, and a closed one costs no view.
    expect((await useView(scholarship(env.urls.firstThree[1]!))).json()).toEqual(anonymous(true, 3));
    expect((await useView(scholarship(env.urls.closed))).json()).toEqual(anonymous(true, 3));
    expect(await listingsSeen(cookie)).toHaveLength(3);
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const cookie = await visitorAfter([env.urls.dream]);
    const { useView } = visitor(cookie);
    const cases: Array<[unknown, string]> = [
      [{ opportunityType: 'job', opportunityId: 1 }, 'opportunityType: must be scholarship or internship'],
      [{ opportunityType: 'scholarship' }, 'opportunityId: must be a number'],
      [{ opportunityType: 'scholarship', opportunityId: '7' }, 'opportunityId: must be a number'],
      [{ opportunityType: 'scholarship', opportunityId: 0 }, 'opportunityId: must be a positive id'],
      [{ opportunityType: 'scholarship', opportunityId: 1.5 }, 'opportunityId: must be a whole number'],
      [{ opportunityType: 'scholarship', opportunityId: 2 ** 31 }, 'opportunityId: is too large'],
      ['dream', 'must be an object with opportunityType and opportunityId'],
      [[scholarship(env.urls.dream)], 'must be an object with opportunityType and opportunityId'],
    ];
    for (const [body, message] of cases) {
      const response = await useView(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    const fresh = await visitor().useView({ opportunityType: 'intern', opportunityId: env.urls.internId });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.cookies.find((c) => c.name === 'ff_visitor')).toBeUndefined();
    expect(await listingsSeen(cookie)).toEqual([`s:${env.urls.dreamId}`]);
  });

  it('answers 404 for a listing that does not exist, recording nothing', async () => {
    const cookie = await visitorAfter([env.urls.dream]);
    const { useView } = visitor(cookie);
    const missing: Array<[string, string]> = [
      ['scholarship', 'Scholarship not found.'],
      ['internship', 'Internship not found.'],
    ];
    for (const [opportunityType, message] of missing) {
      const response = await useView({ opportunityType, opportunityId: 999_999 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message });
    }
    expect((await useView()).json()).toEqual(anonymous(true, 1));
    expect(await listingsSeen(cookie)).toEqual([`s:${env.urls.dreamId}`]);
  });

  it('never limits a signed-in user and counts one view per page load, the detail answer’s', async () => {
    const cookie = await signIn(env.ctx.app, await buildUser(env.ctx.database, { profileViewsUsed: 4 }));
    const { useView, get } = visitor(cookie);
    for (const url of [...env.urls.firstThree, env.urls.dream]) {
      expect(isFull(await get(url)), url).toBe(true);
      const response = await useView(scholarship(url));
      expect(response.cookies.find((c) => c.name === 'ff_visitor')).toBeUndefined();
      expect(response.json()).toMatchObject({ hasAccess: true, isAuthenticated: true });
    }
    expect((await useView()).json()).toEqual({
      hasAccess: true,
      viewsUsed: 8,
      isAuthenticated: true,
      hasApplicationAccess: false,
    });
    expect((await useView({ opportunityType: 'internship', opportunityId: 999_999 })).statusCode).toBe(404);
  });
});
