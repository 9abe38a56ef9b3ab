import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { registerThroughApi, signedInApi, type Account } from './api';
import { baseURL, launchBrowser } from './browser';

// The journeys' fixtures: one browser per file, pages whose contexts always close when the test
// ends (passed or failed), and accounts made through the API so a journey starts where it tests.
// The registration form itself is the auth journey's to test.

export interface PageOptions {
  /** Viewport width (800 px tall); 1280 when not given. */
  width?: number;
  /** The browser's own zone; the host's when not given. */
  timezoneId?: string;
  /** Signed in as this account (or the env-created admin); a visitor when not given. */
  as?: Account | 'admin';
  theme?: 'light' | 'dark';
  javaScriptEnabled?: boolean;
  /** A server of the test's own (a journey that needs other settings); the suite's when not given. */
  baseURL?: string;
}

export interface Pages {
  /** A new page in a context of its own, closed when the test ends. */
  open(options?: PageOptions): Promise<Page>;
  /** The context of a page this fixture opened (routes, init scripts, cookies). */
  contextOf(page: Page): BrowserContext;
  /** Signs an open page's context in as `account` (its next load is signed in). */
  signIn(page: Page, account: Account): Promise<void>;
}

async function storageStateOf(as: PageOptions['as']): Promise<BrowserContextOptions['storageState']> {
  if (!as) return undefined;
  const api = await signedInApi(as === 'admin' ? inject('adminCredentials') : as);
  try {
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

export const test = base
  // Vitest reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('pages', async ({ browser }, { onCleanup }): Promise<Pages> => {
    const contexts = new Map<Page, BrowserContext>();
    const contextOf = (page: Page) => {
      const context = contexts.get(page);
      if (!context) throw new Error('not a page of this test');
      return context;
    };
    onCleanup(async () => {
      await Promise.all([...new Set(contexts.values())].map((context) => context.close()));
    });
    return {
      async open(options = {}) {
        const context = await browser.newContext({
          baseURL: options.baseURL ?? baseURL(),
          viewport: { width: options.width ?? 1280, height: 800 },
          timezoneId: options.timezoneId,
          javaScriptEnabled: options.javaScriptEnabled,
          storageState: await storageStateOf(options.as),
        });
        if (options.theme)
          await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
        const page = await context.newPage();
        contexts.set(page, context);
        return page;
      },
      contextOf,
      async signIn(page, account) {
        const state = await storageStateOf(account);
        await contextOf(page).addCookies(state && typeof state !== 'string' ? state.cookies : []);
      },
    };
  })
  .extend('student', async (): Promise<Account> => {
    const { account, api } = await registerThroughApi({ name: 'Ada Lovelace' });
    await api.dispose();
    return account;
  });

export { describe, expect } from 'vitest';
export const it = test;
