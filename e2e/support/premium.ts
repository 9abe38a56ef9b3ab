import { request } from 'playwright-core';
import { expect, inject } from 'vitest';
import { baseURL } from './browser';

/**
 * Makes `username` a Premium user the way support would: the env-created admin signs in and gives
 * complimentary access through the API (ADR 010). No database access from the journeys.
 */
export async function grantPremium(username: string, days = 7) {
  const admin = inject('adminCredentials');
  const api = await request.newContext({ baseURL: baseURL() });
  try {
    const login = await api.post('/api/login', { data: admin });
    expect(login.status()).toBe(200);
    const grant = await api.post(`/api/admin/users/${encodeURIComponent(username)}/complimentary-access`, {
      data: { days, reason: 'Journey test account' },
    });
    expect(grant.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}
