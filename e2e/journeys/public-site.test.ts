import { emailApi, SIGNED_IN_HINT_COOKIE } from '@futurefund/core';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/browser';
import { asAdmin, studentAccount } from '../support/api';
import { describe, expect, it } from '../support/fixtures';

// Issue 18: every header and footer link lands on a real page (URL and h1), for a visitor and a
// signed-in student, at desktop width and in the 360 px menu; the contact form reaches support.

const h1 = {
  home: /Your Path to Academic & Professional Success/,
  about: /^About FutureFund$/,
  opportunities: /^Browse Opportunities$/,
  sources: /^Data sources$/,
  contact: /^Contact & support$/,
  privacy: /^Privacy$/,
  terms: /^Terms$/,
  dashboard: /^My Applications$/,
  profile: /^Profile$/,
  auth: /^Welcome to FutureFund$/,
  accessDenied: /^Access Denied$/,
};

type Target = { label: string; path: string; search?: string; hash?: string; heading: RegExp };

const footerTargets: Target[] = [
  { label: 'Opportunities', path: '/opportunities', heading: h1.opportunities },
  { label: 'Scholarships', path: '/opportunities', search: '?type=scholarships', heading: h1.opportunities },
  { label: 'Internships', path: '/opportunities', search: '?type=internships', heading: h1.opportunities },
  { label: 'Data sources', path: '/sources', heading: h1.sources },
  { label: 'About', path: '/about', heading: h1.about },
  { label: 'Contact & support', path: '/contact', heading: h1.contact },
  { label: 'Privacy', path: '/privacy', heading: h1.privacy },
  { label: 'Terms', path: '/terms', heading: h1.terms },
];

/** The server's script-readable hint that a session cookie is held (ADR 034). */
const isSignedIn = async (page: Page) =>
  (await page.context().cookies()).some(
    (cookie) => cookie.name === SIGNED_IN_HINT_COOKIE && cookie.value === '1',
  );

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Waits for the URL and the page's h1, as a person would see the page arrive. */
async function expectLanded(page: Page, target: Target) {
  await page.waitForURL(
    (url) =>
      url.pathname === target.path &&
      url.search === (target.search ?? '') &&
      url.hash === (target.hash ?? ''),
  );
  await expect
    .poll(async () => (await heading(page).textContent()) ?? '', { timeout: 15_000 })
    .toMatch(target.heading);
}

/**
 * Starts from a page none of the links point at, so every click really navigates. A member's header
 * links to the dashboard only once the session is read: a signed-in student waits for the account
 * menu first, as they see it arrive.
 */
async function clickEach(page: Page, targets: Target[], click: (label: string) => Promise<void>) {
  for (const target of targets) {
    await page.goto('/terms#accounts');
    await heading(page).waitFor();
    if (await isSignedIn(page)) await page.getByRole('button', { name: 'My Account' }).waitFor();
    await click(target.label);
    await expectLanded(page, target);
  }
}

const inFooter = (page: Page) => async (label: string) => {
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: label, exact: true })
    .click();
};
const inHeader = (page: Page) => async (label: string) => {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
};
const inMobileMenu = (page: Page) => async (label: string) => {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: label, exact: true })
    .click();
};
const inAccountMenu = (page: Page) => async (label: string) => {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
};
const brandIn = (page: Page, region: 'banner' | 'contentinfo') => async () => {
  await page.getByRole(region).getByRole('link', { name: 'FutureFund', exact: true }).click();
};

