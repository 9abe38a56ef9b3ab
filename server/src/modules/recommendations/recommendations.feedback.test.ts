import {
  RECOMMENDATIONS_MAX_LIMIT,
  profileApi,
  recommendationMessages,
  recommendationsApi,
  type ReactionType,
} from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildScholarship } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import {
  buildRecommendationCatalog,
  eventRows,
  findIn,
  idsOf,
  matchingScholarship,
  recommend,
  rowOf,
  signInStudent,
  storedRows,
} from '../../../test/recommendation-fixtures';

// Reactions, tracking and account deletion around recommendations (product §3 recommendations and
// recommendation_events, §4 Reactions, §7 the feedback, track and events calls, ADR 022).

let ctx: TestContext;
let catalog: Awaited<ReturnType<typeof buildRecommendationCatalog>>;
/** A liked listing, one like it (shared tag and title words) and one that shares none of them. */
let liked: number;
let similar: number;
let different: number;
beforeAll(async () => {
  ctx = await createTestApp();
  catalog = await buildRecommendationCatalog(ctx.database);
  const build = (overrides: Parameters<typeof buildScholarship>[1]) =>
    buildScholarship(ctx.database, { ...matchingScholarship(), ...overrides }).then((row) => row.id);
  liked = await build({ title: 'Robotics Python Computer Science Scholarship', tags: ['Robotics'] });
  similar = await build({ title: 'Robotics Lab Python Award', tags: ['Robotics'] });
  different = await build({ title: 'Programming Award' });
});
afterAll(() => ctx.close());

const all = (cookie: string) => recommend(ctx, cookie, RECOMMENDATIONS_MAX_LIMIT);
const react = (cookie: string, opportunityId: number, reactionType: ReactionType | string, rating?: number) =>
  injectAs(ctx.app, cookie, recommendationsApi.feedback, {
    body: { opportunityId, opportunityType: 'scholarship', reactionType, ...(rating ? { rating } : {}) },
  });
const myFeedback = (cookie: string, id: number) =>
  injectAs(ctx.app, cookie, recommendationsApi.myFeedback, {
    query: { opportunityType: 'scholarship', opportunityId: id },
  });

describe('POST /api/recommendations/feedback', () => {
  it('thanks for Not relevant, hides the listing from then on and records the event', async () => {
    const { user, cookie } = await signInStudent(ctx);
    const target = catalog.eligible[1]!;
    const before = findIn(await all(cookie), target);
    expect(before).toBeDefined();

    const response = await react(cookie, target, 'thumbs_down');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: recommendationMessages.feedbackThanks });
    expect(idsOf(await all(cookie))).not.toContain(target);
    expect(await eventRows(ctx.database, user.id)).toEqual([
      expect.objectContaining({
        userId: user.id,
        opportunityType: 'scholarship',
        opportunityId: target,
        eventType: 'feedback',
        relevanceScore: before!.relevanceScore,
        metadata: { reactionType: 'thumbs_down' },
      }),
    ]);
    expect(rowOf(await storedRows(ctx.database, user.id), target)).toMatchObject({
      userFeedback: 'thumbs_down',
      isDismissed: true,
    });
  });

  it('lifts a listing like one marked Relevant, and not one unlike it', async () => {
    const { cookie } = await signInStudent(ctx);
    const before = await all(cookie);
    const [similarBefore, differentBefore] = [findIn(before, similar), findIn(before, different)];
    expect(similarBefore).toBeDefined();
    expect(differentBefore).toBeDefined();

    expect((await react(cookie, liked, 'thumbs_up')).statusCode).toBe(200);
    const after = await all(cookie);
    const similarAfter = findIn(after, similar)!;
    expect(similarAfter.relevanceScore).toBeGreaterThan(similarBefore!.relevanceScore);
    expect(similarAfter.signals.find((signal) => signal.key === 'feedback')!.points).toBeGreaterThan(0);
    expect(findIn(after, different)!.relevanceScore).toBe(differentBefore!.relevanceScore);
    expect(findIn(after, liked)).toMatchObject({ reaction: 'thumbs_up' });
  });

  it("answers the user's reaction and star rating for one listing", async () => {
    const { user, cookie } = await signInStudent(ctx);
    expect((await myFeedback(cookie, liked)).json()).toEqual({ reactionType: null, rating: null });
    expect((await react(cookie, liked, 'thumbs_up', 4)).statusCode).toBe(200);
    const response = await myFeedback(cookie, liked);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reactionType: 'thumbs_up', rating: 4 });
    const [event] = await eventRows(ctx.database, user.id);
    expect(event).toMatchObject({
      eventType: 'feedback',
      metadata: { reactionType: 'thumbs_up', rating: 4 },
    });
  });
});

