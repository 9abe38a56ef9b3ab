import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInternship, buildScholarship } from '../../test/factories';
import { createTestApp, makeTempDir, type TestContext } from '../../test/test-app';

const appScript = 'console.log("app")';
const serviceWorkerScript = 'self.addEventListener("fetch", () => {})';
const manifest = JSON.stringify({ name: 'FutureFund', start_url: '/' });

describe('serving the built SPA', () => {
  let ctx: TestContext;
  let dist: string;
  let scholarshipId: number;
  let internshipId: number;
  beforeAll(async () => {
    dist = makeTempDir('ff-dist-');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>FutureFund</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), appScript);
    // What the build's compression plugin writes next to each hashed asset.
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(appScript));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(appScript));
    fs.writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What vite-plugin-pwa writes (ADR 032).
    fs.writeFileSync(path.join(dist, 'sw.js'), serviceWorkerScript);
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), manifest);
    ctx = await createTestApp({ webDistDir: dist });
    scholarshipId = (await buildScholarship(ctx.database)).id;
    internshipId = (await buildInternship(ctx.database)).id;
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('falls back to index.html for client-side routes (history fallback)', async () => {
    for (const url of [
      '/opportunities?type=scholarships',
      `/scholarships/${scholarshipId}`,
      `/internships/${internshipId}/`,
      '/dashboard',
      '/applications',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('answers 404 with index.html for paths that are no page, so the SPA shows its not-found page', async () => {
    // A detail path of no public listing is no page either (ADR 033); the SPA still shows its own
    // words for it ('Invalid Scholarship ID', 'Scholarship not found').
    for (const url of [
      '/no/such/page',
      '/scholarships',
      '/scholarships/12/extra',
      '/about-us?x=1',
      '/scholarships/abc',
      '/internships/999999',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('serves the precompressed twin of an asset to browsers that accept it', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString()).toBe(appScript);
    }
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appScript);
  });

  it('caches hashed assets forever and other files briefly', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await ctx.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker as revalidated JavaScript, so a new deployment is found at once', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(serviceWorkerScript);
    // Served from the root, its default scope is the whole site: no Service-Worker-Allowed needed.
    expect(response.headers['service-worker-allowed']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('serves the web app manifest with its own content type', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ name: 'FutureFund', start_url: '/' });
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('does not serve files outside the build directory', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/../package.json' });
    expect(response.body).not.toContain('"workspaces"');
  });
});
