import type { FastifyPluginAsync } from 'fastify';
import { newsletterApi } from '@futurefund/core';
import { route } from '../../lib/route';
import { requestMeta } from '../../plugins/session';
import { acceptOneClickForms } from '../email/unsubscribe.routes';

/** The newsletter's JSON endpoints (ADR 030). */
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const { newsletter, newsletterDigest } = app.services;
  route(app, newsletterApi.subscribe, ({ body, user, request }) =>
    newsletter.subscribe(body, user, requestMeta(request).ipAddress),
  );
  route(app, newsletterApi.confirm, ({ body }) => newsletter.confirm(body.token));
  route(app, newsletterApi.digest, ({ user }) => newsletterDigest.trigger(user));
};

/**
 * Leaving, in its own plugin so the form parser below applies to this route only: a mail client's
 * RFC 8058 one-click POST is a form (`List-Unsubscribe=One-Click`) whose body carries nothing we
 * need (the token is in the query); the rest of the API stays JSON-only.
 */
export const newsletterLeaveRoutes: FastifyPluginAsync = async (app) => {
  const { newsletter } = app.services;
  acceptOneClickForms(app);
  route(app, newsletterApi.unsubscribe, ({ query }) => newsletter.unsubscribe(query.token));
};
