import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { documentPaths, serverRenderedPaths } from '@futurefund/core';
import type { PageBody } from '../modules/seo/head';
import { loadServerEntry, serverEntryFile } from './server-entry';

/**
 * What a server-rendered page adds to index.html (modules/seo/head.ts's PageBody): tags for the
 * head, markup for #root and, on a page sent as a finished document (ADR 043) or with the app on
 * demand (ADR 046), the script that replaces the app's; on a page drawn with API answers, their
 * data block (ADR 044).
 */
export type RenderedPage = PageBody;

export type PageRenderer = (pathname: string) => Promise<RenderedPage | null>;

// React hoists a preload for the first image it meets to the front of its output; it belongs in
// the head, and #root must hold only what the client hydrates.
const LEADING_LINKS = /^(?:<link\b[^>]*\/?>)+/;

export function splitRendered(html: string): RenderedPage {
  const headTags = LEADING_LINKS.exec(html)?.[0] ?? '';
  return { headTags, body: html.slice(headTags.length) };
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The islands' entries (web/vite.islands.config.ts): a document's, and a data page's (ADR 046). */
export const ISLANDS_ENTRIES = {
  document: 'src/islands/main.ts',
  appOnDemand: 'src/islands/start-app.ts',
} as const;

/** An islands script as the islands' manifest names it; null without one (or without the entry). */
export function islandsScript(
  webDistDir: string,
  entry: keyof typeof ISLANDS_ENTRIES = 'document',
): string | null {
  const manifestFile = path.join(webDistDir, '.vite', 'islands-manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file?: string }>;
  const file = manifest[ISLANDS_ENTRIES[entry]]?.file;
  return file ? `/${file}` : null;
}

/**
 * Loads the web build's server entry (web/dist-ssr, beside web/dist) when it exists, and renders
 * the public pages of core's serverRenderedPaths for visitors (ADR 036). Each page is rendered
 * once per day (the footer's year is the only thing in them that changes without a deploy); a
 * page that fails to render is answered with the bare shell, which the browser renders itself.
 */
export async function loadPageRenderer(
  webDistDir: string,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): Promise<PageRenderer | null> {
  const entry = await loadServerEntry(webDistDir);
  if (!entry) {
    log.warn(
      { entry: serverEntryFile(webDistDir) },
      'no server entry in the web build: pages are rendered by the browser only',
    );
    return null;
  }
  const { renderPage } = entry;
  const script = islandsScript(webDistDir);
  if (!script) log.warn({ webDistDir }, 'no islands in the web build: drawn pages start the app');
  const documents = new Set(documentPaths);
  const cache = new Map<string, { day: string; page: Promise<RenderedPage | null> }>();
  const rendered = new Set(serverRenderedPaths);

  return (pathname) => {
    if (!rendered.has(pathname)) return Promise.resolve(null);
    const day = dayOf(now());
    const cached = cache.get(pathname);
    if (cached?.day === day) return cached.page;
    const page = renderPage(pathname).then(
      (html) => ({ ...splitRendered(html), ...(documents.has(pathname) && script ? { script } : {}) }),
      (error: unknown) => {
        log.error({ err: error, pathname }, 'server rendering failed; answering with the bare shell');
        cache.delete(pathname);
        return null;
      },
    );
    cache.set(pathname, { day, page });
    return page;
  };
}
