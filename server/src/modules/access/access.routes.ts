import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { accessApi } from '@futurefund/core';
import { route } from '../../lib/route';

const VISITOR_COOKIE = 'ff_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const hashVisitor = (id: string) => createHash('sha256').update(id).digest('hex');

/** The anonymous visitor's id (a random cookie), created on first use; only its hash is stored. */
function visitorHash(request: FastifyRequest, reply: FastifyReply, create: boolean): string | null {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{22}$/.test(existing)) return hashVisitor(existing);
  if (!create) return null;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  });
  return hashVisitor(id);
}

export const accessRoutes: FastifyPluginAsync = async (app) => {
  const { access } = app.services;

  route(app, accessApi.check, ({ user, request, reply }) =>
    access.check(user, user ? null : visitorHash(request, reply, false)),
  );

  route(app, accessApi.useProfileView, ({ user, request, reply }) =>
    access.useView(user, user ? '' : visitorHash(request, reply, true)!),
  );
};
