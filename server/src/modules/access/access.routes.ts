import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessInfoSchema } from '@futurefund/core';

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

const tags = ['access'];

export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { access } = app.services;

  app.post(
    '/api/check-access',
    { schema: { tags, summary: 'What the visitor may see and do', response: { 200: accessInfoSchema } } },
    (request, reply) => access.check(request.user, request.user ? null : visitorHash(request, reply, false)),
  );

  app.post(
    '/api/use-profile-view',
    { schema: { tags, summary: 'Record one opportunity detail view', response: { 200: accessInfoSchema } } },
    (request, reply) => access.useView(request.user, request.user ? '' : visitorHash(request, reply, true)!),
  );
};
