import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import { sendError } from './error-handler';
import { isApiPath } from '../lib/api-path';
import { loadDataPageRenderer } from './data-page-render';
import { loadPageChunks } from './page-chunks';
import { loadPageRenderer } from './page-render';
import { mirrorSignedInHint, sessionToken } from './session';
import { headTemplate } from '../modules/seo/head';

const HASHED_ASSET = /[/\\]assets[/\\]/;

/** brotli, else gzip, when the request accepts it (q > 0); null for neither. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*q=/),
      )
      .filter(([, q]) => q === undefined || Number(q) > 0)
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/**
 * A page answer is written per request, so it cannot ship precompressed like index.html did, and
 * @fastify/compress only attaches to routes, not to this fallback: it is compressed here (ADR 013
 * thresholds; brotli at a fast quality, the page is a few KB).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(html) < COMPRESSION_THRESHOLD_BYTES) return reply.send(html);
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(html);
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * Serves the built SPA: hashed assets cached forever, everything else revalidated, and the build's
 * .br/.gz twins sent to browsers that accept them (ADR 013). A non-API GET that is not a file gets
 * index.html so client-side routes survive a reload (history fallback): 200 for the SPA's own
 * routes (core routePatterns), 404 for any other path and for a listing that does not exist or is
 * not public, where the SPA shows its not-found page. index.html is read once and each answer gets
 * its page's own title, description, canonical URL, Open Graph tags and, on open listings, JSON-LD
 * (modules/seo, ADR 033), so link previews work without JavaScript. Visitors also get the public
 * pages drawn (page-render.ts, ADR 036), so a phone paints them before the JavaScript arrives.
 * Unknown /api paths always get the JSON error shape.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string | null) {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : null;
  const hasSpa = indexFile !== null && fs.existsSync(indexFile);
  const page = hasSpa && indexFile ? headTemplate(fs.readFileSync(indexFile, 'utf8')) : null;
  const renderPage = hasSpa && webDistDir ? await loadPageRenderer(webDistDir, app.log) : null;
  const pageChunks = hasSpa && webDistDir ? await loadPageChunks(webDistDir, app.log) : null;
  const drawDataPage = hasSpa && webDistDir ? await loadDataPageRenderer(app, webDistDir) : null;
  if (hasSpa && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz twins of its assets (vite.config.ts): sent as they are (ADR 013).
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const acceptsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (page && acceptsHtml && !isApiPath(request.url)) {
      const { seo } = app.services;
      const { status, head } = await seo.pageHead(seo.originFor(request), request.url);
      mirrorSignedInHint(request, reply);
      // Public pages come drawn for visitors (ADR 036); members' pages depend on who they are.
      const isVisitor = sessionToken(request) === undefined;
      const pathname = request.url.split(/[?#]/)[0] ?? '/';
      const drawn = renderPage && isVisitor && status === 200 ? await renderPage(pathname) : null;
      // A listing comes drawn with its answer too (ADR 044), read as the browser would read it: on a
      // GET only, since the answer spends a free view and a HEAD (a link checker's) shows nothing.
      const drawsData = drawDataPage && isVisitor && status === 200 && request.method === 'GET';
      const rendered = drawn ?? (drawsData ? await drawDataPage(request, reply, request.url) : null);
      // A page the browser must draw itself names its chunks, so they load alongside the shell's
      // script; a drawn page does not, so nothing competes with the styles it paints with (ADR 037).
      const body = rendered ?? { headTags: pageChunks?.(pathname) ?? '', body: '' };
      // A page drawn with answers is this visitor's own (a free view spent, or a limited listing).
      const cacheControl = rendered?.data ? 'private, no-cache' : 'no-cache';
      return sendPage(request, reply.code(status).header('cache-control', cacheControl), page(head, body));
    }
    const pathOnly = request.url.split('?')[0];
    return sendError(reply, request, 404, {
      message: `Route ${request.method} ${pathOnly} not found`,
      code: 'NOT_FOUND',
    });
  });
}
