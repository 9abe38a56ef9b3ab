import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { SIGNED_IN_HINT_COOKIE } from '@futurefund/core';
import type { SessionUser } from '../modules/auth/auth.repo';
import type { RequestMeta } from '../modules/auth/auth.service';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../modules/auth/session-token';
import { AppError } from '../lib/errors';
import { isApiPath } from '../lib/api-path';
import { assertAdmin } from '../lib/authorize';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user for /api requests, or null. */
    user: SessionUser | null;
  }
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] };
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** httpOnly, SameSite=Lax, Secure whenever the request came over TLS (directly or via a trusted proxy). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
  setSignedInHint(request, reply);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
  clearSignedInHint(request, reply);
}

// The script-readable "a session cookie is here" hint (core SIGNED_IN_HINT_COOKIE, ADR 034) lives
// and dies with the session cookie; it carries nothing secret and authorizes nothing.
function setSignedInHint(request: FastifyRequest, reply: FastifyReply) {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

function clearSignedInHint(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, {
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}

const hasSignedInHint = (request: FastifyRequest) => request.cookies[SIGNED_IN_HINT_COOKIE] === '1';

/**
 * On page answers: brings the hint in step with the session cookie without a database read, so a
 * session made before the hint existed (or a hint that outlived its session) is put right by the
 * next page load. Whether the session is still valid is for GET /api/user to say.
 */
export function mirrorSignedInHint(request: FastifyRequest, reply: FastifyReply) {
  const hasSession = sessionToken(request) !== undefined;
  if (hasSession && !hasSignedInHint(request)) setSignedInHint(request, reply);
  else if (!hasSession && hasSignedInHint(request)) clearSignedInHint(request, reply);
}

/** Loads the session user for every /api request that carries the cookie. */
export async function registerSession(app: FastifyInstance) {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const token = sessionToken(request);
    if (!token) {
      if (hasSignedInHint(request)) clearSignedInHint(request, reply);
      return;
    }
    const session = await app.services.auth.resolveSession(token);
    if (!session) return clearSessionCookie(request, reply);
    request.user = session.user;
    if (session.renewed) setSessionCookie(request, reply, token);
  });
}

// Pre-handlers: authorization is decided on the server for every route (architecture.md "API rules").
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthenticated();
}

export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthenticated();
  assertAdmin(request.user);
}

export async function requireContributor(request: FastifyRequest) {
  if (!request.user) throw AppError.unauthenticated();
  if (request.user.userType !== 'contributor' && request.user.role !== 'admin') {
    throw AppError.forbidden('This action is only available to contributors.');
  }
}
