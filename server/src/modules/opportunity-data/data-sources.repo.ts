import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataSources, scheduledJobs, scrapingRuns } from '../../db/schema';

export type DataSourceRow = typeof dataSources.$inferSelect;
export type NewDataSource = typeof dataSources.$inferInsert;

/** Where an adapter reads a source from: a bundled file/folder (`path`) or a URL. */
export interface SourceConfig {
  adapter: string;
  path?: string;
  url?: string;
}

const UNIQUE_VIOLATION = '23505';

/** The partial unique index refuses a second running job of a type: that claim answers null. */
async function nullWhenTaken(claim: () => Promise<number | null>): Promise<number | null> {
  try {
    return await claim();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === UNIQUE_VIOLATION) return null;
    throw error;
  }
}

export function createDataSourcesRepo(db: Database) {
  return {
    async countSources(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(dataSources);
      return row?.n ?? 0;
    },

    async upsertSource(values: NewDataSource): Promise<DataSourceRow> {
      const [row] = await db
        .insert(dataSources)
        .values(values)
        .onConflictDoUpdate({ target: dataSources.name, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    /** Changes a source's reading config or active flag (seed sync); nothing else. */
    async updateSource(id: number, values: Pick<NewDataSource, 'scrapingConfig' | 'isActive'>) {
      await db
        .update(dataSources)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(dataSources.id, id));
    },

    listActiveSources(): Promise<DataSourceRow[]> {
      return db.select().from(dataSources).where(eq(dataSources.isActive, true)).orderBy(dataSources.id);
    },

    listSources(): Promise<DataSourceRow[]> {
      return db.select().from(dataSources).orderBy(dataSources.id);
    },

    /** Claims the single running slot for a job type; null when another run holds it. */
    async claimJob(type: string, name: string, now: Date): Promise<number | null> {
      return nullWhenTaken(async () => {
        const [row] = await db
          .insert(scheduledJobs)
          .values({ name, type, scheduledFor: now, status: 'running', lastRun: now })
          .returning({ id: scheduledJobs.id });
        return row!.id;
      });
    },

    /**
     * Claims the run a schedule planned for `scheduledFor`: null when another run holds the slot, or
     * when another instance already ran this very tick (its clock fired first, and its run may even
     * be over). The advisory lock makes the check and the insert one step across instances.
     */
    async claimScheduledJob(
      job: { type: string; name: string; recurrence: string },
      scheduledFor: Date,
      now: Date,
    ) {
      return nullWhenTaken(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${job.type}))`);
          const [done] = await tx
            .select({ id: scheduledJobs.id })
            .from(scheduledJobs)
            .where(and(eq(scheduledJobs.type, job.type), eq(scheduledJobs.scheduledFor, scheduledFor)))
            .limit(1);
          if (done) return null;
          const [row] = await tx
            .insert(scheduledJobs)
            .values({ ...job, scheduledFor, status: 'running', lastRun: now })
            .returning({ id: scheduledJobs.id });
          return row!.id;
        }),
      );
    },

    /** A run whose process died keeps its slot until it is this old. */
    async failStaleJobs(type: string, olderThan: Date) {
      await db
        .update(scheduledJobs)
        .set({ status: 'failed', error: 'Interrupted: the process running it stopped' })
        .where(
          and(
            eq(scheduledJobs.type, type),
            eq(scheduledJobs.status, 'running'),
            lt(scheduledJobs.lastRun, olderThan),
          ),
        );
    },

    async finishJob(id: number, status: 'completed' | 'failed', result: unknown, error: string | null) {
      await db.update(scheduledJobs).set({ status, result, error }).where(eq(scheduledJobs.id, id));
    },

    async latestJob(type: string) {
      const [row] = await db
        .select()
        .from(scheduledJobs)
        .where(eq(scheduledJobs.type, type))
        .orderBy(desc(scheduledJobs.id))
        .limit(1);
      return row ?? null;
    },

    async startRun(sourceId: number, jobId: number | null, now: Date): Promise<number> {
      const [row] = await db
        .insert(scrapingRuns)
        .values({ sourceId, jobId, startTime: now, status: 'running' })
        .returning({ id: scrapingRuns.id });
      return row!.id;
    },

    async updateRun(id: number, values: Partial<typeof scrapingRuns.$inferInsert>) {
      await db.update(scrapingRuns).set(values).where(eq(scrapingRuns.id, id));
    },

    async markScraped(sourceId: number, now: Date) {
      await db.update(dataSources).set({ lastScraped: now }).where(eq(dataSources.id, sourceId));
    },

    runsForJob(jobId: number) {
      return db
        .select({
          id: scrapingRuns.id,
          sourceName: dataSources.name,
          status: scrapingRuns.status,
          totalFound: scrapingRuns.totalFound,
          newAdded: scrapingRuns.newAdded,
          updated: scrapingRuns.updated,
          removed: scrapingRuns.removed,
          error: scrapingRuns.error,
          startTime: scrapingRuns.startTime,
          endTime: scrapingRuns.endTime,
        })
        .from(scrapingRuns)
        .leftJoin(dataSources, eq(dataSources.id, scrapingRuns.sourceId))
        .where(eq(scrapingRuns.jobId, jobId))
        .orderBy(scrapingRuns.id);
    },
  };
}

export type DataSourcesRepo = ReturnType<typeof createDataSourcesRepo>;
