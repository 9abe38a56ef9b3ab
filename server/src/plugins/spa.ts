import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isPageRoute } from '@futurefund/core';
import { sendError } from './error-handler';
import { decodedPath, isApiPath } from '../lib/api-path';

const HASHED_ASSET = /[/\\]assets[/\\]/;

/**
 * Serves the built SPA: hashed assets cached forever, everything else revalidated, and the build's
 * .br/.gz twins sent to browsers that accept them (ADR 013). A non-API GET that is not a file gets
 * index.html so client-side routes survive a reload (history fallback): 200 for the SPA's own
 * routes (core routePatterns), 404 for any other path, where the SPA shows its not-found page.
 * Unknown /api paths always get the JSON error shape.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string | null) {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : null;
  const hasSpa = indexFile !== null && fs.existsSync(indexFile);
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

  app.setNotFoundHandler((request, reply) => {
    const acceptsHtml = request.method === 'GET' || request.method === 'HEAD';
    if (hasSpa && acceptsHtml && !isApiPath(request.url)) {
      const status = isPageRoute(decodedPath(request.url)) ? 200 : 404;
      return reply.code(status).header('cache-control', 'no-cache').sendFile('index.html');
    }
    const pathOnly = request.url.split('?')[0];
    return sendError(reply, request, 404, {
      message: `Route ${request.method} ${pathOnly} not found`,
      code: 'NOT_FOUND',
    });
  });
}
