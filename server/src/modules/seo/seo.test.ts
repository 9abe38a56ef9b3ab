import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, deadlineToday } from '@futurefund/core';
import { buildInternship, buildScholarship } from '../../../test/factories';
import {
  buildFreeViewCatalog,
  isFull,
  visitorCookieOf,
  type FreeViewCatalog,
} from '../../../test/free-views-fixtures';
import { createTestApp, makeTempDir, type TestContext } from '../../../test/test-app';
import { createSeoRepo } from './seo.repo';
import { createSeoService } from './seo.service';

const ORIGIN = 'http://futurefund.test';
const today = deadlineToday();

/** The build's index.html as far as head injection cares. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>FutureFund — Funding Dreams, Fueling Futures</title>
    <meta
      name="description"
      content="The build's own description."
    />
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** What a crawler reads from an HTML answer. */
function headOf(response: LightMyRequestResponse) {
  const html = response.body;
  const meta = (attribute: string, key: string) => {
    const found = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html);
    return found ? decode(found[1]!) : null;
  };
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return {
    html,
    titles: [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => decode(match[1]!)),
    description: meta('name', 'description'),
    descriptions: html.match(/name="description"/g)?.length ?? 0,
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1] ?? null,
    og: (key: string) => meta('property', `og:${key}`),
    twitterCard: meta('name', 'twitter:card'),
    robots: meta('name', 'robots'),
    jsonLd,
  };
}