describe('POST /api/recommendations/track and /events', () => {
  let user: Awaited<ReturnType<typeof signInStudent>>['user'];
  let cookie: string;
  let other: Awaited<ReturnType<typeof signInStudent>>['user'];
  beforeAll(async () => {
    ({ user, cookie } = await signInStudent(ctx));
    ({ user: other } = await signInStudent(ctx));
  });
  const send = (
    endpoint: typeof recommendationsApi.track | typeof recommendationsApi.recordEvent,
    body: object,
  ) => injectAs(ctx.app, cookie, endpoint, { body });

  it("records a card click as the signed-in user's, with the stored score, and marks it viewed", async () => {
    const [top] = await all(cookie);
    const response = await send(recommendationsApi.track, {
      opportunityId: top!.id,
      opportunityType: top!.type,
      eventType: 'click',
      metadata: { source: 'recommendation_card' },
      userId: other.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    expect(await eventRows(ctx.database, user.id)).toEqual([
      expect.objectContaining({
        opportunityId: top!.id,
        opportunityType: top!.type,
        eventType: 'click',
        relevanceScore: top!.relevanceScore,
        metadata: { source: 'recommendation_card' },
      }),
    ]);
    expect(await eventRows(ctx.database, other.id)).toEqual([]);
    expect(rowOf(await storedRows(ctx.database, user.id), top!.id, top!.type)).toMatchObject({
      isViewed: true,
      isApplied: false,
    });
  });

  it('records an application from the detail page and marks it applied', async () => {
    const target = catalog.eligible[2]!;
    const response = await send(recommendationsApi.recordEvent, {
      opportunityId: target,
      opportunityType: 'scholarship',
      eventType: 'application',
      metadata: { source: 'detail_page_apply' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const events = await eventRows(ctx.database, user.id);
    expect(events.find((event) => event.eventType === 'application')).toMatchObject({
      opportunityId: target,
      metadata: { source: 'detail_page_apply' },
    });
    expect(rowOf(await storedRows(ctx.database, user.id), target)).toMatchObject({ isApplied: true });
  });

  it('records an event on a listing never recommended without a score', async () => {
    const response = await send(recommendationsApi.track, {
      opportunityId: catalog.law,
      opportunityType: 'scholarship',
      eventType: 'click',
    });
    expect(response.statusCode).toBe(201);
    const events = await eventRows(ctx.database, user.id);
    expect(events.find((event) => event.opportunityId === catalog.law)).toMatchObject({
      relevanceScore: null,
    });
  });
});

describe('"Your data" with recommendations', () => {
  it('exports the recommendations and events, then deletes them with the account', async () => {
    const { user, cookie } = await signInStudent(ctx);
    const list = await all(cookie);
    await react(cookie, list[0]!.id, 'fire');
    await injectAs(ctx.app, cookie, recommendationsApi.track, {
      body: { opportunityId: list[1]!.id, opportunityType: list[1]!.type, eventType: 'click' },
    });
    const rows = await storedRows(ctx.database, user.id);
    expect(rows.length).toBeGreaterThanOrEqual(list.length);

    const exported = await injectAs(ctx.app, cookie, profileApi.exportData);
    expect(exported.statusCode).toBe(200);
    const { feedback } = exported.json();
    expect(feedback.recommendations).toHaveLength(rows.length);
    expect(feedback.recommendations).toContainEqual(
      expect.objectContaining({ opportunityId: list[0]!.id, userFeedback: 'fire' }),
    );
    expect(feedback.events.map((event: { eventType: string }) => event.eventType).sort()).toEqual([
      'click',
      'feedback',
    ]);

    const deleted = await injectAs(ctx.app, cookie, profileApi.deleteAccount, {
      body: { confirmUsername: user.username },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deleted).toMatchObject({ recommendations: rows.length, recommendationEvents: 2 });
    expect(await storedRows(ctx.database, user.id)).toEqual([]);
    expect(await eventRows(ctx.database, user.id)).toEqual([]);
  });
});
