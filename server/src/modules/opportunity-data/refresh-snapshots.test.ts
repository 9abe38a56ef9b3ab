import fs from 'node:fs';
import path from 'node:path';
import { adminApi, applicationsApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildUser, signIn } from '../../../test/factories';
import { callAs, injectAs } from '../../../test/inject';
import { startFeedServer, urlSource } from '../../../test/feeds';
import { createDataSourcesRepo } from './data-sources.repo';
import { findDataRoot } from './source-input';

// Successive snapshots of the real zshah101 feed (497 listings: 250 open, 247 marked closed by the
// source; 40 repeat another listing of the feed, the same words reordered included, and are kept,
// marked duplicate_of, by the de-duplication pass), served from 127.0.0.1 the way the source
// publishes them; each test moves the feed on by one snapshot. The listings picked below are in no duplicate group, so that pass
// leaves their rows alone and whole-row comparisons hold.
type Job = Record<string, unknown> & { title: string; is_open: boolean };
const real = JSON.parse(
  fs.readFileSync(path.join(findDataRoot(), 'data/seed/internships/zshah101-automated/jobs.json'), 'utf8'),
) as Record<string, Job>;

const CHANGED = 'amazon:amazon:10412530';
const REMOVED = 'amazon:amazon:3104589';
const ADDED = 'amazon:amazon:3116030';
const UNCHANGED = 'amazon:amazon:3136266';
// Open in the feed: dropped, it is closed as removed; listed again as closed, it is the source's.
const RELISTED_CLOSED = 'ashby:notion:3fba1c39-c5cb-47d7-9ad2-1cec4d7e9d0c';
// Marked closed by the source (is_open false, closed_at 2026-06-30).
const ALREADY_CLOSED = 'amazon:amazon:10375983';

const without = (jobs: Record<string, Job>, ...ids: string[]) =>
  Object.fromEntries(Object.entries(jobs).filter(([id]) => !ids.includes(id)));
const changedTitle = 'Software Development Engineer Intern, AWS Data Services - Fall 2026 (US, Seattle)';
const newer = { ...real, [CHANGED]: { ...real[CHANGED]!, title: changedTitle } };

let feed: unknown;
let server: Awaited<ReturnType<typeof startFeedServer>>;

