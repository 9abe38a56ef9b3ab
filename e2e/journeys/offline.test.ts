import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { registerStudent, uniqueUsername } from '../support/accounts';
import { baseURL, chromiumPath, expectAccessible } from '../support/browser';
import { describe, expect, it } from '../support/fixtures';

const OFFLINE_MESSAGE = "You're offline. FutureFund will load new data when your connection is back.";

/** Waits until the service worker is installed (shell precached), active and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Whether the page shows `text` anywhere: in its text or in a form field. */
function pageMentions(page: Page, text: string) {
  return page.evaluate(
    (wanted) =>
      document.body.innerText.includes(wanted) ||
      Array.from(document.querySelectorAll('input, textarea')).some((field) =>
        (field as HTMLInputElement).value.includes(wanted),
      ),
    text,
  );
}

/** Every URL in the page's Cache Storage (the service worker's caches). */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'My Account' }).click();
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await loggedOut).ok()).toBe(true);
}

describe('journey: the installed app offline', () => {
  it('opens / and /about from the cached shell with the offline message, which goes when the connection is back', async ({
    pages,
  }) => {
    const page = await pages.open();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText(OFFLINE_MESSAGE).count()).toBe(0);
    await waitForServiceWorker(page);

    // Online, with the worker in control, pages still come from the server: a fresh answer each
    // time (its request id) and its status, so the cached shell never hides a 404.
    const requestIds = new Set<string | null | undefined>();
    for (let i = 0; i < 2; i++) {
      const answer = await page.reload();
      requestIds.add(await answer?.headerValue('x-request-id'));
    }
    expect(requestIds.size).toBe(2);
    expect([...requestIds].every(Boolean)).toBe(true);
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);

    await pages.contextOf(page).setOffline(true);
    await page.goto('/');
    // The app's own page (not the browser's "No internet" page), explaining itself.
    await page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);

    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About FutureFund' }).waitFor();
    await page.getByText(OFFLINE_MESSAGE).waitFor();

    await pages.contextOf(page).setOffline(false);
    await page.getByText(OFFLINE_MESSAGE).waitFor({ state: 'detached' });
  });

  it('is installable: Chromium finds the manifest, its icons and the worker, and reports no errors', async () => {
    // Browser contexts are incognito, where Chromium never offers to install: a real profile.
    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-install-'));
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath(),
      baseURL: baseURL(),
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    onTestFinished(() => fs.rmSync(profileDir, { recursive: true, force: true }));
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as {
      name: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest.name).toBe('FutureFund');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const icons = await page.evaluate(() =>
      Promise.all(
        [
          '/icons/icon-192.png',
          '/icons/icon-512.png',
          '/icons/icon-maskable-512.png',
          '/icons/apple-touch-icon-180.png',
        ].map(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }),
      ),
    );
    expect(icons).toEqual(['192x192', '512x512', '512x512', '180x180']);
  });

  it('does not answer sitemap, robots or /api navigations with the shell when offline', async ({ pages }) => {
    const page = await pages.open();
    await page.goto('/');
    await waitForServiceWorker(page);
    await pages.contextOf(page).setOffline(true);
    // Each on a tab of its own: a failed navigation's error page would cut into the next one.
    for (const path of ['/robots.txt', '/sitemap.xml', '/api/user']) {
      const tab = await pages.contextOf(page).newPage();
      const error = await tab.goto(path).then(
        () => null,
        (failure: Error) => failure.message,
      );
      expect(error, path).toContain('ERR_INTERNET_DISCONNECTED');
    }
  });

  it("never answers /api from a cache: a signed-in user's data is gone offline, and the next user sees none of it", async ({
    pages,
  }) => {
    const page = await pages.open();
    const first = { name: `Ada Offline ${uniqueUsername('a')}`, username: uniqueUsername('offline_a') };
    await registerStudent(page, { ...first, password: 'first-user-pw-1' });
    await page.waitForURL((url) => url.pathname === '/');
    const apiFromServiceWorker: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.fromServiceWorker()) {
        apiFromServiceWorker.push(response.url());
      }
    });

    await page.goto('/profile');
    await expect.poll(() => pageMentions(page, first.name)).toBe(true);
    await waitForServiceWorker(page);

    await pages.contextOf(page).setOffline(true);
    await page.reload();
    await page.getByText(OFFLINE_MESSAGE).waitFor();
    expect(await pageMentions(page, first.name)).toBe(false);
    expect(await pageMentions(page, first.username)).toBe(false);
    expect((await cachedUrls(page)).filter((path) => path.startsWith('/api/'))).toEqual([]);

    await pages.contextOf(page).setOffline(false);
    await page.reload();
    await expect.poll(() => pageMentions(page, first.name)).toBe(true);
    await signOut(page);

    const second = { name: `Grace Offline ${uniqueUsername('b')}`, username: uniqueUsername('offline_b') };
    await registerStudent(page, { ...second, password: 'second-user-pw-2' });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await expect.poll(() => pageMentions(page, second.name)).toBe(true);
    expect(await pageMentions(page, first.name)).toBe(false);
    expect(await pageMentions(page, first.username)).toBe(false);
    expect(apiFromServiceWorker).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations with the offline message (${theme} theme)`, async ({
      pages,
    }) => {
      const page = await pages.open({ theme });
      await page.goto('/about');
      await page.getByRole('heading', { level: 1, name: 'About FutureFund' }).waitFor();
      await waitForServiceWorker(page);
      await pages.contextOf(page).setOffline(true);
      await page.reload();
      await page.getByText(OFFLINE_MESSAGE).waitFor();
      await page.getByRole('heading', { level: 1, name: 'About FutureFund' }).waitFor();
      await expectAccessible(page);
    });
  }
});
