import { describe, expect, it } from 'vitest';
import { buildUser } from '../testing/build-user';
import { errorResponse, installFakeApi } from '../testing/fake-api';
import { ApiError } from './api-client';
import { currentUserQuery } from './auth-api';
import { createQueryClient } from './query-client';

describe('currentUserQuery (product §3)', () => {
  it('reads the signed-in user from GET /api/user', async () => {
    const user = buildUser({ username: 'maria' });
    const { sent } = installFakeApi({ user });
    await expect(createQueryClient().fetchQuery(currentUserQuery)).resolves.toEqual(user);
    expect(sent('GET /api/user')).toHaveLength(1);
  });

  it('resolves to null on 401 (signed out is not an error)', async () => {
    installFakeApi({ user: null });
    await expect(createQueryClient().fetchQuery(currentUserQuery)).resolves.toBeNull();
  });

  it('asks nothing without a session cookie: a visitor is signed out (ADR 034)', async () => {
    const { sent } = installFakeApi({ user: buildUser(), sessionCookie: false });
    await expect(createQueryClient().fetchQuery(currentUserQuery)).resolves.toBeNull();
    expect(sent('GET /api/user')).toHaveLength(0);
  });

  it('throws any other failure', async () => {
    installFakeApi({ routes: { 'GET /api/user': () => errorResponse(500, 'Down', 'INTERNAL_ERROR') } });
    const error = await createQueryClient()
      .fetchQuery(currentUserQuery)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: Down');
  });
});