async function sendContactMessage(page: Page, fields: { name?: string; email?: string }) {
  await page.goto('/contact');
  await page.getByRole('link', { name: /@/ }).waitFor();
  if (fields.name) await page.getByLabel('Your name').fill(fields.name);
  if (fields.email) await page.getByLabel('Your e-mail').fill(fields.email);
  await page.getByLabel('Topic').selectOption({ label: 'Listings and data' });
  await page.getByLabel('Message', { exact: true }).fill('A listing I saved shows last year’s deadline.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText("Thanks, your message reached our support team. We'll reply by e-mail.").waitFor();
}

// Dozens of page loads per test (every link, for two kinds of user): more than the 30 s default on a busy machine.
describe('journey: the public site (footer pages, header and footer links)', { timeout: 120_000 }, () => {
  it('lets a visitor follow every footer and header link, at 1280 px and in the 360 px menu', async ({
    pages,
  }) => {
    const page = await pages.open();
    await clickEach(page, footerTargets, inFooter(page));
    await clickEach(
      page,
      [
        { label: 'About', path: '/about', heading: h1.about },
        { label: 'Opportunities', path: '/opportunities', heading: h1.opportunities },
      ],
      inHeader(page),
    );
    await clickEach(page, [{ label: 'brand', path: '/', heading: h1.home }], brandIn(page, 'banner'));
    await clickEach(page, [{ label: 'brand', path: '/', heading: h1.home }], brandIn(page, 'contentinfo'));
    await clickEach(page, [{ label: 'Sign In', path: '/auth', heading: h1.auth }], async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    });

    const smallPage = await pages.open({ width: 360 });
    await clickEach(
      smallPage,
      [
        { label: 'Home', path: '/', heading: h1.home },
        { label: 'About', path: '/about', heading: h1.about },
        { label: 'Opportunities', path: '/opportunities', heading: h1.opportunities },
      ],
      inMobileMenu(smallPage),
    );
    await clickEach(smallPage, footerTargets, inFooter(smallPage));
  });

  it('lets a signed-in student follow every footer, header and account-menu link', async ({ pages }) => {
    const page = await pages.open({ as: await studentAccount({ name: 'Rosa Parks' }) });
    await page.goto('/');
    await page.getByRole('button', { name: 'My Account' }).waitFor();

    await clickEach(page, footerTargets, inFooter(page));
    await clickEach(
      page,
      [
        { label: 'About', path: '/about', heading: h1.about },
        { label: 'Dashboard', path: '/dashboard', heading: h1.dashboard },
        { label: 'Opportunities', path: '/opportunities', heading: h1.opportunities },
        { label: 'Profile', path: '/profile', heading: h1.profile },
      ],
      inHeader(page),
    );
    await clickEach(
      page,
      [{ label: 'brand', path: '/dashboard', heading: h1.dashboard }],
      brandIn(page, 'banner'),
    );
    await clickEach(
      page,
      [{ label: 'brand', path: '/dashboard', heading: h1.dashboard }],
      brandIn(page, 'contentinfo'),
    );
    await clickEach(
      page,
      [
        { label: 'Profile', path: '/profile', heading: h1.profile },
        { label: 'Applications', path: '/dashboard', heading: h1.dashboard },
        { label: 'Documents', path: '/profile', hash: '#documents', heading: h1.profile },
        { label: 'About', path: '/about', heading: h1.about },
        { label: 'Admin', path: '/admin', heading: h1.accessDenied },
      ],
      inAccountMenu(page),
    );
    // Documents is the vault: it is scrolled to and focused on arrival.
    await page.goto('/terms');
    await heading(page).waitFor();
    await inAccountMenu(page)('Documents');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('documents');
    await page.getByRole('region', { name: 'Document Vault' }).waitFor();

    // Privacy's "Your data" link opens the export and delete section.
    await page.goto('/privacy');
    await page.getByRole('link', { name: 'Your data', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.hash === '#your-data');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('your-data');
  });

  it('shows the 360 px menu with the member links to a signed-in student', async ({ pages }) => {
    const page = await pages.open({ width: 360, as: await studentAccount({ name: 'Ida Wells' }) });
    await page.goto('/');
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await clickEach(
      page,
      [
        { label: 'Home', path: '/', heading: h1.home },
        { label: 'About', path: '/about', heading: h1.about },
        { label: 'Dashboard', path: '/dashboard', heading: h1.dashboard },
        { label: 'Opportunities', path: '/opportunities', heading: h1.opportunities },
        { label: 'Profile', path: '/profile', heading: h1.profile },
      ],
      inMobileMenu(page),
    );
  });

  it('sends a contact message from a visitor and from a signed-in student (prefilled), reaching support', async ({
    pages,
  }) => {
    const visitorPage = await pages.open();
    await sendContactMessage(visitorPage, { name: 'Visiting Parent', email: 'parent@example.org' });

    const memberPage = await pages.open({ as: await studentAccount({ name: 'Mae Jemison' }) });
    await memberPage.goto('/');
    await memberPage.getByRole('button', { name: 'My Account' }).waitFor();
    await memberPage.goto('/contact');
    await expect
      .poll(() => memberPage.getByLabel('Your name').inputValue(), { timeout: 15_000 })
      .toBe('Mae Jemison');
    await sendContactMessage(memberPage, { email: 'mae@example.org' });

    // Forwarding runs after the answer: wait for both messages to reach the outbox.
    const supportMail = () =>
      asAdmin(async (api) => {
        const { messages } = await api.call(emailApi.outbox);
        return messages.filter((mail) => mail.kind === 'support_message');
      });
    await expect
      .poll(async () => (await supportMail()).map((mail) => mail.subject), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/Listings and data — from Visiting Parent$/),
          expect.stringMatching(/Listings and data — from Mae Jemison$/),
        ]),
      );
    const forwarded = await supportMail();
    expect(new Set(forwarded.map((mail) => mail.to))).toEqual(new Set(['support@futurefund.local']));
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations on the footer pages (${theme} theme)`, async ({
      pages,
    }) => {
      const page = await pages.open({ theme });
      for (const path of ['/privacy', '/terms', '/contact', '/sources']) {
        await page.goto(path);
        await heading(page).waitFor();
        if (path === '/contact') {
          await page.getByRole('button', { name: 'Send message' }).click();
          await page.getByText('Please enter your name').waitFor(); // the error states too
        }
        await expectAccessible(page);
      }
    });
  }

  it('fits the footer pages on a 360 px screen without sideways scrolling', async ({ pages }) => {
    const page = await pages.open({ width: 360 });
    for (const path of ['/privacy', '/terms', '/contact', '/sources']) {
      await page.goto(path);
      await heading(page).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
