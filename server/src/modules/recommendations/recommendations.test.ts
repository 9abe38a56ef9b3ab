import { eq } from 'drizzle-orm';
import {
  RECOMMENDATIONS_DEFAULT_LIMIT,
  RECOMMENDATIONS_MAX_LIMIT,
  matchSignalKeys,
  matchSignalLabels,
  profileApi,
  recommendationsApi,
  type Recommendation,
} from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildScholarship } from '../../../test/factories';
import { injectAs } from '../../../test/inject';
import {
  buildRecommendationCatalog,
  findIn,
  idsOf,
  matchingScholarship,
  recommend,
  signInStudent,
  storedKey,
  storedRows,
} from '../../../test/recommendation-fixtures';

// GET /api/recommendations and its settings (product §2 recommendation cards, §3 "recommendation
// as shown", §7): who is recommended what, why, and when the stored list is reused.

let ctx: TestContext;
let catalog: Awaited<ReturnType<typeof buildRecommendationCatalog>>;
beforeAll(async () => {
  ctx = await createTestApp();
  catalog = await buildRecommendationCatalog(ctx.database);
});
afterAll(() => ctx.close());

const all = (cookie: string) => recommend(ctx, cookie, RECOMMENDATIONS_MAX_LIMIT);
const signalSum = (item: Recommendation) => item.signals.reduce((sum, signal) => sum + signal.points, 0);

describe('recommendations for a full profile', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signInStudent(ctx));
  });

  it('answers the default number, or `limit` of them', async () => {
    expect(await recommend(ctx, cookie)).toHaveLength(RECOMMENDATIONS_DEFAULT_LIMIT);
    expect(await recommend(ctx, cookie, 2)).toHaveLength(2);
  });

  it('recommends every open listing the student qualifies for and whose words match', async () => {
    const list = await all(cookie);
    expect(idsOf(list).sort((a, b) => a - b)).toEqual(catalog.eligible);
    expect(idsOf(list, 'internship')).toEqual([catalog.internship]);
  });

  it('scores each 0-100 as the sum of six named signals, and says why', async () => {
    for (const item of await all(cookie)) {
      expect(item.relevanceScore).toBeGreaterThanOrEqual(0);
      expect(item.relevanceScore).toBeLessThanOrEqual(100);
      expect(item.relevanceReasoning.trim()).not.toBe('');
      expect(item.signals.map((signal) => signal.key)).toEqual([...matchSignalKeys]);
      expect(item.signals.map((signal) => signal.label)).toEqual(
        matchSignalKeys.map((key) => matchSignalLabels[key]),
      );
      // The sum itself whenever it lies within 0-100, else the nearer bound.
      expect(item.relevanceScore).toBe(Math.min(100, Math.max(0, signalSum(item))));
    }
  });

  it('shows the product §3 fields of each type', async () => {
    const list = await all(cookie);
    expect(findIn(list, catalog.eligible[0]!)).toMatchObject({
      type: 'scholarship',
      title: 'Computer Science Python Scholarship',
      awardAmount: '$5,000',
      dueDate: 'In 90 days',
      url: 'https://example.org/0',
      tags: [],
      reaction: null,
    });
    expect(findIn(list, catalog.internship, 'internship')).toMatchObject({
      type: 'internship',
      title: 'Computer Science Python Internship',
      company: 'Acme Robotics',
      field: 'Software Engineering',
      deadline: 'In 90 days',
      isPaid: true,
    });
  });

  it.each([
    'closed',
    'expired',
    'pending',
    'duplicate',
    'graduateOnly',
    'minGpa39',
    'texasOnly',
    'indiaOnly',
    'maleOnly',
    'firstGenerationOnly',
  ] as const)('never recommends the %s listing, though its words match', async (rule) => {
    expect(idsOf(await all(cookie))).not.toContain(catalog.excluded[rule]);
  });

  it('never recommends an on-site internship abroad to a student at home', async () => {
    expect(idsOf(await all(cookie), 'internship')).not.toContain(catalog.excluded.abroadInternship);
  });

  it('never recommends an internship whose own words exclude the student', async () => {
    expect(idsOf(await all(cookie), 'internship')).not.toContain(catalog.excluded.menOnlyInternship);
  });

  it('leaves out listings nothing in the profile points to', async () => {
    const ids = idsOf(await all(cookie));
    for (const id of [...catalog.unrelated, catalog.law]) expect(ids).not.toContain(id);
  });

  it('answers an empty list to an empty profile', async () => {
    const { cookie: empty } = await signInStudent(ctx, {});
    expect(await recommend(ctx, empty)).toEqual([]);
  });
});

