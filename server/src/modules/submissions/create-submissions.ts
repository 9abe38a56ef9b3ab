import type { Database } from '../../db/client';
import type { createBackgroundTasks } from '../../lib/background';
import { auditedWrites } from '../admin/audit.repo';
import type { EmailService } from '../email/email.service';
import { createNotificationsRepo } from '../notifications/notifications.repo';
import { createAnalyticsRepo } from './analytics.repo';
import { createAnalyticsService } from './analytics.service';
import { createReviewService } from './review.service';
import { createSubmissionsRepo } from './submissions.repo';
import { createSubmissionsService } from './submissions.service';

/** The submissions module's services over one database (the composition root calls this once). */
export function createSubmissions(
  db: Database,
  deps: {
    email: Pick<EmailService, 'sendSubmissionApproved' | 'sendSubmissionRejected'>;
    background: Pick<ReturnType<typeof createBackgroundTasks>, 'run'>;
  },
) {
  const repo = createSubmissionsRepo(db);
  const { email, background } = deps;
  return {
    submissions: createSubmissionsService({ repo }),
    contributorAnalytics: createAnalyticsService({ repo: createAnalyticsRepo(db) }),
    review: createReviewService({
      repo,
      writes: auditedWrites(db, (tx) => ({
        submissions: createSubmissionsRepo(tx),
        notifications: createNotificationsRepo(tx),
      })),
      // The decision is committed first; a failed e-mail is logged and the in-app notice stands.
      mail: {
        approved: (contributor, row) =>
          background.run('submission approved e-mail', () =>
            email.sendSubmissionApproved(
              { id: contributor.id, email: contributor.email!, name: contributor.name },
              { title: row.title, opportunityType: row.type, opportunityId: row.id },
            ),
          ),
        rejected: (contributor, row, reason) =>
          background.run('submission rejected e-mail', () =>
            email.sendSubmissionRejected(
              { id: contributor.id, email: contributor.email!, name: contributor.name },
              { title: row.title, reason },
            ),
          ),
      },
    }),
  };
}
