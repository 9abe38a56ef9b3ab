import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accessApi } from '@futurefund/core';
import { route } from '../../lib/route';
import type { SessionUser } from '../auth/auth.repo';
import { detailViewer, existingVisitorHash } from './visitor-cookie';

// Views are spent by the detail answers (opportunities.routes.ts, ADR 018); use-profile-view records
// a listing's view under the same rule, idempotently, and without a listing only reads.
export const accessRoutes: FastifyPluginAsync = async (app) => {
  const { access, profileViews } = app.services;
  const checkAccess = ({ user, request }: { user: SessionUser | null; request: FastifyRequest }) =>
    access.check(user, user ? null : existingVisitorHash(request));

  route(app, accessApi.check, checkAccess);

  route(app, accessApi.useProfileView, ({ body, ...context }) =>
    body ? profileViews.record(detailViewer(context), body) : checkAccess(context),
  );
};
