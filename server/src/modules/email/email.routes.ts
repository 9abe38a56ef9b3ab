import type { FastifyPluginAsync } from 'fastify';
import { emailApi } from '@futurefund/core';
import { route } from '../../lib/route';
import { toEmailPreview, toOutboxItem } from './email.presenter';

export const emailRoutes: FastifyPluginAsync = async (app) => {
  const { email } = app.services;

  route(app, emailApi.status, ({ user }) => email.status(user));
  route(app, emailApi.sendTest, ({ user, body }) => email.sendTest(user, body));
  route(app, emailApi.outbox, async ({ user }) => ({
    messages: (await email.outbox(user)).map((row) => toOutboxItem(row, email.previewUrl)),
  }));
  route(app, emailApi.preview, async ({ params }) => toEmailPreview(await email.preview(params.publicId)));
};
