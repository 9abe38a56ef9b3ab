import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/fixtures';

// ADR 058: with JavaScript off, a phone's header still leads to the other pages. The small-screen
// menu's links are listed under the header bar and the Menu button, which could not open anything,
// is gone. The pages are drawn by the server (ADR 036, 043, 044), so they arrive readable.

const linked = [
  { label: 'Home', path: '/', heading: /Your Path to Academic & Professional Success/ },
  { label: 'About', path: '/about', heading: /^About FutureFund$/ },
  { label: 'Opportunities', path: '/opportunities', heading: /^Browse Opportunities$/ },
];

const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

describe('journey: the header without JavaScript', () => {
  it('lists the small-screen menu links under the header at 360 px, and they lead to their pages', async ({
    pages,
  }) => {
    const page = await pages.open({ width: 360, javaScriptEnabled: false });

    for (const { path } of linked) {
      await page.goto(path);
      for (const { label } of linked) {
        const link = mobileNav(page).getByRole('link', { name: label, exact: true });
        expect(await link.isVisible(), `${label} on ${path}`).toBe(true);
      }
      // The button is in the markup (the app and the islands share it) but not shown.
      const menuButton = page.getByRole('button', { name: 'Menu', includeHidden: true });
      expect(await menuButton.count(), path).toBe(1);
      expect(await menuButton.isVisible(), path).toBe(false);
      // The theme button would open nothing either.
      const themeButton = page.getByRole('button', { name: 'Toggle theme', includeHidden: true });
      expect(await themeButton.count(), path).toBe(1);
      expect(await themeButton.isVisible(), path).toBe(false);
      // In the flow, not laid over the page: the page starts below the list.
      const list = (await mobileNav(page).boundingBox())!;
      const main = (await page.getByRole('main').boundingBox())!;
      expect(main.y, path).toBeGreaterThanOrEqual(list.y + list.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }

    // Each link loads its page, followed from the page before it in the list.
    for (const [index, to] of linked.entries()) {
      const from = linked.at(index - 1)!;
      await page.goto(from.path);
      await mobileNav(page).getByRole('link', { name: to.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === to.path);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent(), to.path).toMatch(
        to.heading,
      );
    }
  });
});
