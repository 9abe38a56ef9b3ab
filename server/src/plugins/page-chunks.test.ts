import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { makeFakeWebBuild } from '../../test/fake-web-build';
import { createTestApp, makeTempDir, type TestContext } from '../../test/test-app';
import { loadPageChunks } from './page-chunks';

// A small web build of the tests' own: Vite's manifest shape, and a server entry that names each
// path's page module. The real router's names are tested in web/src/app/router.test.tsx.
const manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared-S.js'] },
  '_shared-S.js': { file: 'assets/shared-S.js' },
  '_icon-I.js': { file: 'assets/icon-I.js', imports: ['_shared-S.js'] },
  '_table-T.js': { file: 'assets/table-T.js', imports: ['_icon-I.js'] },
  'src/routes/about/about-page.tsx': {
    file: 'assets/about-page-P.js',
    imports: ['index.html', '_table-T.js', '_icon-I.js'],
  },
  'src/routes/home/home-page.tsx': { file: 'assets/home-page-H.js', imports: ['index.html'] },
  'src/routes/opportunities/opportunities-page.tsx': {
    file: 'assets/opportunities-page-O.js',
    imports: ['index.html', '_icon-I.js'],
  },
};
const entrySource = `
const sources = {
  '/about': 'src/routes/about/about-page.tsx',
  '/': 'src/routes/home/home-page.tsx',
  '/opportunities': 'src/routes/opportunities/opportunities-page.tsx',
  '/gone': 'src/x.tsx',
};
export const pageSourceFor = (pathname) => sources[pathname];
export async function renderPage(url) { return '<p>drawn ' + url + '</p>'; }
`;

const silentLog = () => ({ warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;
const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

describe('loadPageChunks', () => {
  let web: string;
  beforeAll(() => {
    web = makeFakeWebBuild({ entrySource, manifest, prefix: 'ff-web-chunks-' });
  });
  afterAll(() => fs.rmSync(web, { recursive: true, force: true }));

  it("names a page's chunk and everything it imports, once each, but not the shell's", async () => {
    const chunks = await loadPageChunks(path.join(web, 'dist'), silentLog());
    expect(chunks!('/about')).toBe(
      [preload('assets/about-page-P.js'), preload('assets/table-T.js'), preload('assets/icon-I.js')].join(''),
    );
    expect(chunks!('/')).toBe(preload('assets/home-page-H.js'));
  });

  it('names nothing for a path without a page, or a page the build does not know', async () => {
    const chunks = await loadPageChunks(path.join(web, 'dist'), silentLog());
    expect(chunks!('/applications')).toBe('');
    expect(chunks!('/gone')).toBe('');
  });

  it('is absent, with a warning, when the build has no manifest', async () => {
    const log = silentLog();
    const bare = makeTempDir('ff-web-bare-');
    expect(await loadPageChunks(path.join(bare, 'dist'), log)).toBeNull();
    expect(log.warn).toHaveBeenCalledOnce();
    fs.rmSync(bare, { recursive: true, force: true });
  });
});

describe('page answers name their chunks', () => {
  let ctx: TestContext;
  let web: string;
  beforeAll(async () => {
    web = makeFakeWebBuild({ entrySource, manifest, prefix: 'ff-web-chunks-' });
    ctx = await createTestApp({ webDistDir: path.join(web, 'dist') });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  const head = (body: string) => body.slice(0, body.indexOf('</head>'));

  it('in the head of a page the browser draws itself, for visitors and members alike', async () => {
    const visitor: Record<string, string> = {};
    for (const cookies of [visitor, { ff_session: 'whatever' }]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/opportunities?q=art', cookies });
      expect(response.statusCode).toBe(200);
      expect(head(response.body)).toContain(
        preload('assets/opportunities-page-O.js') + preload('assets/icon-I.js'),
      );
      expect(response.body).not.toContain(preload('assets/shared-S.js'));
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('for members on a public page, which the browser draws for them', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/about', cookies: { ff_session: 'x' } });
    expect(head(response.body)).toContain(preload('assets/about-page-P.js'));
  });

  it('not beside a page drawn on the server, so nothing competes with its styles', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(response.body).toContain('<div id="root"><p>drawn /about</p></div>');
    expect(response.body).not.toContain('modulepreload');
  });

  it('not for API paths, which keep the JSON error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('modulepreload');
  });
});
