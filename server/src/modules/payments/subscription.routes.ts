import type { FastifyPluginAsync } from 'fastify';
import { subscriptionApi } from '@futurefund/core';
import { route } from '../../lib/route';

/** Premium's calls: thin; the subscription service holds the rules (ADR 027). */
export const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  const { subscriptions } = app.services;

  route(app, subscriptionApi.config, () => subscriptions.config());
  route(app, subscriptionApi.state, ({ user }) => subscriptions.state(user));
  route(app, subscriptionApi.start, ({ user }) => subscriptions.start(user));
  route(app, subscriptionApi.sync, ({ user }) => subscriptions.sync(user));
  route(app, subscriptionApi.cancel, ({ user }) => subscriptions.cancel(user));
  route(app, subscriptionApi.resume, ({ user }) => subscriptions.resume(user));
  route(app, subscriptionApi.portal, ({ user }) => subscriptions.portal(user));

  // Its own scope: the webhook's JSON stays raw bytes, because the signature covers exactly those.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    route(scope, subscriptionApi.webhook, ({ request }) => {
      const signature = request.headers['stripe-signature'];
      return subscriptions.handleWebhook(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
    });
  });
};
