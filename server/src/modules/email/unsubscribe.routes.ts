import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { emailApi, routePatterns } from '@futurefund/core';
import { route } from '../../lib/route';

/**
 * One-click unsubscribe (RFC 8058). Its own plugin, so the form parser below applies to these
 * routes only: a mail client POSTs `List-Unsubscribe=One-Click` as a form, and everything else of
 * the API stays JSON-only. The body carries nothing we need (the token is in the query).
 */
export const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  const { email } = app.services;
  acceptOneClickForms(app);

  // A GET must change nothing: mail scanners open links before people do. A person who opens
  // the header's link in a browser lands on the page with the button.
  route(app, emailApi.unsubscribeLink, ({ query, reply }) =>
    reply.redirect(`${routePatterns.unsubscribe}?token=${encodeURIComponent(query.token)}`, 303),
  );

  route(app, emailApi.unsubscribe, async ({ query }) => {
    const category = await email.unsubscribe(query.token);
    return { success: true as const, message: unsubscribedMessage[category], category };
  });
};

/**
 * Lets the routes of the calling plugin (only) take the form a mail client posts for one-click
 * unsubscribe (RFC 8058); its body is ignored, the token is in the query.
 */
export function acceptOneClickForms(app: FastifyInstance) {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, {}),
    );
  }
}

const unsubscribedMessage = {
  deadline_reminders: 'You will no longer receive deadline reminder e-mails.',
  application_updates: 'You will no longer receive e-mails about your submissions and applications.',
  opportunity_matches: 'You will no longer receive e-mails about new matching opportunities.',
} as const;