describe('search engines and link previews (ADR 033)', () => {
  let ctx: TestContext;
  let dist: string;
  let catalog: FreeViewCatalog;
  let ids: Record<'pending' | 'rejected' | 'duplicate' | 'hostile' | 'remote' | 'closedIntern', number>;

  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { host: 'futurefund.test', ...headers } });

  beforeAll(async () => {
    dist = makeTempDir('ff-seo-dist-');
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    ctx = await createTestApp({ webDistDir: dist });
    catalog = await buildFreeViewCatalog(ctx.database);
    const pending = await buildScholarship(ctx.database, {
      title: 'Pending Contributor Award',
      approvalStatus: 'pending',
      isContributorSubmitted: true,
    });
    const rejected = await buildInternship(ctx.database, {
      title: 'Rejected Contributor Internship',
      approvalStatus: 'rejected',
      isContributorSubmitted: true,
    });
    const duplicate = await buildScholarship(ctx.database, {
      title: 'The DREAM.US (again)',
      duplicateOf: catalog.dreamId,
      deadline: addDays(today, 60),
    });
    const hostile = await buildScholarship(ctx.database, {
      title: 'Award </title><script>alert(1)</script> & "more"',
      provider: '</script><script>alert(2)</script>',
      description: 'Plain <b>text</b>',
      deadline: addDays(today, 10),
    });
    const remote = await buildInternship(ctx.database, {
      title: 'Remote Data Intern',
      company: 'Example Labs',
      description: 'Work from anywhere on real data.',
      isRemote: true,
      location: 'Remote',
      salaryRange: 'Unpaid stipend negotiable',
    });
    const closedIntern = await buildInternship(ctx.database, {
      title: 'Closed Intern',
      closedAt: new Date(),
    });
    ids = {
      pending: pending.id,
      rejected: rejected.id,
      duplicate: duplicate.id,
      hostile: hostile.id,
      remote: remote.id,
      closedIntern: closedIntern.id,
    };
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('the head of each page', () => {
    it('gives a scholarship its title, card excerpt, canonical URL, Open Graph and MonetaryGrant', async () => {
      const response = await page(`/scholarships/${catalog.dreamId}?utm_source=mail`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const head = headOf(response);
      // One title and one description: the build's own were replaced, not duplicated.
      expect(head.titles).toEqual(['The DREAM.US · FutureFund']);
      expect(head.descriptions).toBe(1);
      expect(head.description).toBe(
        'We think of our National Scholarship as the “Pell Grant” for highly motivated undocumented students.',
      );
      const url = `${ORIGIN}/scholarships/${catalog.dreamId}`;
      expect(head.canonical).toBe(url);
      expect(head.og('type')).toBe('article');
      expect(head.og('title')).toBe('The DREAM.US');
      expect(head.og('description')).toBe(head.description);
      expect(head.og('url')).toBe(url);
      expect(head.og('site_name')).toBe('FutureFund');
      expect(head.og('image')).toBe(`${ORIGIN}/og-image.png`);
      expect(head.twitterCard).toBe('summary_large_image');
      expect(head.robots).toBeNull();
      expect(head.jsonLd).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'MonetaryGrant',
          name: 'The DREAM.US',
          description: head.description,
          url,
          funder: { '@type': 'Organization', name: 'TheDream.US' },
          amount: { '@type': 'MonetaryAmount', currency: 'USD', value: 33000 },
        },
      ]);
      // Premium and metering keep their meaning: never the application link or the eligibility text.
      expect(response.body).not.toContain('thedream.us/scholarships');
      expect(response.body).not.toContain('Undocumented, Eligible');
      expect(response.body).toContain('<div id="root"></div>');
    });

    it('shows the card excerpt (120 characters and ...) for a long description, never the full text', async () => {
      const long = await buildScholarship(ctx.database, {
        title: 'Long Text Award',
        description: `${'a'.repeat(120)}SECRET-TAIL`,
        deadline: addDays(today, 5),
      });
      const head = headOf(await page(`/scholarships/${long.id}`));
      expect(head.description).toBe(`${'a'.repeat(120)}...`);
      expect(head.html).not.toContain('SECRET-TAIL');
    });

    it('gives an internship a JobPosting with its company, place, deadline and stated pay', async () => {
      const response = await page(`/internships/${catalog.internId}`);
      expect(response.statusCode).toBe(200);
      const head = headOf(response);
      expect(head.titles).toEqual(['Product Development Intern · FutureFund']);
      expect(head.canonical).toBe(`${ORIGIN}/internships/${catalog.internId}`);
      const [jsonLd] = head.jsonLd;
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Product Development Intern',
        description: 'Summer 2024 product development internship; offers no visa sponsorship.',
        url: `${ORIGIN}/internships/${catalog.internId}`,
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        validThrough: `${addDays(today, 45)}T23:59:59-12:00`,
        hiringOrganization: { '@type': 'Organization', name: 'Capital One' },
        employmentType: 'INTERN',
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'McLean' } },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'USD',
          value: { '@type': 'QuantitativeValue', value: 50, unitText: 'HOUR' },
        },
      });
      expect(jsonLd).not.toHaveProperty('jobLocationType');
    });

    it('marks a remote internship TELECOMMUTE and leaves out pay it cannot read', async () => {
      const [jsonLd] = headOf(await page(`/internships/${ids.remote}`)).jsonLd;
      expect(jsonLd).toMatchObject({ '@type': 'JobPosting', jobLocationType: 'TELECOMMUTE' });
      expect(jsonLd).not.toHaveProperty('baseSalary');
      expect(jsonLd).not.toHaveProperty('jobLocation');
      expect(jsonLd).not.toHaveProperty('validThrough');
    });

    it('never presents a closed or expired listing as open: no JSON-LD, noindex', async () => {
      for (const url of [catalog.closed, catalog.expired, `/api/internships/${ids.closedIntern}`]) {
        const response = await page(url.replace('/api', ''));
        expect(response.statusCode, url).toBe(200);
        const head = headOf(response);
        expect(head.jsonLd, url).toEqual([]);
        expect(head.robots, url).toBe('noindex');
        expect(head.titles[0], url).toMatch(/^(Closed Award|Expired Award|Closed Intern) · FutureFund$/);
      }
    });

    it('indexes a listing shown under another (a duplicate) nowhere', async () => {
      const head = headOf(await page(`/scholarships/${ids.duplicate}`));
      expect(head.robots).toBe('noindex');
      expect(head.jsonLd).toEqual([]);
    });

    it('reveals nothing of a pending or rejected contributor listing: the not-found page and 404', async () => {
      for (const url of [
        `/scholarships/${ids.pending}`,
        `/internships/${ids.rejected}`,
        '/scholarships/999999',
      ]) {
        const response = await page(url);
        expect(response.statusCode, url).toBe(404);
        const head = headOf(response);
        expect(head.titles, url).toEqual(['Page Not Found · FutureFund']);
        expect(head.robots, url).toBe('noindex');
        expect(head.jsonLd, url).toEqual([]);
        expect(response.body, url).not.toContain('Contributor');
      }
    });

    it('answers 404 for a detail path whose id is no listing id', async () => {
      for (const url of ['/scholarships/abc', '/internships/0', '/scholarships/99999999999']) {
        const response = await page(url);
        expect(response.statusCode, url).toBe(404);
        expect(headOf(response).robots, url).toBe('noindex');
      }
    });

    it('escapes every value: a title with </title><script> stays inert text', async () => {
      const response = await page(`/scholarships/${ids.hostile}`);
      const head = headOf(response);
      expect(head.titles).toEqual(['Award </title><script>alert(1)</script> & "more" · FutureFund']);
      expect(response.body).not.toContain('<script>alert');
      expect(response.body).toContain('&lt;/title&gt;&lt;script&gt;alert(1)');
      // Inside the JSON-LD block "<" is \u003c, so "</script>" cannot end it; it parses to the same text.
      expect(response.body).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(2)');
      expect(head.jsonLd[0]).toMatchObject({
        name: 'Award </title><script>alert(1)</script> & "more"',
        funder: { name: '</script><script>alert(2)</script>' },
      });
      expect(head.description).toBe('Plain <b>text</b>');
    });

    it('gives static pages the words of the shared table, private pages noindex', async () => {
      const home = headOf(await page('/'));
      expect(home.titles).toEqual(['FutureFund — Funding Dreams, Fueling Futures']);
      expect(home.canonical).toBe(`${ORIGIN}/`);
      expect(home.og('type')).toBe('website');
      expect(home.robots).toBeNull();
      expect(home.jsonLd).toEqual([]);

      const about = headOf(await page('/About/'));
      expect(about.titles).toEqual(['About · FutureFund']);
      expect(about.canonical).toBe(`${ORIGIN}/about`);

      const scholarships = headOf(await page('/opportunities?type=scholarships&q=x'));
      expect(scholarships.titles).toEqual(['Scholarships · FutureFund']);
      expect(scholarships.canonical).toBe(`${ORIGIN}/opportunities`);

      for (const url of ['/dashboard', '/profile', '/admin', '/reset-password?token=x', '/unsubscribe']) {
        const response = await page(url);
        expect(response.statusCode, url).toBe(200);
        expect(headOf(response).robots, url).toBe('noindex');
      }
      const missing = await page('/no/such/page');
      expect(missing.statusCode).toBe(404);
      expect(headOf(missing).titles).toEqual(['Page Not Found · FutureFund']);
    });

    it('compresses the page answer for browsers that accept it', async () => {
      const plain = await page(`/scholarships/${catalog.dreamId}`);
      for (const [encoding, decode] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const response = await page(`/scholarships/${catalog.dreamId}`, {
          'accept-encoding': `${encoding}, identity`,
        });
        expect(response.statusCode, encoding).toBe(200);
        expect(response.headers['content-encoding'], encoding).toBe(encoding);
        expect(response.headers.vary, encoding).toContain('accept-encoding');
        expect(decode(response.rawPayload).toString(), encoding).toBe(plain.body);
      }
      expect(plain.headers['content-encoding']).toBeUndefined();
      const refused = await page('/about', { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
    });

    it('builds URLs only from a plain Host header', async () => {
      const head = headOf(await page('/about', { host: 'evil.test"><script>x</script>' }));
      expect(head.canonical).not.toContain('evil');
      expect(head.html).not.toContain('<script>x');
    });
  });

  it('spends no free view: an anonymous visitor still has 3 after fetching every detail page', async () => {
    const listingPages = [...catalog.firstThree, catalog.dream, catalog.intern].map((url) =>
      url.replace('/api', ''),
    );
    for (let round = 0; round < 3; round++)
      for (const url of listingPages) expect((await page(url)).statusCode, url).toBe(200);
    expect(await ctx.database.query('SELECT count(*)::int AS visitors FROM anonymous_views')).toEqual([
      { visitors: 0 },
    ]);
    expect(await ctx.database.query('SELECT 1 FROM anonymous_viewed_opportunities')).toEqual([]);
    expect(Object.keys((await page(listingPages[0]!)).cookies)).toEqual([]);

    // The same visitor (address) then opens three listings in full through the API; the fourth is limited.
    const api = (url: string, cookie?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const first = await api(catalog.firstThree[0]!);
    expect(isFull(first)).toBe(true);
    const cookie = visitorCookieOf(first);
    for (const url of catalog.firstThree.slice(1)) expect(isFull(await api(url, cookie)), url).toBe(true);
    expect(isFull(await api(catalog.dream, cookie))).toBe(false);
  });

  describe('robots.txt and the sitemap', () => {
    it('robots.txt opens the site, closes the API and private pages and names the sitemap', async () => {
      const response = await page('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const lines = response.body.split('\n');
      expect(lines).toContain('User-agent: *');
      expect(lines).toContain('Allow: /');
      for (const path of ['/api/', '/dashboard', '/profile', '/admin', '/reset-password', '/email-preview'])
        expect(lines, path).toContain(`Disallow: ${path}`);
      expect(lines).not.toContain('Disallow: /about');
      expect(lines).not.toContain('Disallow: /scholarships');
      expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    });

    it('the sitemap index names the pages file and one file per 50,000 open listings', async () => {
      const response = await page('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toEqual([
        `${ORIGIN}/sitemaps/pages.xml`,
        `${ORIGIN}/sitemaps/scholarships-1.xml`,
        `${ORIGIN}/sitemaps/internships-1.xml`,
      ]);
    });

    it('lists the public pages, and open public listings only, with their last change', async () => {
      const pages = await page('/sitemaps/pages.xml');
      expect(pages.statusCode).toBe(200);
      const pageLocs = [...pages.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      expect(pageLocs).toEqual(
        expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/about`, `${ORIGIN}/opportunities`]),
      );
      expect(pageLocs.join(' ')).not.toMatch(/dashboard|profile|admin/);

      const scholarships = (await page('/sitemaps/scholarships-1.xml')).body;
      expect(scholarships).toContain(`<loc>${ORIGIN}/scholarships/${catalog.dreamId}</loc>`);
      expect(scholarships).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);
      for (const hidden of [
        catalog.closed,
        catalog.expired,
        `/scholarships/${ids.pending}`,
        `/scholarships/${ids.duplicate}`,
      ])
        expect(scholarships, hidden).not.toContain(`${hidden.replace('/api', '')}<`);
      const internships = (await page('/sitemaps/internships-1.xml')).body;
      expect(internships).toContain(`/internships/${catalog.internId}<`);
      expect(internships).not.toContain(`/internships/${ids.rejected}<`);
      expect(internships).not.toContain(`/internships/${ids.closedIntern}<`);

      expect((await page('/sitemaps/scholarships-2.xml')).statusCode).toBe(404);
      expect((await page('/sitemaps/other.xml')).statusCode).toBe(404);
    });

    it('splits the listings into files read by keyset, each file at most the limit', async () => {
      const seo = createSeoService(createSeoRepo(ctx.database.db), {
        publicUrl: 'https://futurefund.example/',
        fallbackUrl: ORIGIN,
        catalogVersion: async () => 'v1',
        sitemapFileSize: 2,
      });
      const origin = seo.originFor({ protocol: 'http', host: 'ignored.test' });
      expect(origin).toBe('https://futurefund.example');
      const index = await seo.sitemapIndex(origin);
      const files = [...index.matchAll(/sitemaps\/(scholarships-\d+\.xml)/g)].map((match) => match[1]!);
      const listed: string[] = [];
      for (const file of files) {
        const xml = (await seo.sitemapFile(origin, file))!;
        const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
        expect(locs.length, file).toBeGreaterThan(0);
        expect(locs.length, file).toBeLessThanOrEqual(2);
        listed.push(...locs);
      }
      const open = await ctx.database.query<{ id: number }>(
        `SELECT id FROM scholarships WHERE approval_status = 'approved' AND duplicate_of IS NULL
           AND closed_at IS NULL AND (deadline IS NULL OR deadline >= $1::date) ORDER BY id`,
        [today],
      );
      expect(open.length).toBeGreaterThan(4);
      expect(listed).toEqual(open.map((row) => `https://futurefund.example/scholarships/${row.id}`));
      expect(files.length).toBe(Math.ceil(open.length / 2));
    });
  });
});
