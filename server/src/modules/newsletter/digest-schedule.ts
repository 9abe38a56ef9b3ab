import { noSchedule, utcJob, type Schedule, type ScheduleLog } from '../../lib/schedule';
import type { NewsletterDigestService } from './newsletter-digest.service';

/**
 * Runs the weekly digest on `pattern` (cron, UTC like every schedule, ADR 019), or nothing when
 * it is null. Every instance may tick: the per-(subscriber, week) claims make one of them send.
 */
export function scheduleNewsletterDigest(
  pattern: string | null,
  digest: Pick<NewsletterDigestService, 'run'>,
  log: ScheduleLog,
): Schedule {
  if (!pattern) {
    log.info('newsletter digest schedule: off');
    return noSchedule;
  }
  const job = utcJob(pattern, 'newsletter digest failed', log, async () => {
    const result = await digest.run();
    log.info(
      `newsletter digest ${result.period}: ${result.sent} sent, ${result.empty} with nothing new, ${result.failed} failed`,
    );
  });
  log.info(`newsletter digest schedule: "${pattern}" (UTC), next at ${job.nextRun()?.toISOString()}`);
  return { stop: () => job.stop() };
}
