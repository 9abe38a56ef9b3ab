import { request, type APIRequestContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { signInThroughForm } from './accounts';
import { baseURL } from './browser';

/** Signs the page in as the env-created admin through the sign-in form (global-setup). */
export async function signInAsAdmin(page: Page) {
  const admin = inject('adminCredentials');
  await page.goto('/auth');
  await signInThroughForm(page, admin.username, admin.password);
  await page.waitForURL((url) => url.pathname === '/');
}

/** Runs `use` with an API client signed in as the env-created admin (no database access). */
export async function asAdmin<T>(use: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await request.newContext({ baseURL: baseURL() });
  try {
    const login = await api.post('/api/login', { data: inject('adminCredentials') });
    expect(login.status()).toBe(200);
    return await use(api);
  } finally {
    await api.dispose();
  }
}
