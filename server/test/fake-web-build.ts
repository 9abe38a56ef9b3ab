import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from './test-app';

/**
 * A small web build of a test's own, laid out as `npm run build` lays out web/: dist/index.html
 * with the app's script, optionally Vite's manifest and the islands' (ADR 043), and a server entry
 * (dist-ssr/entry-server.js) with the given source.
 * Returns the web directory; the server is given its `dist`.
 */
export function makeFakeWebBuild({
  entrySource,
  manifest,
  islandsManifest,
  prefix = 'ff-web-',
}: {
  entrySource: string;
  manifest?: Record<string, unknown>;
  islandsManifest?: Record<string, unknown>;
  prefix?: string;
}): string {
  const web = makeTempDir(prefix);
  fs.mkdirSync(path.join(web, 'dist', '.vite'), { recursive: true });
  fs.mkdirSync(path.join(web, 'dist-ssr'));
  fs.writeFileSync(
    path.join(web, 'dist', 'index.html'),
    '<!doctype html><html><head><title>FutureFund</title><script type="module" crossorigin src="/assets/index-app.js"></script></head><body><div id="root"></div></body></html>',
  );
  if (manifest) {
    fs.writeFileSync(path.join(web, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  if (islandsManifest) {
    fs.writeFileSync(
      path.join(web, 'dist', '.vite', 'islands-manifest.json'),
      JSON.stringify(islandsManifest),
    );
  }
  fs.writeFileSync(path.join(web, 'dist-ssr', 'entry-server.js'), entrySource);
  return web;
}
