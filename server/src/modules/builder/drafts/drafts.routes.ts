import type { FastifyPluginAsync } from 'fastify';
import { builderApi } from '@futurefund/core';
import { route } from '../../../lib/route';

/** Saved resumes, cover letters and templates (ADR 029); the service checks Premium first. */
export const draftsRoutes: FastifyPluginAsync = async (app) => {
  const { drafts } = app.services;

  route(app, builderApi.listDrafts, ({ user }) => drafts.list(user));

  route(app, builderApi.getDraft, ({ user, params }) => drafts.get(user, params.id));

  route(app, builderApi.createDraft, ({ user, body }) => drafts.create(user, body));

  route(app, builderApi.updateDraft, ({ user, params, body }) => drafts.update(user, params.id, body));

  route(app, builderApi.duplicateDraft, ({ user, params, body }) => drafts.duplicate(user, params.id, body));

  route(app, builderApi.deleteDraft, ({ user, params }) => drafts.remove(user, params.id));
};
