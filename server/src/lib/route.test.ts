import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, defineEndpoint } from '@futurefund/core';
import { injectAs } from '../../test/inject';
import { createTestApp, type TestContext } from '../../test/test-app';
import { AppError } from './errors';
import { route } from './route';

// Endpoints that exist only in this test, registered through the same helper every route uses.
const probe = {
  echo: defineEndpoint({
    method: 'POST',
    path: '/api/test-route/echo/:id',
    summary: 'echo',
    tag: 'test',
    auth: 'public',
    params: z.object({ id: z.coerce.number().int() }),
    body: z.object({ text: z.string().max(50) }),
    response: z.object({ id: z.number(), text: z.string() }),
    status: 201,
  }),
  conflict: defineEndpoint({
    method: 'GET',
    path: '/api/test-route/conflict',
    summary: 'answers a code it declares',
    tag: 'test',
    auth: 'public',
    errors: ['CONFLICT'],
  }),
  undeclared: defineEndpoint({
    method: 'GET',
    path: '/api/test-route/undeclared',
    summary: 'answers a code it does not declare',
    tag: 'test',
    auth: 'public',
  }),
  signedIn: defineEndpoint({
    method: 'GET',
    path: '/api/test-route/signed-in',
    summary: 'needs a session',
    tag: 'test',
    auth: 'user',
    response: z.object({ ok: z.boolean() }),
  }),
};

describe('route(): routes registered from core endpoints', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    route(ctx.app, probe.echo, ({ params, body }) => ({ id: params.id, text: body.text }));
    route(ctx.app, probe.conflict, () => {
      throw AppError.conflict('Already there.');
    });
    route(ctx.app, probe.undeclared, () => {
      throw AppError.conflict('Not declared.');
    });
    route(ctx.app, probe.signedIn, () => ({ ok: true }));
  });
  afterAll(() => ctx.close());

  it('validates with the contract and answers with its success status', async () => {
    const ok = await injectAs(ctx.app, null, probe.echo, { params: { id: 7 }, body: { text: 'hi' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ id: 7, text: 'hi' });
    const bad = await injectAs(ctx.app, null, probe.echo, { params: { id: 7 }, body: { text: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['a NUL in the body', 7, { text: 'a\u0000b' }, 'text'],
    ['a control character in a field name', 7, { 'te\u0001xt': 'a' }, 'te\u0001xt'],
    // The path parameter is URI-encoded: /api/test-route/echo/%00.
    ['a NUL in the path', '\u0000', { text: 'a' }, 'id'],
  ])('refuses %s with a 400 naming the field', async (_, id, body, path) => {
    const response = await injectAs(ctx.app, null, probe.echo, { params: { id }, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path }] });
  });

  it('keeps tabs and new lines in text', async () => {
    const response = await injectAs(ctx.app, null, probe.echo, {
      params: { id: 1 },
      body: { text: 'line one\n\tline two\r\n' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers a declared error code as is', async () => {
    const response = await injectAs(ctx.app, null, probe.conflict);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'Already there.' });
  });

  it('turns an undeclared error code into a loud 500 outside production', async () => {
    const response = await injectAs(ctx.app, null, probe.undeclared);
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe(
      'GET /api/test-route/undeclared answered CONFLICT, which its core endpoint does not declare.',
    );
  });

  it('applies the sign-in guard the endpoint names', async () => {
    const response = await injectAs(ctx.app, null, probe.signedIn);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('the API', () => {
  it('serves every endpoint core declares', async () => {
    const ctx = await createTestApp();
    try {
      await ctx.app.ready();
      const missing = allEndpoints.filter(
        (endpoint) => !ctx.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
      );
      expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
