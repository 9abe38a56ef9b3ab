import type { FastifyPluginAsync } from 'fastify';
import { applicationsApi } from '@futurefund/core';
import { asDownload } from '../../lib/download';
import { route } from '../../lib/route';
import { siteUrl } from '../../lib/site-url';
import { toCalendarFeed } from './applications.presenter';

/** Deadlines as iCalendar: a download, and a private subscription URL calendar apps poll (ADR 010). */
export const calendarRoutes: FastifyPluginAsync = async (app) => {
  const { calendar } = app.services;

  route(app, applicationsApi.calendarIcs, ({ user, request, reply }) => {
    asDownload(reply, 'futurefund-deadlines.ics');
    return calendar.download(user, siteUrl(request));
  });

  route(app, applicationsApi.calendarFeedStatus, async ({ user }) =>
    toCalendarFeed(await calendar.feedStatus(user)),
  );

  route(app, applicationsApi.createCalendarFeed, async ({ user, request }) =>
    toCalendarFeed(await calendar.createFeed(user, siteUrl(request))),
  );

  route(app, applicationsApi.revokeCalendarFeed, ({ user }) => calendar.revokeFeed(user));

  // Calendar apps send no cookie: the secret in the path is the only credential.
  route(app, applicationsApi.calendarFeed, ({ params, request, reply }) => {
    reply.header('cache-control', 'private, max-age=300').header('referrer-policy', 'no-referrer');
    return calendar.feed(params.token, siteUrl(request));
  });
};