describe('settings: the facts recommendations may not use', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signInStudent(ctx));
  });
  const settings = (body?: object) =>
    body
      ? injectAs(ctx.app, cookie, recommendationsApi.updateSettings, { body })
      : injectAs(ctx.app, cookie, recommendationsApi.settings);

  it('starts with none hidden, and keeps what PUT sends', async () => {
    expect((await settings()).json()).toEqual({ hiddenFacts: [] });
    const saved = await settings({ hiddenFacts: ['gpa'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ hiddenFacts: ['gpa'] });
    expect((await settings()).json()).toEqual({ hiddenFacts: ['gpa'] });
  });

  it('treats a hidden GPA as unknown, not unmet, and names it in no signal', async () => {
    await settings({ hiddenFacts: ['gpa'] });
    const list = await all(cookie);
    // A 3.9 minimum no longer excludes; a rule on another fact still does.
    expect(idsOf(list)).toContain(catalog.excluded.minGpa39);
    expect(idsOf(list)).not.toContain(catalog.excluded.texasOnly);
    const usingGpa = list.flatMap((item) =>
      item.signals
        .filter((signal) => signal.facts.includes('gpa'))
        .map((signal) => `${item.id} ${signal.key}`),
    );
    expect(usingGpa).toEqual([]);
  });

  it('uses the GPA again once PUT [] restores it', async () => {
    const restored = await settings({ hiddenFacts: [] });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ hiddenFacts: [] });
    expect(idsOf(await all(cookie))).not.toContain(catalog.excluded.minGpa39);
  });
});

describe('the stored list', () => {
  it('answers a second request with nothing changed from the stored rows', async () => {
    const { user, cookie } = await signInStudent(ctx);
    const first = await all(cookie);
    const key = await storedKey(ctx.database, user.id);
    expect(key).not.toBeNull();
    const computed = (await storedRows(ctx.database, user.id)).filter((row) => row.computedFor === key);
    expect(computed.map((row) => `${row.opportunityType}:${row.opportunityId}`).sort()).toEqual(
      first.map((item) => `${item.type}:${item.id}`).sort(),
    );
    expect(await all(cookie)).toEqual(first);

    // Proof the second answer was read, not recomputed: a stored reason shows through unchanged.
    const [top] = first;
    await ctx.database.db
      .update(recommendations)
      .set({ matchReasons: { reasoning: 'Read back from the stored row.', signals: top!.signals } })
      .where(
        eq(
          recommendations.id,
          computed.find((row) => row.opportunityId === top!.id && row.opportunityType === top!.type)!.id,
        ),
      );
    expect((await all(cookie))[0]!.relevanceReasoning).toBe('Read back from the stored row.');
  });

  it('is recomputed after PUT /api/profile changes the major', async () => {
    const { cookie } = await signInStudent(ctx);
    const before = await all(cookie);
    expect(idsOf(before)).not.toContain(catalog.law);
    const saved = await injectAs(ctx.app, cookie, profileApi.update, { body: { intendedMajor: 'Law' } });
    expect(saved.statusCode).toBe(200);
    const after = await all(cookie);
    expect(idsOf(after)).toContain(catalog.law);
    expect(after).not.toEqual(before);
  });

  it('can show a listing the catalog gained after the list was stored', async () => {
    const { cookie } = await signInStudent(ctx);
    await all(cookie);
    // Inserted like an import: the catalog trigger bumps the version and announces it.
    const added = await buildScholarship(ctx.database, {
      ...matchingScholarship(),
      url: 'https://example.org/new',
    });
    await expect
      .poll(async () => idsOf(await all(cookie)), { timeout: 5_000, interval: 50 })
      .toContain(added.id);
  });
});
