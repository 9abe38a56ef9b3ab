import { Cron } from 'croner';
import { REFRESH_SCHEDULE_TIMEZONE } from '../opportunity-data/refresh-schedule';
import type { NewsletterDigestService } from './newsletter-digest.service';

/** The two log calls the schedule makes (the app's logger has them). */
export interface ScheduleLog {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

export interface DigestSchedule {
  stop(): void;
}

/**
 * Runs the weekly digest on `pattern` (cron, UTC like every schedule, ADR 019), or nothing when
 * it is null. Every instance may tick: the per-(subscriber, week) claims make one of them send.
 */
export function scheduleNewsletterDigest(
  pattern: string | null,
  digest: Pick<NewsletterDigestService, 'run'>,
  log: ScheduleLog,
): DigestSchedule {
  if (!pattern) {
    log.info('newsletter digest schedule: off');
    return { stop: () => {} };
  }
  const job = new Cron(
    pattern,
    {
      timezone: REFRESH_SCHEDULE_TIMEZONE,
      protect: true,
      unref: true,
      catch: (error) => log.error({ err: error }, 'newsletter digest failed'),
    },
    async () => {
      const result = await digest.run();
      log.info(
        `newsletter digest ${result.period}: ${result.sent} sent, ${result.empty} with nothing new, ${result.failed} failed`,
      );
    },
  );
  log.info(`newsletter digest schedule: "${pattern}" (UTC), next at ${job.nextRun()?.toISOString()}`);
  return { stop: () => job.stop() };
}
