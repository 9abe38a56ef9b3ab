import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, builderMessages } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../../test/test-app';
import { buildUser, signIn } from '../../../../test/factories';
import { injectAs } from '../../../../test/inject';
import {
  DAY,
  draftsClient,
  newResume,
  premium,
  premiumStudent,
  type DraftsClient,
} from '../../../../test/draft-fixtures';

// Authorization matrix for the six draft endpoints (ADR 029): signed out 401; signed in without
// Premium 403 PREMIUM_REQUIRED before anything is read or changed (students and contributors alike,
// expired Premium too); another Premium user's draft 404 exactly like a missing one. Complimentary
// Premium, granted by an admin, is Premium.

const MISSING = 2_000_000;

/** Every endpoint once, against one draft id. */
const everyCall = (drafts: DraftsClient, id: number) =>
  [
    ['list', () => drafts.list()],
    ['get', () => drafts.get(id)],
    ['create', () => drafts.create(newResume({ title: 'Intruder' }))],
    ['update', () => drafts.update(id, { title: 'Hijacked', isFavorite: true })],
    ['duplicate', () => drafts.duplicate(id, { asTemplate: true })],
    ['delete', () => drafts.remove(id)],
  ] as const;

describe('drafts authorization matrix', () => {
  let ctx: TestContext;
  let owner: DraftsClient;
  let draftId: number;

  /** Everything the owner can see, compared before and after each refused request. */
  const ownerState = async () => ({
    list: (await owner.list()).json(),
    draft: (await owner.get(draftId)).json(),
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ drafts: owner } = await premiumStudent(ctx));
    draftId = (await owner.create(newResume({ title: 'Private resume' }))).json().id;
  });
  afterAll(() => ctx.close());

  const signedIn = async (overrides: Parameters<typeof buildUser>[1]) =>
    draftsClient(ctx, await signIn(ctx.app, await buildUser(ctx.database, overrides)));
  const contributor = {
    userType: 'contributor' as const,
    seekerSubType: null,
    contributorSubType: 'scholarship_manager' as const,
    organizationName: 'Fund',
    jobTitle: 'Manager',
  };

  it('signed out: every endpoint answers 401 and nothing changes', async () => {
    const before = await ownerState();
    for (const [name, call] of everyCall(draftsClient(ctx, null), draftId)) {
      const response = await call();
      expect(response.statusCode, name).toBe(401);
    }
    expect(await ownerState()).toEqual(before);
  });

  const withoutPremium = {
    'a free student': {},
    'a student whose Premium ended': { weeklyAccessExpiresAt: new Date(Date.now() - DAY) },
    'a contributor without Premium': contributor,
  };
  for (const [who, overrides] of Object.entries(withoutPremium)) {
    it(`${who}: every endpoint answers 403 PREMIUM_REQUIRED, on any id, and nothing changes`, async () => {
      const drafts = await signedIn(overrides);
      const before = await ownerState();
      for (const id of [draftId, MISSING])
        for (const [name, call] of everyCall(drafts, id)) {
          const response = await call();
          expect(response.statusCode, name).toBe(403);
          expect(response.json(), name).toMatchObject({
            code: 'PREMIUM_REQUIRED',
            message: builderMessages.premiumRequired,
          });
        }
      expect(await ownerState()).toEqual(before);
      const count = await ctx.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ai_generated_content WHERE title = 'Intruder'`,
      );
      expect(count).toEqual([{ n: 0 }]);
    });
  }

  for (const [who, overrides] of Object.entries({
    'another Premium student': premium(),
    'a Premium contributor': { ...contributor, ...premium() },
    'an admin': { role: 'admin' as const },
  })) {
    it(`${who}: the student's draft is 404 like a missing one, and not in their list`, async () => {
      const drafts = await signedIn(overrides);
      const before = await ownerState();
      for (const id of [draftId, MISSING])
        for (const call of [drafts.get, drafts.remove]) {
          const response = await call(id);
          expect(response.statusCode).toBe(404);
          expect(response.json().message).toBe(builderMessages.notFound);
        }
      for (const id of [draftId, MISSING]) {
        expect((await drafts.update(id, { title: 'Hijacked' })).json()).toMatchObject({
          code: 'NOT_FOUND',
          message: builderMessages.notFound,
        });
        expect((await drafts.duplicate(id, { asTemplate: true })).statusCode).toBe(404);
      }
      expect((await drafts.list()).json()).toEqual([]);
      expect(await ownerState()).toEqual(before);
    });
  }

  it('complimentary Premium granted by an admin opens the builder', async () => {
    const admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
    const student = await buildUser(ctx.database);
    const drafts = draftsClient(ctx, await signIn(ctx.app, student));
    expect((await drafts.list()).statusCode).toBe(403);
    const grant = await injectAs(ctx.app, admin, adminApi.grantComplimentaryAccess, {
      params: { username: student.username },
      body: { days: 7, reason: 'Scholarship programme' },
    });
    expect(grant.statusCode).toBe(200);
    const created = await drafts.create(newResume());
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await drafts.get(id)).statusCode).toBe(200);
    expect((await drafts.update(id, { isFavorite: true })).statusCode).toBe(200);
    expect((await drafts.duplicate(id)).statusCode).toBe(201);
    expect((await drafts.list()).json()).toHaveLength(2);
    expect((await drafts.remove(id)).statusCode).toBe(204);
  });
});