describe('a full source run against successive snapshots of its feed', () => {
  let ctx: TestContext;
  let admin: string;
  let student: string;

  beforeAll(async () => {
    server = await startFeedServer(() => ({ body: JSON.stringify(feed) }));
    ctx = await createTestApp({ allowLoopbackSources: true });
    admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
    student = await signIn(ctx.app, await buildUser(ctx.database));
    await createDataSourcesRepo(ctx.database.db).upsertSource(
      urlSource('zshah101 feed', 'zshah101', server.url('/data/jobs.json')),
    );
  });
  afterAll(async () => {
    await ctx.close();
    await server.close();
  });

  const refreshWith = async (snapshot: Record<string, Job>) => {
    feed = snapshot;
    // callAs expects the refresh's 200.
    return callAs(ctx.app, admin, adminApi.refreshOpportunities);
  };
  const listing = async (sourceRecordId: string) =>
    (
      await ctx.database.query<Record<string, unknown>>(
        'SELECT * FROM internships WHERE source_record_id = $1',
        [sourceRecordId],
      )
    )[0]!;
  const lastRun = async () =>
    (
      await ctx.database.query<Record<string, unknown>>(
        'SELECT total_found, new_added, updated, removed, start_time, end_time, error_details FROM scraping_runs ORDER BY id DESC LIMIT 1',
      )
    )[0]!;
  const counts = (run: Record<string, unknown>) => ({
    total_found: run.total_found,
    new_added: run.new_added,
    updated: run.updated,
    removed: run.removed,
  });

  it('imports the older snapshot whole', async () => {
    const body = await refreshWith(without(real, ADDED));
    expect(body).toMatchObject({ success: true, internshipsAdded: 496, existingInternships: 496 });
    expect(counts(await lastRun())).toEqual({ total_found: 496, new_added: 496, updated: 0, removed: 0 });
    // The feed's repeats are hidden, not dropped: all 496 rows above are stored.
    const [hidden] = await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM internships WHERE duplicate_of IS NOT NULL',
    );
    expect(hidden!.n).toBe(40);
  });

  it('adds the new listing, updates the changed one and closes the one no longer listed, re-dating nothing', async () => {
    const unchangedBefore = await listing(UNCHANGED);
    const changedBefore = await listing(CHANGED);
    const removedBefore = await listing(REMOVED);
    const saved = await injectAs(ctx.app, student, applicationsApi.save, {
      body: { opportunityId: removedBefore.id, opportunityType: 'internship' },
    });
    expect(saved.statusCode).toBe(201);

    const body = await refreshWith(without(newer, REMOVED, ALREADY_CLOSED));
    expect(body.message).toBe(
      'Opportunity data refreshed: 0 new scholarships and 1 new internships, 1 updated, 1 removed.',
    );
    const run = await lastRun();
    // The listing the source already marked closed is not "removed" again.
    expect(counts(run)).toEqual({ total_found: 495, new_added: 1, updated: 1, removed: 1 });

    const removed = await listing(REMOVED);
    expect(removed).toMatchObject({
      id: removedBefore.id,
      closed_reason: 'removed',
      title: removedBefore.title,
    });
    expect(removed.closed_at as Date).toBeInstanceOf(Date);
    expect((removed.closed_at as Date).getTime()).toBeGreaterThanOrEqual((run.start_time as Date).getTime());
    expect((removed.closed_at as Date).getTime()).toBeLessThanOrEqual((run.end_time as Date).getTime());
    expect((await listing(ALREADY_CLOSED)).closed_reason).toBe('source');
    expect(await listing(ADDED)).toMatchObject({ closed_at: null, closed_reason: null });

    const changed = await listing(CHANGED);
    expect(changed).toMatchObject({
      id: changedBefore.id,
      title: changedTitle,
      first_seen_at: changedBefore.first_seen_at,
      created_at: changedBefore.created_at,
      deadline: changedBefore.deadline,
      closed_at: null,
    });
    // Unchanged: seen again, nothing else touched.
    // Its turn among its source's open listings (ADR 068) may move: another of them closed.
    expect(await listing(UNCHANGED)).toEqual({
      ...unchangedBefore,
      last_seen_at: expect.any(Date),
      source_rank: expect.any(Number),
    });
    expect((await listing(UNCHANGED)).last_seen_at).not.toEqual(unchangedBefore.last_seen_at);

    // Never deleted: the student's tracker still holds it.
    const tracked = await callAs(ctx.app, student, applicationsApi.list);
    expect(JSON.stringify(tracked)).toContain(String(removedBefore.title));
  });

  it('re-opens a removed listing the feed lists again, and keeps the close dates of closed ones', async () => {
    const closedBefore = await listing(ALREADY_CLOSED);
    await refreshWith(without(newer, RELISTED_CLOSED));
    const run = await lastRun();
    expect(counts(run)).toEqual({ total_found: 496, new_added: 0, updated: 0, removed: 1 });
    expect(run.error_details).toMatchObject({ reopened: 1 });
    expect(await listing(REMOVED)).toMatchObject({ closed_at: null, closed_reason: null });
    expect(await listing(ALREADY_CLOSED)).toEqual({ ...closedBefore, last_seen_at: expect.any(Date) });
    expect(await listing(RELISTED_CLOSED)).toMatchObject({ closed_reason: 'removed' });
  });

  it('leaves a listing closed when the feed lists it again as closed, dated from its removal', async () => {
    const removedAt = (await listing(RELISTED_CLOSED)).closed_at;
    await refreshWith({ ...newer, [RELISTED_CLOSED]: { ...real[RELISTED_CLOSED]!, is_open: false } });
    expect(counts(await lastRun())).toEqual({ total_found: 497, new_added: 0, updated: 1, removed: 0 });
    expect(await listing(RELISTED_CLOSED)).toMatchObject({ closed_reason: 'source', closed_at: removedAt });
  });

  it('closes nothing when the feed comes back empty (a broken feed, not a closed catalog)', async () => {
    await refreshWith({});
    expect(counts(await lastRun())).toEqual({ total_found: 0, new_added: 0, updated: 0, removed: 0 });
    const [open] = await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM internships WHERE closed_at IS NULL',
    );
    // 250 open in the feed, less RELISTED_CLOSED, which the source now marks closed. Counted by
    // closed_at alone: a refresh writes that; the season rule (ADR 015) is read from season_ends_on.
    expect(open!.n).toBe(249);
  });
});
