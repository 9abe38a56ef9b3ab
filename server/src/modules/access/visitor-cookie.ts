import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/auth.repo';
import type { DetailViewer } from './free-views.service';

// The anonymous visitor's id (ADR 008): a random cookie of which only the SHA-256 is stored.

const VISITOR_COOKIE = 'ff_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const hashVisitor = (id: string) => createHash('sha256').update(id).digest('hex');

/** The hash of the visitor cookie the request carries, or null when it has none (or a malformed one). */
export function existingVisitorHash(request: FastifyRequest): string | null {
  const existing = request.cookies[VISITOR_COOKIE];
  return existing && /^[A-Za-z0-9_-]{22}$/.test(existing) ? hashVisitor(existing) : null;
}

/** The visitor's hash, giving the visitor a new cookie first when it has none. */
export function ensureVisitorHash(request: FastifyRequest, reply: FastifyReply): string {
  const existing = existingVisitorHash(request);
  if (existing) return existing;
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

type ViewerContext = { user: SessionUser | null; request: FastifyRequest; reply: FastifyReply };

/** A signed-in user, or the visitor's cookie (created now if new) and address (ADR 018). */
export const detailViewer = ({ user, request, reply }: ViewerContext): DetailViewer =>
  user ? { user } : { user, visitorHash: ensureVisitorHash(request, reply), address: request.ip };
