import type { Page } from 'playwright-core';
import { baseURL, startApp } from '../support/browser';
import { createListing } from '../support/listings';
import { describe, expect, it } from '../support/fixtures';

/** An open listing of either kind, posted for this run. */
const openListing = (type: 'scholarships' | 'internships') =>
  createListing({ type: type === 'scholarships' ? 'scholarship' : 'internship' });

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const metaIn = (html: string, key: string) => {
  const found = new RegExp(`<meta property="${key}" content="([^"]*)" />`).exec(html);
  return found ? decode(found[1]!) : null;
};

const jsonLdIn = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

/** What the browser's head says now. */
const headNow = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
  }));

describe('journey: search engines and link previews', () => {
  it('gives a plain GET of a detail page (no JavaScript) its Open Graph tags and JSON-LD', async () => {
    for (const [type, path, schemaType] of [
      ['scholarships', '/scholarships', 'MonetaryGrant'],
      ['internships', '/internships', 'JobPosting'],
    ] as const) {
      const item = await openListing(type);
      const url = `${baseURL()}${path}/${item.id}`;
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(metaIn(html, 'og:title'), url).toBe(item.title);
      expect(metaIn(html, 'og:url'), url).toBe(url);
      expect(metaIn(html, 'og:image'), url).toBe(`${baseURL()}/og-image.png`);
      expect(html, url).toContain(`<link rel="canonical" href="${url}" />`);
      const [jsonLd] = jsonLdIn(html);
      expect(jsonLd, url).toMatchObject({ '@context': 'https://schema.org', '@type': schemaType, url });
    }
    const image = await fetch(`${baseURL()}/og-image.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseURL()}/sitemaps/scholarships-1.xml</loc>`);
  });

  it('changes the title and canonical link from Home to About, Opportunities and a listing, with no CSP error', async ({
    pages,
  }) => {
    const page = await pages.open();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) problems.push(message.text());
    });
    const item = await openListing('scholarships');

    // A detail page loaded directly carries the server's JSON-LD; the browser accepts the data block.
    await page.goto(`/scholarships/${item.id}`);
    await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
    expect(await headNow(page)).toEqual({
      title: `${item.title} · FutureFund`,
      canonical: `${baseURL()}/scholarships/${item.id}`,
      jsonLd: 1,
    });

    await page.goto('/');
    await expect
      .poll(async () => (await headNow(page)).title)
      .toBe('FutureFund — Funding Dreams, Fueling Futures');
    expect((await headNow(page)).canonical).toBe(`${baseURL()}/`);

    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect.poll(async () => (await headNow(page)).title).toBe('About · FutureFund');
    expect((await headNow(page)).canonical).toBe(`${baseURL()}/about`);

    await nav.getByRole('link', { name: 'Opportunities', exact: true }).click();
    await expect.poll(async () => (await headNow(page)).title).toBe('Browse Opportunities · FutureFund');
    expect((await headNow(page)).canonical).toBe(`${baseURL()}/opportunities`);

    // Browse came as a page (ADR 046); once the app runs, the listing is an in-app navigation.
    await startApp(page);
    const details = page.getByRole('link', { name: /^View Details for / }).first();
    await details.waitFor();
    const title = (await details.getAttribute('aria-label'))!.replace('View Details for ', '');
    await details.click();
    await expect.poll(async () => (await headNow(page)).title).toBe(`${title} · FutureFund`);
    const head = await headNow(page);
    expect(head.canonical).toMatch(new RegExp(`^${baseURL()}/(scholarships|internships)/\\d+$`));
    expect(new URL(head.canonical!).pathname).toBe(new URL(page.url()).pathname);
    // The JSON-LD the server wrote for browse's load would describe another page: there is none.
    expect(head.jsonLd).toBe(0);

    expect(problems).toEqual([]);
  });
});
