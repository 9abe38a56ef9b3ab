import type { FastifyPluginAsync } from 'fastify';
import { submissionsApi } from '@futurefund/core';
import { asDownload } from '../../lib/download';
import { route } from '../../lib/route';

/** A contributor's own submissions, dashboard cards and analytics (product §2, §4). */
export const submissionsRoutes: FastifyPluginAsync = async (app) => {
  const { submissions, contributorAnalytics } = app.services;

  route(app, submissionsApi.submitScholarship, ({ user, body }) =>
    submissions.submit(user, 'scholarship', body),
  );
  route(app, submissionsApi.submitInternship, ({ user, body }) =>
    submissions.submit(user, 'internship', body),
  );
  route(app, submissionsApi.mine, ({ user }) => submissions.mine(user));
  route(app, submissionsApi.resubmit, ({ user, params, body }) =>
    submissions.resubmit(user, params.type, params.id, body),
  );
  route(app, submissionsApi.close, ({ user, params }) => submissions.close(user, params.type, params.id));
  route(app, submissionsApi.summary, ({ user }) => submissions.summary(user));
  route(app, submissionsApi.analytics, ({ user, query }) => contributorAnalytics.analytics(user, query.days));
  route(app, submissionsApi.analyticsCsv, ({ user, query, reply }) => {
    asDownload(reply, `futurefund-analytics-${query.days}d.csv`);
    return contributorAnalytics.csv(user, query.days);
  });
};
