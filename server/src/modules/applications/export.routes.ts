import type { FastifyPluginAsync } from 'fastify';
import { applicationsApi } from '@futurefund/core';
import { route } from '../../lib/route';
import { siteUrl } from '../../lib/site-url';

/** The user's applications and their history as a CSV download (ADR 010). */
export const exportRoutes: FastifyPluginAsync = async (app) => {
  const { exports } = app.services;

  route(app, applicationsApi.exportCsv, ({ user, request, reply }) => {
    reply
      .header('content-disposition', 'attachment; filename="futurefund-applications.csv"')
      .header('cache-control', 'no-store');
    return exports.applicationsCsv(user, siteUrl(request));
  });
};
