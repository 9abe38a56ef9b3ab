import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  PAGE_ANSWERS_ELEMENT_ID,
  accessApi,
  authApi,
  opportunitiesApi,
  type AnyEndpoint,
  type EndpointInput,
} from '@futurefund/core';
import { buildScholarship, buildUser, signIn } from '../../test/factories';
import { injectAs } from '../../test/inject';
import { makeFakeWebBuild } from '../../test/fake-web-build';
import {
  buildFreeViewCatalog,
  capitalOne,
  dreamUs,
  visitorCookieOf,
  type FreeViewCatalog,
} from '../../test/free-views-fixtures';
import { createTestApp, makeTempDir, type TestContext } from '../../test/test-app';
import { loadDataPageRenderer } from './data-page-render';

// The web build's server entry stands outside the server (web/src/entry-server.tsx, tested in web/);
// these tests give the server a small one of their own that names a listing's API path as the real
// one does (web/src/app/page-answers.ts), echoes what it was handed, and fails on one listing.
// Every request is recorded on globalThis, which the entry shares with the test.
const entrySource = `
const record = (name, value) => (globalThis[name] ??= []).push(value);

export function pageAnswerPaths(url) {
  record('dataPageAsked', url);
  const pathname = url.split('?')[0];
  if (pathname === '/opportunities') return ['/api/opportunities?offset=0&limit=2'];
  const [, kind, id, extra] = pathname.split('/');
  const listing = (kind === 'scholarships' || kind === 'internships') && /^[0-9]+$/.test(id ?? '') && extra === undefined;
  if (!listing) return [];
  return ['/api/' + kind + '/' + id, ...(globalThis.dataPageExtraPath ? [globalThis.dataPageExtraPath] : [])];
}

export async function renderPage(url, answers = {}) {
  record('dataPageRenders', { url, answers });
  const answer = Object.values(answers)[0]?.body;
  if (!answer) return '<div class="shell">drawn ' + url + '</div>';
  if (Array.isArray(answer)) return '<ul>' + answer.map((item) => '<li>' + item.title + '</li>').join('') + '</ul>';
  if (answer.title === 'Unrenderable Award') throw new Error('render failed');
  const note = answer.limited ? 'limited: ' + answer.limited.cause : 'full: ' + answer.description;
  return '<link rel="preload" as="image" href="/logo.svg"/><article><h1>' + answer.title + '</h1><p>' + note + '</p></article>';
}
`;

type Answer = { body: unknown; headers: Record<string, string> };
type Render = { url: string; answers: Record<string, Answer> };
const globals = globalThis as {
  dataPageRenders?: Render[];
  dataPageAsked?: string[];
  dataPageExtraPath?: string;
};
const renders = () => globals.dataPageRenders ?? [];
const asked = () => globals.dataPageAsked ?? [];

const DATA_BLOCK_OPEN = `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">`;
const DATA_BLOCK = new RegExp(`${DATA_BLOCK_OPEN}(.*?)</script>`, 's');
const BARE_ROOT = '<div id="root"></div>';

/** The answers handed over in the page's data block; null when it has none. */
function pageAnswers(response: LightMyRequestResponse): Record<string, Answer> | null {
  const match = DATA_BLOCK.exec(response.body);
  return match ? (JSON.parse(match[1]!) as Record<string, Answer>) : null;
}

/** An answer as a page keeps it: a listing's carries none of the transport's headers. */
const kept = (body: unknown, headers: Record<string, string> = {}): Answer => ({ body, headers });

const visitorCookieSet = (response: LightMyRequestResponse) =>
  response.cookies.some((c) => c.name === 'ff_visitor');

function expectBareShell(response: LightMyRequestResponse) {
  expect(response.body).toContain(BARE_ROOT);
  expect(response.body).not.toContain(PAGE_ANSWERS_ELEMENT_ID);
  expect(response.body).not.toContain('<article>');
  expect(response.headers['cache-control']).toBe('no-cache');
}

describe('loadDataPageRenderer', () => {
  // Nothing is asked of the app before a page is drawn.
  const app = {} as FastifyInstance;

  it('is absent when the build has no server entry', async () => {
    const bare = makeTempDir('ff-web-bare-');
    expect(await loadDataPageRenderer(app, path.join(bare, 'dist'))).toBeNull();
    fs.rmSync(bare, { recursive: true, force: true });
  });

  it('is absent when the server entry names no answers (a build from before ADR 044)', async () => {
    const old = makeFakeWebBuild({
      entrySource: `export async function renderPage(url) { return '<div>' + url + '</div>'; }`,
    });
    expect(await loadDataPageRenderer(app, path.join(old, 'dist'))).toBeNull();
    fs.rmSync(old, { recursive: true, force: true });
  });
});

