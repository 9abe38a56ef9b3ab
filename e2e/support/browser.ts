import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, inject } from 'vitest';

/** The system Chromium (Debian package); never a downloaded browser. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(`Chromium not found at ${candidate}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  }
  return candidate;
}

export async function launchBrowser(): Promise<Browser> {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // The machine has no internet: background networking only produces refused connections.
    args: [
      ...(isRoot ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function baseURL(): string {
  return inject('baseURL');
}

/**
 * Waits (at most 3 s) for the page's finite animations and transitions to end: a toast caught
 * half faded in has the contrast of its opacity, not of its colours, and a busy machine
 * stretches the fade. Endless ones (spinners) are not waited for.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/**
 * axe: no serious or critical WCAG 2.x A/AA violations (quality.md). The check runs with "reduce
 * motion" on (the app honours it): a toast whose five seconds run out while a slow machine is
 * still checking then vanishes at once instead of being measured half faded out.
 */
export async function expectAccessible(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/**
 * How long a press that starts the app (ADR 046) may take to be answered: the app's script loads
 * and hydrates first, which on a busy machine takes longer than `expect.poll`'s default second.
 */
export const APP_START_TIMEOUT = 10_000;

/**
 * A visitor's browse and listing pages start the app when the visitor engages (ADR 046): moves
 * the pointer over the page, as a visitor's first gesture would, and waits until the app answers.
 */
export async function startApp(page: Page) {
  await page.mouse.move(4, 4);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}
