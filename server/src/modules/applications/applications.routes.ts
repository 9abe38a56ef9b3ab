import type { FastifyPluginAsync } from 'fastify';
import { applicationsApi } from '@futurefund/core';
import { route } from '../../lib/route';
import { toApplicationDocument } from '../documents/documents.presenter';
import { toApplication, toApplicationCard, toHistoryEntry } from './applications.presenter';

/** The tracker: save, list, change, remove and the history of the user's own applications (ADR 010). */
export const applicationsRoutes: FastifyPluginAsync = async (app) => {
  const { tracker } = app.services;

  route(app, applicationsApi.save, async ({ user, body, reply }) => {
    const { application, created } = await tracker.save(user, body.opportunityType, body.opportunityId);
    if (!created) reply.code(200);
    return toApplication(application);
  });

  route(app, applicationsApi.list, async ({ user }) => {
    const { rows, documents } = await tracker.list(user);
    return rows.map((row) =>
      toApplicationCard(row, (documents.get(row.application.id) ?? []).map(toApplicationDocument)),
    );
  });

  route(app, applicationsApi.update, async ({ user, params, body }) =>
    toApplication(await tracker.update(user, params.id, body)),
  );

  route(app, applicationsApi.remove, ({ user, params }) => tracker.remove(user, params.id));

  route(app, applicationsApi.history, async ({ user, params }) =>
    (await tracker.history(user, params.id)).map(toHistoryEntry),
  );
};
