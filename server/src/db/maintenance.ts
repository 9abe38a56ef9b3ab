import { noSchedule, utcJob, type Schedule, type ScheduleLog } from '../lib/schedule';
import type { DatabaseHandle } from './client';

/**
 * Makes the space of old row versions reusable and refreshes the planner's statistics, for every
 * table. PostgreSQL's autovacuum does this on its own; PGlite runs no background workers, so
 * without it each recomputed recommendation list or session touch leaves rows behind for good
 * and the file only grows (ADR 051).
 */
export async function runDatabaseMaintenance(database: DatabaseHandle): Promise<void> {
  await database.query('VACUUM (ANALYZE)');
}

/**
 * On PGlite, runs the maintenance on `pattern` (a cron pattern read in UTC); on PostgreSQL, or
 * with no pattern, nothing. A tick holds the one PGlite connection for its duration (about a
 * second on the seed catalog), so the default is a quiet hour.
 */
export function scheduleDatabaseMaintenance(
  database: DatabaseHandle,
  pattern: string | null,
  log: ScheduleLog,
): Schedule {
  if (database.kind !== 'pglite' || !pattern) {
    log.info(
      `database maintenance schedule: ${database.kind === 'pglite' ? 'off' : "PostgreSQL's autovacuum"}`,
    );
    return noSchedule;
  }
  const job = utcJob(pattern, 'scheduled database maintenance failed', log, async () => {
    const started = performance.now();
    await runDatabaseMaintenance(database);
    log.info(`database maintenance: vacuumed and analyzed in ${Math.round(performance.now() - started)} ms`);
  });
  log.info(`database maintenance schedule: "${pattern}" (UTC), next at ${job.nextRun()?.toISOString()}`);
  return { stop: () => job.stop() };
}
