import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { makeFakeWebBuild } from '../../test/fake-web-build';
import { createTestApp, makeTempDir, type TestContext } from '../../test/test-app';
import { loadPageRenderer, splitRendered } from './page-render';

// The web build's server entry (web/dist-ssr/entry-server.js) stands outside the server; these
// tests give the server a small one of their own. The real entry's output, and that the browser
// hydrates it without a mismatch, is tested in web/src/entry-server.test.tsx.
const entrySource = `
export async function renderPage(url) {
  globalThis.renderCalls = (globalThis.renderCalls ?? 0) + 1;
  if (url === '/terms') throw new Error('render failed');
  return '<link rel="preload" as="image" href="/logo.svg"/><div class="shell">drawn ' + url + '</div>';
}
`;

const islandsManifest = { 'src/islands/main.ts': { file: 'assets/islands-abc.js', isEntry: true } };
const APP_SCRIPT = '<script type="module" crossorigin src="/assets/index-app.js"></script>';
const ISLANDS_SCRIPT = '<script type="module" crossorigin src="/assets/islands-abc.js"></script>';

const calls = () => (globalThis as { renderCalls?: number }).renderCalls ?? 0;
const silentLog = () => ({ warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;

describe('splitRendered', () => {
  it('moves the leading preload links to the head and keeps the rest for #root', () => {
    expect(splitRendered('<link rel="preload" as="image" href="/a.svg"/><div>x</div>')).toEqual({
      headTags: '<link rel="preload" as="image" href="/a.svg"/>',
      body: '<div>x</div>',
    });
    expect(splitRendered('<div><link rel="x"/></div>')).toEqual({
      headTags: '',
      body: '<div><link rel="x"/></div>',
    });
  });
});

describe('loadPageRenderer', () => {
  let web: string;
  beforeAll(() => {
    web = makeFakeWebBuild({ entrySource });
  });
  afterAll(() => fs.rmSync(web, { recursive: true, force: true }));

  it('is absent, with a warning, when the build has no server entry', async () => {
    const log = silentLog();
    const bare = makeTempDir('ff-web-bare-');
    expect(await loadPageRenderer(path.join(bare, 'dist'), log)).toBeNull();
    expect(log.warn).toHaveBeenCalledOnce();
    fs.rmSync(bare, { recursive: true, force: true });
  });

  it('renders each public page once a day and nothing else', async () => {
    let now = new Date('2026-12-31T10:00:00Z');
    const render = await loadPageRenderer(path.join(web, 'dist'), silentLog(), () => now);
    const before = calls();
    expect((await render!('/about'))?.body).toBe('<div class="shell">drawn /about</div>');
    await render!('/about');
    expect(calls() - before).toBe(1);
    now = new Date('2027-01-01T00:00:01Z');
    await render!('/about');
    expect(calls() - before).toBe(2);
    expect(await render!('/dashboard')).toBeNull();
    expect(await render!('/opportunities')).toBeNull();
    expect(calls() - before).toBe(2);
  });

  it('answers null, logs, and tries again next time when a page fails to render', async () => {
    const log = silentLog();
    const render = await loadPageRenderer(path.join(web, 'dist'), log);
    const before = calls();
    expect(await render!('/terms')).toBeNull();
    expect(log.error).toHaveBeenCalledOnce();
    expect(await render!('/terms')).toBeNull();
    expect(calls() - before).toBe(2);
  });
});

describe('loadPageRenderer with the islands in the build', () => {
  let web: string;
  beforeAll(() => {
    web = makeFakeWebBuild({ entrySource, islandsManifest });
  });
  afterAll(() => fs.rmSync(web, { recursive: true, force: true }));

  it("names the islands' script for the pages sent as documents, and only for them", async () => {
    const render = await loadPageRenderer(path.join(web, 'dist'), silentLog());
    for (const url of ['/', '/about', '/privacy', '/sources']) {
      expect((await render!(url))?.script, url).toBe('/assets/islands-abc.js');
    }
    const contact = await render!('/contact');
    expect(contact?.body).toBe('<div class="shell">drawn /contact</div>');
    expect(contact?.script).toBeUndefined();
  });

  it('leaves every drawn page to the app, with a warning, when the build has no islands', async () => {
    const log = silentLog();
    const bare = makeFakeWebBuild({ entrySource });
    const render = await loadPageRenderer(path.join(bare, 'dist'), log);
    expect((await render!('/about'))?.script).toBeUndefined();
    expect(log.warn).toHaveBeenCalledOnce();
    fs.rmSync(bare, { recursive: true, force: true });
  });
});

describe('page answers with server-rendered markup', () => {
  let ctx: TestContext;
  let web: string;
  beforeAll(async () => {
    web = makeFakeWebBuild({ entrySource, islandsManifest });
    ctx = await createTestApp({ webDistDir: path.join(web, 'dist') });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('draws a public page for a visitor, with its preload in the head', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/about?from=footer' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><div class="shell">drawn /about</div></div>');
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/logo.svg"/>');
    expect(head).toContain('<title>About');
  });

  it("sends a visitor's document pages with the islands' script instead of the app's", async () => {
    const about = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(about.body).toContain(ISLANDS_SCRIPT);
    expect(about.body).not.toContain(APP_SCRIPT);
    // Contact's form is the app's: drawn, then hydrated.
    const contact = await ctx.app.inject({ method: 'GET', url: '/contact' });
    expect(contact.body).toContain('drawn /contact');
    expect(contact.body).toContain(APP_SCRIPT);
    expect(contact.body).not.toContain(ISLANDS_SCRIPT);
  });

  it('sends the bare shell to a request with a session cookie, valid or not', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/', cookies: { ff_session: 'whatever' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('drawn');
    expect(response.body).toContain(APP_SCRIPT);
    expect(response.body).not.toContain(ISLANDS_SCRIPT);
  });

  it('sends the bare shell for pages that need data or a session, and for unknown paths', async () => {
    for (const url of ['/opportunities', '/dashboard', '/no-such-page']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('falls back to the bare shell, with the app, when rendering fails', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/terms' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(APP_SCRIPT);
  });
});
