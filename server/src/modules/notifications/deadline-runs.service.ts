import type { FastifyBaseLogger } from 'fastify';
import {
  DEADLINE_CHECK_RUNS_LISTED,
  type DeadlineCheckAnswer,
  type DeadlineCheckCounts,
} from '@futurefund/core';
import type { Database } from '../../db/client';
import { assertAdmin } from '../../lib/authorize';
import { createAuditRepo } from '../admin/audit.repo';
import type { SessionUser } from '../auth/auth.repo';
import { createDeadlineCheckRepo } from './deadline-check.repo';
import type { DeadlineCheckRequest, DeadlineCheckService } from './deadline-check.service';
import { toDeadlineCheckRun } from './notifications.presenter';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The admin's result line, e.g. "Deadline check complete: 3 reminders sent (2 e-mails, 3 in-app)." */
export function deadlineCheckMessage(counts: DeadlineCheckCounts): string {
  const failed = counts.failed > 0 ? `; ${plural(counts.failed, 'e-mail')} failed and will be retried` : '';
  return (
    `Deadline check complete: ${plural(counts.reminders, 'reminder')} sent ` +
    `(${plural(counts.emails, 'e-mail')}, ${counts.notifications} in-app)${failed}.`
  );
}

/** Runs of the deadline check, recorded in scheduled_jobs; the admin's trigger and run list. */
export function createDeadlineRunsService(
  db: Database,
  check: DeadlineCheckService,
  { log, now = () => new Date() }: { log: Pick<FastifyBaseLogger, 'info' | 'error'>; now?: () => Date },
) {
  const repo = createDeadlineCheckRepo(db);
  const audit = createAuditRepo(db);

  async function runAndRecord(trigger: 'schedule' | 'admin', request: DeadlineCheckRequest) {
    const startedAt = now();
    try {
      const counts = await check.run(request);
      await repo.recordRun({
        trigger,
        startedAt,
        finishedAt: now(),
        status: 'completed',
        result: counts,
        error: null,
      });
      return counts;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repo.recordRun({
        trigger,
        startedAt,
        finishedAt: now(),
        status: 'failed',
        result: {},
        error: message,
      });
      throw error;
    }
  }

  return {
    /** The hourly tick: users for whom it is `localHour` now. */
    async scheduled(localHour: number) {
      const counts = await runAndRecord('schedule', { localHour });
      log.info({ ...counts }, 'scheduled deadline check');
      return counts;
    },

    /** Product §7: on demand, every user's 7/3/1-day windows in their own zone, whatever the hour. */
    async trigger(actor: SessionUser): Promise<DeadlineCheckAnswer> {
      assertAdmin(actor);
      const counts = await runAndRecord('admin', {});
      await audit.record(actor, { action: 'deadline-check.trigger', details: { ...counts } });
      return { success: true, message: deadlineCheckMessage(counts) };
    },

    async recent(actor: SessionUser) {
      assertAdmin(actor);
      const rows = await repo.recentRuns(DEADLINE_CHECK_RUNS_LISTED);
      return { runs: rows.map(toDeadlineCheckRun) };
    },
  };
}

export type DeadlineRunsService = ReturnType<typeof createDeadlineRunsService>;
