import type { FastifyRequest } from 'fastify';
import type { ErrorDetail } from '@futurefund/core';
import { AppError } from './errors';

// NUL and the other C0 control characters (tab, line feed and carriage return excepted) and DEL
// have no place in any text we accept; PostgreSQL refuses NUL outright, which used to surface
// as a 500. Checked on every route's input before its schema runs, so new routes are covered too.
const ALLOWED = new Set([0x09, 0x0a, 0x0d]);
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !ALLOWED.has(code)) || code === 0x7f) return true;
  }
  return false;
}
const MESSAGE = 'must not contain control characters';

export function findControlCharacters(value: unknown, path: string, found: ErrorDetail[]) {
  if (found.length >= 10) return;
  if (typeof value === 'string') {
    if (hasControlCharacter(value)) found.push({ path, message: MESSAGE });
    return;
  }
  // A raw body (the Stripe webhook's signed bytes) is checked by its signature, not here.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) found.push({ path: itemPath, message: `field names ${MESSAGE}` });
    findControlCharacters(item, itemPath, found);
  }
}

export async function rejectControlCharacters(request: FastifyRequest) {
  const found: ErrorDetail[] = [];
  findControlCharacters(request.params, '', found);
  findControlCharacters(request.query, '', found);
  findControlCharacters(request.body, '', found);
  const [first] = found;
  if (first) throw AppError.badRequest(`${first.path}: ${first.message}`, found);
}
