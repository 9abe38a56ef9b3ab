import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { addDays, applicationsApi, deadlineToday } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildInternship, buildScholarship, buildUser, signIn } from '../../../test/factories';
import { callAs, injectAs, type Caller } from '../../../test/inject';
import { EXPORT_COLUMNS, neutralizeFormula } from './export.service';

const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

describe('tracker exports: CSV with history, .ics download and the private calendar feed', () => {
  let ctx: TestContext;
  let cookie: string;
  let other: string;
  const deadline = addDays(deadlineToday(), 30);

  beforeAll(async () => {
    ctx = await createTestApp();
    cookie = await signIn(ctx.app, await buildUser(ctx.database, { weeklyAccessExpiresAt: inAWeek() }));
    other = await signIn(ctx.app, await buildUser(ctx.database));
    const award = await buildScholarship(ctx.database, {
      title: '=Robotics Award',
      awardAmount: '$2,500',
      deadline,
      url: 'https://example.org/robotics',
    });
    const intern = await buildInternship(ctx.database, { title: 'Data Intern', company: 'Acme, Inc.' });
    const rejected = await buildScholarship(ctx.database, { title: 'Closed Door Grant', deadline });
    const save = async (opportunityId: number, opportunityType: 'scholarship' | 'internship') =>
      (
        await callAs(ctx.app, cookie, applicationsApi.save, {
          body: { opportunityId, opportunityType, status: 'interested' },
        })
      ).id;
    const patch = (id: number, body: object) =>
      injectAs(ctx.app, cookie, applicationsApi.update, { params: { id }, body });
    const awardApplication = await save(award.id, 'scholarship');
    await patch(awardApplication, { status: 'applied', statusNote: 'Essay sent', notes: 'Follow up in May' });
    await save(intern.id, 'internship');
    const rejectedApplication = await save(rejected.id, 'scholarship');
    await patch(rejectedApplication, { status: 'rejected' });
  });
  afterAll(() => ctx.close());

  describe('CSV export', () => {
    it('downloads every application with its status history, formula cells neutralized', async () => {
      const response = await injectAs(ctx.app, cookie, applicationsApi.exportCsv);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="futurefund-applications.csv"',
      );
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const rows = parse(response.body.slice(1), { columns: true }) as Record<string, string>[];
      expect(Object.keys(rows[0]!)).toEqual([...EXPORT_COLUMNS]);
      expect(rows).toHaveLength(3);
      const award = rows.find((row) => row.Title === "'=Robotics Award")!;
      expect(award).toMatchObject({
        Type: 'scholarship',
        Award: '$2,500',
        Status: 'Applied',
        Deadline: deadline,
        Notes: 'Follow up in May',
      });
      expect(award['Date Applied']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(award['Status History']).toMatch(
        /^\d{4}-\d{2}-\d{2} Saved; \d{4}-\d{2}-\d{2} Saved → Applied \(Essay sent\)$/,
      );
      expect(rows.find((row) => row.Title === 'Data Intern')).toMatchObject({
        Organization: 'Acme, Inc.',
        Status: 'Saved',
        'Date Applied': '',
      });
      expect(rows.find((row) => row.Title === 'Closed Door Grant')!.Status).toBe('Rejected');
    });

    it('gives another user only their own (empty) export, and refuses anonymous requests', async () => {
      const mine = await injectAs(ctx.app, other, applicationsApi.exportCsv);
      expect(parse(mine.body.slice(1), { columns: true })).toEqual([]);
      expect((await injectAs(ctx.app, null, applicationsApi.exportCsv)).statusCode).toBe(401);
    });

    it.each([
      ['=1+1', "'=1+1"],
      ['+cmd', "'+cmd"],
      ['-2', "'-2"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['Plain title', 'Plain title'],
    ])('neutralizes %s as %s', (cell, expected) => {
      expect(neutralizeFormula(cell)).toBe(expected);
    });
  });

  describe('.ics download', () => {
    it('has one all-day event per open deadline with reminders, and none for rejected or undated ones', async () => {
      const response = await injectAs(ctx.app, cookie, applicationsApi.calendarIcs);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="futurefund-deadlines.ics"');
      const ics = response.body.replace(/\r\n /g, '');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('X-WR-CALNAME:FutureFund deadlines');
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(ics).toContain('SUMMARY:Deadline: =Robotics Award');
      expect(ics).toContain(`DTSTART;VALUE=DATE:${deadline.replaceAll('-', '')}`);
      expect(ics).toContain('URL;VALUE=URI:https://example.org/robotics');
      expect(ics).toContain('TRIGGER:-P7D');
      expect(ics).toContain('TRIGGER:-P1D');
      expect(ics).not.toContain('Closed Door Grant');
    });

    it('requires sign-in', async () => {
      expect((await injectAs(ctx.app, null, applicationsApi.calendarIcs)).statusCode).toBe(401);
    });
  });

  describe('calendar subscription feed', () => {
    const feedEndpoints = {
      GET: applicationsApi.calendarFeedStatus,
      POST: applicationsApi.createCalendarFeed,
      DELETE: applicationsApi.revokeCalendarFeed,
    } as const;
    const feed = (method: keyof typeof feedEndpoints, who: Caller = cookie) =>
      injectAs(ctx.app, who, feedEndpoints[method]);
    // The feed is polled at the very URL the answer handed out, as a calendar app would: that URL,
    // not one rebuilt from the contract, is what these tests check.
    const tokenPath = (url: string) => new URL(url).pathname;

    it('creates a secret URL that works without a session, shows it once, replaces and revokes it', async () => {
      expect((await feed('GET')).json()).toEqual({ url: null, active: false, createdAt: null });

      const created = await feed('POST');
      expect(created.statusCode).toBe(201);
      const { url } = created.json();
      expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await feed('GET')).json()).toMatchObject({ url: null, active: true });

      const polled = await ctx.app.inject({ url: tokenPath(url) });
      expect(polled.statusCode).toBe(200);
      expect(polled.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(polled.body).toContain('SUMMARY:Deadline: =Robotics Award');

      const replaced = (await feed('POST')).json().url;
      expect(replaced).not.toBe(url);
      expect((await ctx.app.inject({ url: tokenPath(url) })).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: tokenPath(replaced) })).statusCode).toBe(200);

      expect((await feed('DELETE')).statusCode).toBe(204);
      expect((await ctx.app.inject({ url: tokenPath(replaced) })).statusCode).toBe(404);
      expect((await feed('GET')).json()).toMatchObject({ active: false });
    });

    it('stores only a hash of the token', async () => {
      const { url } = (await feed('POST')).json();
      const token = tokenPath(url).split('/').pop()!.replace('.ics', '');
      const rows = await ctx.database.query<{ token_hash: string }>('SELECT token_hash FROM calendar_feeds');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.token_hash !== token && /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(
        true,
      );
    });

    it('answers 404 to made-up tokens and 401 to feed management without a session', async () => {
      for (const token of ['nope', 'a'.repeat(43)]) {
        expect(
          (await injectAs(ctx.app, null, applicationsApi.calendarFeed, { params: { token } })).statusCode,
        ).toBe(404);
      }
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        expect((await feed(method, null)).statusCode).toBe(401);
      }
    });

    it("serves each user's own deadlines only", async () => {
      const { url } = (await feed('POST', other)).json();
      const body = (await ctx.app.inject({ url: tokenPath(url) })).body;
      expect(body).not.toContain('BEGIN:VEVENT');
    });
  });
});
