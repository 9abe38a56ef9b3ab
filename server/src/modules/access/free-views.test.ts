import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessApi, authApi, opportunitiesApi } from '@futurefund/core';
import { buildUser, signIn } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import { capitalOne, dreamUs, isFull, visitorCookieOf, freeViewApp } from '../../../test/free-views-fixtures';

const freeViewsUsed = { cause: 'free_views_used', reason: "You've used all 3 free views" };

describe('free detail views, counted on the server (ADR 018)', () => {
  const env = freeViewApp();
  let address = 0;

  /** Each visitor comes from its own address, so the address backstop stays out of these tests. */
  function visitor(cookie?: string) {
    const remoteAddress = `192.0.2.${++address}`;
    // The listings' detail URLs come from the shared free-view fixture (env.urls).
    const get = (url: string, cookieHeader = cookie) =>
      env.ctx.app.inject({
        method: 'GET',
        url,
        remoteAddress,
        headers: cookieHeader ? { cookie: cookieHeader } : {},
      });
    const scholarship = (id: number) =>
      injectAs(
        env.ctx.app,
        cookie ?? null,
        opportunitiesApi.scholarship,
        { params: { id } },
        { remoteAddress },
      );
    const access = async () => (await injectAs(env.ctx.app, cookie ?? null, accessApi.check)).json();
    return { get, scholarship, access };
  }

  /** A new visitor who has opened the given listings; returns its cookie. */
  async function visitorAfter(listings: string[]) {
    const first = await visitor().get(listings[0]!);
    const cookie = visitorCookieOf(first);
    for (const url of listings.slice(1)) expect(isFull(await visitor(cookie).get(url))).toBe(true);
    return cookie;
  }

  it('answers a first view in full and gives the visitor its cookie', async () => {
    const response = await visitor().get(env.urls.dream);
    expect(response.json()).toMatchObject({
      title: dreamUs.title,
      url: dreamUs.url,
      description: dreamUs.description,
    });
    expect(response.cookies.find((c) => c.name === 'ff_visitor')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('counts a listing once however often it is reopened', async () => {
    const cookie = await visitorAfter([env.urls.dream]);
    const { get, access } = visitor(cookie);
    for (let i = 0; i < 5; i++) expect(isFull(await get(env.urls.dream))).toBe(true);
    expect(await access()).toEqual({
      hasAccess: true,
      viewsUsed: 1,
      isAuthenticated: false,
      hasApplicationAccess: false,
    });
  });

  it('limits a 4th distinct scholarship: no link, no text, and the exact reason', async () => {
    const cookie = await visitorAfter(env.urls.firstThree);
    const { get, access } = visitor(cookie);
    const response = await get(env.urls.dream);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: env.urls.dreamId,
      type: 'scholarship',
      kind: 'scholarship',
      title: dreamUs.title,
      provider: dreamUs.provider,
      awardAmount: dreamUs.awardAmount,
      awardAmountUsd: dreamUs.awardAmountUsd,
      awardMin: null,
      awardMax: 33000,
      awardCurrency: 'USD',
      awardPeriod: null,
      sourceName: null,
      lastVerifiedAt: '2026-09-30T00:00:00.000Z',
      dueDate: dreamUs.dueDate,
      deadline: dreamUs.deadline,
      location: dreamUs.location,
      isRemote: false,
      limited: freeViewsUsed,
    });
    for (const secret of [dreamUs.url, 'thedream.us', 'Pell Grant', 'in-state tuition', 'Nursing'])
      expect(response.body).not.toContain(secret);
    for (const url of env.urls.firstThree) expect(isFull(await get(url)), url).toBe(true);
    expect(await access()).toMatchObject({ hasAccess: false, viewsUsed: 3 });
  });

  it('limits a 4th distinct internship the same way', async () => {
    const response = await visitor(await visitorAfter(env.urls.firstThree)).get(env.urls.intern);
    expect(response.json()).toEqual({
      id: env.urls.internId,
      type: 'internship',
      title: capitalOne.title,
      company: capitalOne.company,
      isPaid: true,
      salaryRange: capitalOne.salaryRange,
      sourceName: null,
      lastVerifiedAt: null,
      dueDate: null,
      deadline: capitalOne.deadline,
      applicationDeadline: capitalOne.deadline,
      location: capitalOne.location,
      isRemote: false,
      isHybrid: false,
      limited: freeViewsUsed,
    });
    expect(response.body).not.toContain('capitalonecareers');
    expect(response.body).not.toContain('sponsorship');
  });

  it('answers closed and expired listings in full, for no view, and a 404 for none', async () => {
    const cookie = await visitorAfter(env.urls.firstThree);
    const { get, scholarship, access } = visitor(cookie);
    for (const url of [env.urls.closed, env.urls.expired]) expect(isFull(await get(url)), url).toBe(true);
    expect((await scholarship(999999)).statusCode).toBe(404);

    const fresh = await visitorAfter([env.urls.closed, env.urls.expired, env.urls.dream]);
    expect(await visitor(fresh).access()).toMatchObject({ hasAccess: true, viewsUsed: 1 });
    expect(await access()).toMatchObject({ viewsUsed: 3 });
  });

  it('never limits a signed-in user, sets no visitor cookie and claims nothing per address', async () => {
    const user = await buildUser(env.ctx.database);
    const cookie = await signIn(env.ctx.app, user);
    const { get } = visitor(cookie);
    for (const url of [...env.urls.firstThree, env.urls.dream, env.urls.intern, env.urls.dream]) {
      const response = await get(url);
      expect(isFull(response), url).toBe(true);
      expect(response.cookies.find((c) => c.name === 'ff_visitor')).toBeUndefined();
    }
    const me = await injectAs(env.ctx.app, cookie, authApi.currentUser);
    expect(me.json().profileViewsUsed).toBe(6);
  });

  it('grants exactly one of two parallel first views at 2 views used', async () => {
    for (let round = 0; round < 5; round++) {
      const cookie = await visitorAfter(env.urls.firstThree.slice(0, 2));
      const { get, access } = visitor(cookie);
      const answers = await Promise.all([get(env.urls.dream), get(env.urls.intern)]);
      expect(answers.filter(isFull)).toHaveLength(1);
      expect(answers.filter((r) => r.json().limited)).toHaveLength(1);
      expect(await access()).toMatchObject({ viewsUsed: 3 });
    }
  });

  it('keeps the count equal to the listings seen under parallel first views', async () => {
    const id = 'BBBBBBBBBBBBBBBBBBBBBB';
    const { get, access } = visitor(`ff_visitor=${id}`);
    const everything = [...env.urls.firstThree, env.urls.dream, env.urls.intern];
    const answers = await Promise.all([...everything, ...everything, env.urls.dream].map((url) => get(url)));
    const granted = new Set(answers.filter(isFull).map((r) => r.json().id + r.json().type));
    expect(granted.size).toBe(3);
    expect(await access()).toMatchObject({ hasAccess: false, viewsUsed: 3 });
    const seen = await env.ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM anonymous_viewed_opportunities WHERE visitor_hash = $1',
      [createHash('sha256').update(id).digest('hex')],
    );
    expect(seen[0]?.n).toBe(3);
  });

  it('ignores a malformed visitor cookie and issues a fresh one', async () => {
    const response = await visitor('ff_visitor=../../etc').get(env.urls.dream);
    expect(isFull(response)).toBe(true);
    expect(response.cookies.find((c) => c.name === 'ff_visitor')?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