describe('listing pages drawn with their answers for visitors (ADR 044)', () => {
  let ctx: TestContext;
  let web: string;
  let urls: FreeViewCatalog;
  let unrenderableId: number;
  let address = 0;

  beforeAll(async () => {
    web = makeFakeWebBuild({ entrySource });
    ctx = await createTestApp({ webDistDir: path.join(web, 'dist') });
    urls = await buildFreeViewCatalog(ctx.database);
    unrenderableId = (await buildScholarship(ctx.database, { title: 'Unrenderable Award' })).id;
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  /**
   * A visitor from an address of its own (so the per-address backstop stays out of the way, and
   * each address's counter tells what was asked from it). The cookie is taken from the first
   * answer that sets one. `get` and `head` take URLs: pages, and the API paths a page's answers are
   * named by (their spelling is under test); `call` asks an endpoint.
   */
  function visitor(initialCookie?: string) {
    const remoteAddress = `192.0.2.${++address}`;
    let cookie = initialCookie;
    const keepCookie = (response: LightMyRequestResponse) => {
      if (!cookie && visitorCookieSet(response)) cookie = visitorCookieOf(response);
      return response;
    };
    const send = async (method: 'GET' | 'HEAD', url: string) =>
      keepCookie(
        await ctx.app.inject({
          method,
          url,
          remoteAddress,
          headers: cookie ? { cookie } : {},
        }),
      );
    const call = async <E extends AnyEndpoint>(endpoint: E, input?: EndpointInput<E>) =>
      keepCookie(await injectAs(ctx.app, cookie ?? null, endpoint, input, { remoteAddress }));
    return {
      remoteAddress,
      cookie: () => cookie,
      get: (url: string) => send('GET', url),
      head: (url: string) => send('HEAD', url),
      call,
      viewsUsed: async () => (await call(accessApi.check)).json().viewsUsed as number,
    };
  }

  const pageOf = (apiPath: string) => apiPath.replace(/^\/api/, '');

  it("draws an open scholarship's page with its answer, handed over as the API gives it", async () => {
    const reader = visitor();
    const before = renders().length;
    const page = await reader.get(pageOf(urls.dream));

    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(visitorCookieSet(page)).toBe(true);
    // The markup is the entry's, drawn from the answer; the data block follows #root.
    expect(page.body).toContain(
      `<div id="root"><article><h1>${dreamUs.title}</h1><p>full: ${dreamUs.description}</p></article></div>${DATA_BLOCK_OPEN}`,
    );
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/logo.svg"/>');

    const api = await reader.get(urls.dream);
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ title: dreamUs.title, url: dreamUs.url });
    expect(api.json()).not.toHaveProperty('limited');
    expect(pageAnswers(page)).toEqual({ [urls.dream]: kept(api.json()) });
    expect(renders().slice(before)).toEqual([
      { url: pageOf(urls.dream), answers: { [urls.dream]: kept(api.json()) } },
    ]);
  });

  it('spends the free view once, from the address the page was asked from', async () => {
    const reader = visitor();
    const page = await reader.get(`${pageOf(urls.intern)}?from=search`);
    expect(pageAnswers(page)).toHaveProperty([urls.intern]);
    // The entry draws the URL as asked, and names its answers from it, query and all.
    expect(renders().at(-1)?.url).toBe(`${pageOf(urls.intern)}?from=search`);
    expect(asked().at(-1)).toBe(`${pageOf(urls.intern)}?from=search`);
    expect(await reader.viewsUsed()).toBe(1);

    expect((await reader.get(urls.intern)).json()).toMatchObject({ description: capitalOne.description });
    expect(await reader.get(pageOf(urls.intern))).toMatchObject({ statusCode: 200 });
    expect(await reader.viewsUsed()).toBe(1);
    const counters = await ctx.database.query<{ key: string; count: number }>(
      "SELECT key, count FROM auth_throttle WHERE kind = 'detail_views_ip' AND key = $1",
      [reader.remoteAddress],
    );
    expect(counters).toEqual([{ key: reader.remoteAddress, count: 1 }]);
  });

  it('draws a 4th new listing with the limited answer once the free views are used', async () => {
    const reader = visitor();
    for (const apiPath of urls.firstThree) {
      const page = await reader.get(pageOf(apiPath));
      expect(page.body, apiPath).toContain('<p>full: ');
    }
    expect(await reader.viewsUsed()).toBe(3);

    const page = await reader.get(pageOf(urls.dream));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toContain(
      `<div id="root"><article><h1>${dreamUs.title}</h1><p>limited: free_views_used</p></article></div>`,
    );
    const answer = pageAnswers(page)?.[urls.dream]?.body as Record<string, unknown>;
    expect(answer).toMatchObject({ title: dreamUs.title, limited: { cause: 'free_views_used' } });
    expect(answer).not.toHaveProperty('description');
    expect(answer).not.toHaveProperty('url');
    // The listing's own link and text reach the page only through the head's structured data
    // (ADR 033), never through the handed-over answer.
    expect(DATA_BLOCK.exec(page.body)?.[0]).not.toContain('Pell Grant');
    expect(pageAnswers(page)).toEqual({ [urls.dream]: kept((await reader.get(urls.dream)).json()) });
    expect(await reader.viewsUsed()).toBe(3);
  });

  it('sends the bare shell to a request with a session cookie, valid or not, and spends nothing', async () => {
    const reader = visitor();
    await reader.get(pageOf(urls.firstThree[0]!));
    expect(await reader.viewsUsed()).toBe(1);
    const before = { renders: renders().length, asked: asked().length };

    const stale = visitor(`ff_session=whatever; ${reader.cookie()}`);
    const withStaleSession = await stale.get(pageOf(urls.dream));
    expect(withStaleSession.statusCode).toBe(200);
    expectBareShell(withStaleSession);
    expect(visitorCookieSet(withStaleSession)).toBe(false);
    expect(await reader.viewsUsed()).toBe(1);

    const user = await buildUser(ctx.database);
    const member = visitor(await signIn(ctx.app, user));
    const memberPage = await member.get(pageOf(urls.dream));
    expect(memberPage.statusCode).toBe(200);
    expectBareShell(memberPage);
    expect(visitorCookieSet(memberPage)).toBe(false);
    expect((await member.call(authApi.currentUser)).json().profileViewsUsed).toBe(0);

    expect(renders().length).toBe(before.renders);
    expect(asked().length).toBe(before.asked);
  });

  it("draws an internship's page the same way", async () => {
    const reader = visitor();
    const page = await reader.get(pageOf(urls.intern));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(visitorCookieSet(page)).toBe(true);
    expect(page.body).toContain(
      `<div id="root"><article><h1>${capitalOne.title}</h1><p>full: ${capitalOne.description}</p></article></div>${DATA_BLOCK_OPEN}`,
    );
    const api = await reader.get(urls.intern);
    expect(api.json()).toMatchObject({
      type: 'internship',
      company: capitalOne.company,
      url: capitalOne.url,
    });
    expect(pageAnswers(page)).toEqual({ [urls.intern]: kept(api.json()) });
    expect(await reader.viewsUsed()).toBe(1);
  });

  it('escapes the answer so that no listing text can end the data block', async () => {
    const description = 'Apply</script><script>alert(1)</script> & <!-- more \u2028 here';
    const tricky = await buildScholarship(ctx.database, { title: 'Tricky Award', description });
    const apiPath = `/api/scholarships/${tricky.id}`;
    const reader = visitor();
    const page = await reader.get(pageOf(apiPath));
    const block = DATA_BLOCK.exec(page.body)?.[0] ?? '';
    expect(block).not.toContain('<script>alert');
    expect(block).not.toContain('<!--');
    expect(block).not.toContain('\u2028');
    expect(pageAnswers(page)).toEqual({ [apiPath]: kept((await reader.get(apiPath)).json()) });
    expect((pageAnswers(page)?.[apiPath]?.body as { description: string }).description).toBe(description);
  });

  it('sends the bare shell for a listing that does not exist, without asking the API', async () => {
    const reader = visitor();
    const before = { renders: renders().length, asked: asked().length };
    const page = await reader.get('/scholarships/999999');
    expect(page.statusCode).toBe(404);
    expectBareShell(page);
    expect(visitorCookieSet(page)).toBe(false);
    expect(renders().length).toBe(before.renders);
    expect(asked().length).toBe(before.asked);
  });

  it('spends nothing on a HEAD, which shows nothing (a link checker, a preview bot)', async () => {
    const reader = visitor();
    const before = renders().length;
    const head = await reader.head(pageOf(urls.dream));
    expect(head.statusCode).toBe(200);
    expect(visitorCookieSet(head)).toBe(false);
    expect(renders().length).toBe(before);
    expect(await reader.viewsUsed()).toBe(0);
  });

  it("asks a page's answers as one visitor, a new one's cookie going on to the next question", async () => {
    globals.dataPageExtraPath = urls.intern;
    try {
      const reader = visitor();
      const page = await reader.get(pageOf(urls.dream));
      expect(Object.keys(pageAnswers(page) ?? {}).sort()).toEqual([urls.dream, urls.intern].sort());
      // One new visitor, set once, who has now seen both listings.
      expect(page.cookies.filter((c) => c.name === 'ff_visitor')).toHaveLength(1);
      expect(await reader.viewsUsed()).toBe(2);
    } finally {
      delete globals.dataPageExtraPath;
    }
  });

  it('sends the bare shell when one of the answers is not 200', async () => {
    globals.dataPageExtraPath = '/api/scholarships/999999';
    try {
      const reader = visitor();
      const before = renders().length;
      const page = await reader.get(pageOf(urls.dream));
      expect(page.statusCode).toBe(200);
      expectBareShell(page);
      expect(renders().length).toBe(before);
    } finally {
      delete globals.dataPageExtraPath;
    }
  });

  it('sends the bare shell, and logs, when drawing the page throws', async () => {
    const logged = vi.spyOn(ctx.app.log, 'error');
    try {
      const reader = visitor();
      const url = `/scholarships/${unrenderableId}`;
      const page = await reader.get(url);
      expect(page.statusCode).toBe(200);
      expectBareShell(page);
      expect(logged).toHaveBeenCalledOnce();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ url, err: expect.objectContaining({ message: 'render failed' }) }),
        expect.stringContaining('bare shell'),
      );
      // The answer was read, so its view is spent; the cookie goes out with the shell, so the
      // browser's own ask is the same visitor's and spends nothing more.
      expect(visitorCookieSet(page)).toBe(true);
      expect(await reader.viewsUsed()).toBe(1);
      const answer = await reader.call(opportunitiesApi.scholarship, { params: { id: unrenderableId } });
      expect(answer.statusCode).toBe(200);
      expect(await reader.viewsUsed()).toBe(1);
    } finally {
      logged.mockRestore();
    }
  });

  it('leaves pages that name no answers to the browser or to the static renderer', async () => {
    const reader = visitor();
    const before = renders().length;
    const applications = await reader.get('/applications?status=saved');
    expect(applications.statusCode).toBe(200);
    expectBareShell(applications);
    expect(visitorCookieSet(applications)).toBe(false);
    expect(asked().at(-1)).toBe('/applications?status=saved');
    expect(renders().length).toBe(before);

    // A public page is the static renderer's (ADR 036): drawn with no answers and no data block.
    const about = await reader.get('/about');
    expect(about.body).toContain('<div id="root"><div class="shell">drawn /about</div></div>');
    expect(about.body).not.toContain(PAGE_ANSWERS_ELEMENT_ID);
    expect(about.headers['cache-control']).toBe('no-cache');
    expect(renders().slice(before)).toEqual([{ url: '/about', answers: {} }]);
    expect(await reader.viewsUsed()).toBe(0);
  });
  it("keeps browse's count headers beside its answer, and no other header", async () => {
    const reader = visitor();
    const page = await reader.get('/opportunities?q=award');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // The URL the page's answer is named by, spelled as the web's entry spells it.
    const api = await reader.get('/api/opportunities?offset=0&limit=2');
    const titles = (api.json() as { title: string }[]).map(({ title }) => title);
    expect(titles).toHaveLength(2);
    expect(page.body).toContain(`<div id="root"><ul><li>${titles[0]}</li><li>${titles[1]}</li></ul></div>`);
    const total = api.headers['x-total-count'];
    expect(Number(total)).toBeGreaterThan(2);
    expect(pageAnswers(page)).toEqual({
      '/api/opportunities?offset=0&limit=2': kept(api.json(), {
        'x-total-count': String(total),
        ...(api.headers['x-total-count-capped'] ? { 'x-total-count-capped': 'true' } : {}),
      }),
    });
    // Browsing spends no free view.
    expect(await reader.viewsUsed()).toBe(0);
  });
});

