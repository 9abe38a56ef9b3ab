import type { FastifyPluginAsync } from 'fastify';
import { accessApi } from '@futurefund/core';
import { route } from '../../lib/route';
import { existingVisitorHash } from './visitor-cookie';

// Views are spent by the detail answers themselves (opportunities.routes.ts, ADR 018); this only reads.
export const accessRoutes: FastifyPluginAsync = async (app) => {
  const { access } = app.services;

  route(app, accessApi.check, ({ user, request }) =>
    access.check(user, user ? null : existingVisitorHash(request)),
  );
};
