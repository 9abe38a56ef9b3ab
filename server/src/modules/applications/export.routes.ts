import type { FastifyPluginAsync } from 'fastify';
import { applicationsApi } from '@futurefund/core';
import { asDownload } from '../../lib/download';
import { route } from '../../lib/route';
import { siteUrl } from '../../lib/site-url';

/** The user's applications and their history as a CSV download (ADR 010). */
export const exportRoutes: FastifyPluginAsync = async (app) => {
  const { exports } = app.services;

  route(app, applicationsApi.exportCsv, ({ user, request, reply }) => {
    asDownload(reply, 'futurefund-applications.csv');
    return exports.applicationsCsv(user, siteUrl(request));
  });
};