describe('the script of a page drawn with its answers (ADR 046)', () => {
  let ctx: TestContext;
  let web: string;
  let dream: string;

  beforeAll(async () => {
    web = makeFakeWebBuild({
      entrySource,
      islandsManifest: {
        'src/islands/main.ts': { file: 'assets/islands-1.js', isEntry: true },
        'src/islands/start-app.ts': { file: 'assets/start-app-1.js', isEntry: true },
      },
    });
    ctx = await createTestApp({ webDistDir: path.join(web, 'dist') });
    dream = (await buildFreeViewCatalog(ctx.database)).dream;
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it("is the starter, told where the app's entry is, instead of the app", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: dream.replace(/^\/api/, '') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(DATA_BLOCK_OPEN);
    expect(page.body).toContain(
      '<script type="module" crossorigin src="/assets/start-app-1.js" data-app-entry="/assets/index-app.js"></script>',
    );
    expect(page.body).not.toContain('src="/assets/index-app.js"');
    expect(page.body).not.toContain('islands-1.js');
  });

  it('leaves the app itself on pages that are not drawn with answers, and for members', async () => {
    const user = await buildUser(ctx.database);
    const member = await ctx.app.inject({
      method: 'GET',
      url: dream.replace(/^\/api/, ''),
      headers: { cookie: await signIn(ctx.app, user) },
    });
    const contact = await ctx.app.inject({ method: 'GET', url: '/contact' });
    for (const page of [member, contact]) {
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-app.js"></script>');
      expect(page.body).not.toContain('start-app');
    }
  });
});
