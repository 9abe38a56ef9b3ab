import { RECOMMENDATIONS_MAX_LIMIT, recommendationsApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import {
  buildRecommendationCatalog,
  findIn,
  idsOf,
  recommend,
  recommendationTables,
  signInStudent,
} from '../../../test/recommendation-fixtures';

// Who may call the recommendation endpoints and what they refuse (architecture "API rules":
// signed-out callers get 401, bad input 400 with the field, others' data is never shown; a refused
// request changes nothing).

let ctx: TestContext;
let catalog: Awaited<ReturnType<typeof buildRecommendationCatalog>>;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  catalog = await buildRecommendationCatalog(ctx.database);
  ({ cookie } = await signInStudent(ctx));
  // Something stored already, so "changes nothing" compares real rows.
  await recommend(ctx, cookie);
});
afterAll(() => ctx.close());

const listing = () => ({ opportunityId: catalog.eligible[0]!, opportunityType: 'scholarship' });
const validQuery = (id: number) => ({ query: `?opportunityType=scholarship&opportunityId=${id}` });
const call = (
  endpoint: { method: string; path: string },
  input: { query?: string; payload?: object },
  headers: Record<string, string> = { cookie },
) =>
  ctx.app.inject({
    method: endpoint.method as 'GET',
    url: `${endpoint.path}${input.query ?? ''}`,
    headers,
    ...(input.payload ? { payload: input.payload } : {}),
  });

describe('signed out', () => {
  const validInput: Record<keyof typeof recommendationsApi, () => { query?: string; payload?: object }> = {
    list: () => ({ query: '?limit=5' }),
    feedback: () => ({ payload: { ...listing(), reactionType: 'thumbs_down', rating: 1 } }),
    myFeedback: () => validQuery(catalog.eligible[0]!),
    track: () => ({
      payload: { ...listing(), eventType: 'click', metadata: { source: 'recommendation_card' } },
    }),
    recordEvent: () => ({ payload: { ...listing(), eventType: 'application' } }),
    settings: () => ({}),
    updateSettings: () => ({ payload: { hiddenFacts: ['gpa'] } }),
  };

  it.each(Object.keys(recommendationsApi) as (keyof typeof recommendationsApi)[])(
    '%s answers 401 and changes nothing',
    async (name) => {
      const before = await recommendationTables(ctx.database);
      const response = await call(recommendationsApi[name], validInput[name](), {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await recommendationTables(ctx.database)).toEqual(before);
    },
  );
});

describe("another user's reactions and settings", () => {
  it('are never shown to or used for someone else', async () => {
    const a = await signInStudent(ctx);
    const b = await signInStudent(ctx);
    const target = catalog.eligible[0]!;
    await call(
      recommendationsApi.feedback,
      { payload: { ...listing(), reactionType: 'thumbs_down', rating: 2 } },
      { cookie: a.cookie },
    );
    await call(
      recommendationsApi.updateSettings,
      { payload: { hiddenFacts: ['gpa'] } },
      { cookie: a.cookie },
    );
    const mine = await call(recommendationsApi.myFeedback, validQuery(target), { cookie: a.cookie });
    expect(mine.json()).toEqual({ reactionType: 'thumbs_down', rating: 2 });

    const theirs = await call(recommendationsApi.myFeedback, validQuery(target), { cookie: b.cookie });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ reactionType: null, rating: null });
    const aList = await recommend(ctx, a.cookie, RECOMMENDATIONS_MAX_LIMIT);
    const bList = await recommend(ctx, b.cookie, RECOMMENDATIONS_MAX_LIMIT);
    // A's Not relevant hides the listing for A only; A's hidden GPA widens A's list only.
    expect(idsOf(aList)).not.toContain(target);
    expect(findIn(bList, target)).toMatchObject({ reaction: null });
    expect(idsOf(aList)).toContain(catalog.excluded.minGpa39);
    expect(idsOf(bList)).not.toContain(catalog.excluded.minGpa39);
  });
});

describe('refused input', () => {
  const refuses = async (
    endpoint: { method: string; path: string },
    input: { query?: string; payload?: object },
    status: number,
    path?: string,
  ) => {
    const before = await recommendationTables(ctx.database);
    const response = await call(endpoint, input);
    expect(response.statusCode).toBe(status);
    if (path !== undefined) expect(response.json().details).toContainEqual(expect.objectContaining({ path }));
    expect(await recommendationTables(ctx.database)).toEqual(before);
    return response;
  };

  it.each(['0', '21', 'abc'])('GET with limit=%s answers 400 on limit', async (limit) => {
    await refuses(recommendationsApi.list, { query: `?limit=${limit}` }, 400, 'limit');
  });

  it.each([
    ['an unknown reaction', { reactionType: 'love' }, 'reactionType'],
    ['no opportunityId', { opportunityId: undefined }, 'opportunityId'],
    ['the type job', { opportunityType: 'job' }, 'opportunityType'],
    ['a rating of 6', { rating: 6 }, 'rating'],
  ])('feedback with %s answers 400 on that field', async (_case, change, path) => {
    const payload = { ...listing(), reactionType: 'thumbs_up', ...change };
    await refuses(recommendationsApi.feedback, { payload }, 400, path);
  });

  it('settings with an unknown fact answer 400 on that entry', async () => {
    await refuses(
      recommendationsApi.updateSettings,
      { payload: { hiddenFacts: ['gpa', 'shoeSize'] } },
      400,
      'hiddenFacts.1',
    );
  });

  it("track with the event type 'purchase' answers 400 on eventType", async () => {
    await refuses(
      recommendationsApi.track,
      { payload: { ...listing(), eventType: 'purchase' } },
      400,
      'eventType',
    );
  });

  it.each([
    ['a missing listing', () => 999_999],
    ['a pending listing', () => catalog.excluded.pending],
  ])('feedback on %s answers 404', async (_case, id) => {
    const payload = { opportunityId: id(), opportunityType: 'scholarship', reactionType: 'thumbs_up' };
    const response = await refuses(recommendationsApi.feedback, { payload }, 404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
