import { eq } from 'drizzle-orm';
import { applicationsApi, authApi, documentsApi, profileApi, profileMessages } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  authActivityLogs,
  recommendationEvents,
  scholarships,
  userDocuments,
  users,
} from '../../db/schema';
import { createTestApp, testVaultKeyring, type TestContext } from '../../../test/test-app';
import {
  buildApplication,
  buildDocument,
  buildScholarship,
  buildUser,
  signIn,
} from '../../../test/factories';
import { callAs, injectAs, type Caller } from '../../../test/inject';
import { minimalPdf, multipart } from '../../../test/vault-files';

describe('your data: export everything, delete the account', () => {
  let ctx: TestContext;
  let user: Awaited<ReturnType<typeof buildUser>>;
  let cookie: string;
  let other: Awaited<ReturnType<typeof buildUser>>;
  let otherCookie: string;
  let scholarshipId: number;
  let postedId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    // Premium, so a vault document can be attached to the application.
    user = await buildUser(ctx.database, {
      name: 'Grace Hopper',
      weeklyAccessExpiresAt: new Date(Date.now() + 86_400_000),
    });
    cookie = await signIn(ctx.app, user);
    // A second session on another device, ended by the deletion too.
    await signIn(ctx.app, user);
    other = await buildUser(ctx.database);
    otherCookie = await signIn(ctx.app, other);
    scholarshipId = (await buildScholarship(ctx.database, { title: 'Navy Award' })).id;
    postedId = (await buildScholarship(ctx.database, { title: 'Posted by Grace', contributorId: user.id }))
      .id;
    await callAs(ctx.app, cookie, profileApi.update, { body: { skills: ['COBOL'], gender: 'Woman' } });
    const application = await buildApplication(ctx.database, {
      userId: user.id,
      opportunityId: scholarshipId,
    });
    const essay = await buildDocument(ctx.database, testVaultKeyring(), {
      userId: user.id,
      name: 'Navy essay',
      type: 'essay',
      content: 'I debugged the Mark II.',
      tags: ['navy', 'essay'],
    });
    const upload = await multipart(
      { name: 'Transcript', type: 'transcript' },
      { name: 'transcript.pdf', bytes: minimalPdf('grades') },
    );
    await injectAs(ctx.app, cookie, documentsApi.upload, undefined, upload);
    await callAs(ctx.app, cookie, documentsApi.attach, {
      params: { id: application.id },
      body: { documentId: essay.id },
    });
    await ctx.database.db.insert(recommendationEvents).values({
      userId: user.id,
      opportunityId: scholarshipId,
      opportunityType: 'scholarship',
      eventType: 'feedback',
      metadata: { reactionType: 'fire' },
    });
    await buildApplication(ctx.database, { userId: other.id, opportunityId: scholarshipId });
  });
  afterAll(() => ctx.close());

  const exportData = (caller: Caller = cookie) => injectAs(ctx.app, caller, profileApi.exportData);
  const deleteAccount = (body: unknown, caller: Caller = cookie) =>
    injectAs(ctx.app, caller, profileApi.deleteAccount, { body });

  it('requires sign-in for both', async () => {
    expect((await exportData(null)).statusCode).toBe(401);
    expect((await deleteAccount({ confirmUsername: user.username }, null)).statusCode).toBe(401);
  });

  it('exports the profile, applications with history and feedback as one JSON download', async () => {
    const response = await exportData();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="futurefund-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data).toMatchObject({
      format: 'futurefund-export',
      account: { username: user.username, name: 'Grace Hopper' },
      profile: { skills: ['COBOL'], gender: 'Woman' },
      applications: [
        {
          opportunityId: scholarshipId,
          status: 'interested',
          opportunity: { title: 'Navy Award' },
          history: [{ fromStatus: null, toStatus: 'interested' }],
        },
      ],
      documents: expect.arrayContaining([
        expect.objectContaining({
          name: 'Navy essay',
          content: 'I debugged the Mark II.',
          tags: ['navy', 'essay'],
        }),
        expect.objectContaining({
          name: 'Transcript',
          contentType: 'application/pdf',
          content: null,
          contentBase64: minimalPdf('grades').toString('base64'),
        }),
      ]),
      feedback: { events: [{ eventType: 'feedback', metadata: { reactionType: 'fire' } }] },
      signInHistory: expect.arrayContaining([expect.objectContaining({ action: 'login' })]),
    });
    expect(response.body).not.toMatch(/password|tokenHash|token_hash/i);
  });

  it('refuses a deletion whose typed username does not match, and deletes nothing', async () => {
    const response = await deleteAccount({ confirmUsername: 'someone-else' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: profileMessages.deleteMismatch,
      details: [{ path: 'confirmUsername', message: profileMessages.deleteMismatch }],
    });
    expect((await exportData()).statusCode).toBe(200);
    expect((await deleteAccount({})).statusCode).toBe(400);
  });

  it('deletes every row of the user, ends every session and says what went', async () => {
    const response = await deleteAccount({ confirmUsername: ` ${user.username.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: profileMessages.accountDeleted,
      deleted: {
        applications: 1,
        applicationHistory: 1,
        documents: 2,
        applicationDocuments: 1,
        recommendations: 0,
        recommendationEvents: 1,
        aiContent: 0,
        submissions: 0,
        sessions: 2,
        signInHistory: 2,
        calendarFeeds: 0,
        anonymisedListings: 1,
      },
    });
    expect(response.cookies.find((c) => c.name === 'ff_session')?.value).toBe('');
    expect((await injectAs(ctx.app, cookie, authApi.currentUser)).statusCode).toBe(401);
    const { db } = ctx.database;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(authActivityLogs).where(eq(authActivityLogs.userId, user.id))).toEqual([]);
    const [posted] = await db.select().from(scholarships).where(eq(scholarships.id, postedId));
    expect(posted).toMatchObject({ title: 'Posted by Grace', contributorId: null });
    expect(await db.select().from(applications).where(eq(applications.userId, user.id))).toEqual([]);
    expect(await db.select().from(userDocuments).where(eq(userDocuments.userId, user.id))).toEqual([]);
  });

  it("leaves other users' data alone", async () => {
    const response = await injectAs(ctx.app, otherCookie, applicationsApi.list);
    expect(response.json()).toHaveLength(1);
  });
});
