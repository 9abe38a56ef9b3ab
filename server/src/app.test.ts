import { systemApi } from '@futurefund/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTestApp, type TestContext } from '../test/test-app';
import { injectAs } from '../test/inject';
import { AppError } from './lib/errors';

// A route that exists only in this test, to drive the shared validation and error paths. No
// endpoint object names it, so its calls, like the unknown /api path below, stay URL literals.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test-probe',
    {
      schema: {
        body: z.object({
          name: z.string().min(2, 'Name must be at least 2 characters'),
          age: z.number().int(),
        }),
      },
    },
    async (request) => ({ hello: request.body.name }),
  );
  app.get('/api/test-probe/conflict', async () => {
    throw AppError.conflict('That username is already taken.');
  });
  app.get('/api/test-probe/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked?');
  });
};

describe('app error handling and headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.register(probeRoutes);
  });
  afterAll(() => ctx.close());

  const expectErrorShape = (body: Record<string, unknown>) => {
    expect(typeof body.message).toBe('string');
    expect(typeof body.code).toBe('string');
    expect(typeof body.requestId).toBe('string');
  };

  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expectErrorShape(body);
    expect(body).toMatchObject({ code: 'NOT_FOUND', message: 'Route GET /api/nope not found' });
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('answers 404 for unknown non-GET paths when no SPA is built', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/somewhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-probe',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversize body with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), age: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers schema violations with 400, the field message and details', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-probe',
      payload: { name: 'A', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('name: Name must be at least 2 characters (and 1 more)');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name must be at least 2 characters' },
        expect.objectContaining({ path: 'age' }),
      ]),
    );
  });

  it('passes valid bodies through', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-probe',
      payload: { name: 'Ada', age: 36 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'Ada' });
  });

  it('turns AppError into its status, code and message', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test-probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'That username is already taken.' });
  });

  it('never leaks internals on unexpected errors', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test-probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('postgres://');
    expect(response.body).not.toContain('at ');
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
  });

  it('echoes a safe caller request id and replaces an unsafe one', async () => {
    const health = (requestId: string) =>
      injectAs(ctx.app, null, systemApi.health, undefined, { headers: { 'x-request-id': requestId } });
    const safe = await health('abc-123');
    expect(safe.headers['x-request-id']).toBe('abc-123');
    const unsafe = await health('evil\nline injected into logs');
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets the security headers on every response', async () => {
    const response = await injectAs(ctx.app, null, systemApi.health);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('publishes the OpenAPI document and its UI under /api/docs', async () => {
    // The docs are served by the Swagger plugin, not by a contract endpoint.
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('FutureFund API');
    expect(Object.keys(document.paths)).toContain('/api/health');
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
