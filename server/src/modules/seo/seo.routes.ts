import type { FastifyInstance, FastifyReply } from 'fastify';

// Not API endpoints (no JSON, no contract): the two documents crawlers ask every site for.
const XML = 'application/xml; charset=utf-8';
// Crawlers read these rarely; an hour keeps a new listing's delay short without re-rendering often.
const SITEMAP_CACHE = 'public, max-age=3600';

function sendXml(reply: FastifyReply, xml: string) {
  return reply.header('content-type', XML).header('cache-control', SITEMAP_CACHE).send(xml);
}

export async function seoRoutes(app: FastifyInstance) {
  const { seo } = app.services;

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(seo.robotsTxt(seo.originFor(request))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    sendXml(reply, await seo.sitemapIndex(seo.originFor(request))),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const xml = await seo.sitemapFile(seo.originFor(request), request.params.file);
    if (xml === null) return reply.callNotFound();
    return sendXml(reply, xml);
  });
}
