import {
  deadlineToday,
  documentTitle,
  notFoundPageMeta,
  opportunitiesTitle,
  pageMetaByRoute,
  pageMetaFor,
  pageRouteName,
  routePatterns,
  SITE_TITLE,
  truncateDescription,
  type RouteName,
  type StaticPageMeta,
} from '@futurefund/core';
import { decodedPath } from '../../lib/api-path';
import type { Table } from '../opportunities/browse-sql';
import { SHARE_IMAGE_PATH, type PageHead } from './head';
import type { PublicListingFacts, SeoRepo } from './seo.repo';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';
import { internshipJsonLd, scholarshipJsonLd } from './structured-data';

/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_FILE_URLS = 50_000;
/** Rendered sitemaps kept (per catalog version, day and origin): the index plus a few files. */
const SITEMAP_CACHE_ENTRIES = 32;

export interface SeoOptions {
  /** PUBLIC_URL: when set, every absolute URL uses it; else the request's own origin. */
  publicUrl: string | null;
  /** The origin used when a request's Host header is not a plain host name. */
  fallbackUrl: string;
  catalogVersion: () => Promise<string>;
  today?: () => string;
  /** Tests page with small files; production uses the protocol's limit. */
  sitemapFileSize?: number;
}

export type PageHeadAnswer = { status: 200 | 404; head: PageHead };

// A Host header is attacker-controlled: only a plain host name or address (and port) becomes a URL.
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const DETAIL_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;
const LISTING_FILE = /^(scholarships|internships)-([1-9]\d{0,5})\.xml$/;

const detailRoutes: Partial<Record<RouteName, 'scholarship' | 'internship'>> = {
  scholarshipDetail: 'scholarship',
  internshipDetail: 'internship',
};
const listingPath = (type: 'scholarship' | 'internship', id: number) =>
  `${type === 'scholarship' ? '/scholarships' : '/internships'}/${id}`;

/** Where a listing's own words are missing, say what it is and who offers it. */
const fallbackDescription = (row: PublicListingFacts) =>
  `${row.type === 'scholarship' ? 'Scholarship' : 'Internship'}${row.organization ? ` from ${row.organization}` : ''} on FutureFund.`;

/**
 * Search engines and link previews (issue 18, ADR 033): each page's head, the sitemap of public
 * pages and open listings, and robots.txt. Reads only; a detail head never spends a free view.
 */
export function createSeoService(repo: SeoRepo, options: SeoOptions) {
  const today = options.today ?? (() => deadlineToday());
  const fileSize = options.sitemapFileSize ?? SITEMAP_FILE_URLS;
  const publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? null;
  const sitemapCache = new Map<string, Promise<string | null>>();
  const fileStartsCache = new Map<string, Promise<Record<Table, number[]>>>();

  function head(origin: string, path: string, meta: StaticPageMeta, extra: Partial<PageHead> = {}): PageHead {
    return {
      title: documentTitle(meta.title),
      shareTitle: meta.title ?? SITE_TITLE,
      description: meta.description,
      canonical: `${origin}${path}`,
      noindex: meta.noindex ?? false,
      ogType: 'website',
      image: `${origin}${SHARE_IMAGE_PATH}`,
      jsonLd: null,
      ...extra,
    };
  }

  const notFound = (origin: string, path: string): PageHeadAnswer => ({
    status: 404,
    head: head(origin, path, notFoundPageMeta),
  });

  async function listingHead(origin: string, path: string, type: 'scholarship' | 'internship') {
    const idText = path.split('/').filter(Boolean)[1] ?? '';
    const id = Number(idText);
    if (!DETAIL_ID.test(idText) || id > MAX_ID) return notFound(origin, path);
    const day = today();
    const row =
      type === 'scholarship' ? await repo.findScholarship(id, day) : await repo.findInternship(id, day);
    if (!row) return notFound(origin, path);
    const canonicalPath = listingPath(type, row.id);
    const description = truncateDescription(row.description) || fallbackDescription(row);
    // A closed listing stays readable but is never presented as open: no structured data, not indexed.
    const indexable = row.open && !row.duplicate;
    const url = `${origin}${canonicalPath}`;
    const jsonLd = !indexable
      ? null
      : row.type === 'scholarship'
        ? scholarshipJsonLd(row, url, description)
        : internshipJsonLd(row, url, description);
    const answer: PageHeadAnswer = {
      status: 200,
      head: head(
        origin,
        canonicalPath,
        { title: row.title, description, noindex: !indexable },
        { ogType: 'article', jsonLd },
      ),
    };
    return answer;
  }

  function fileStarts(key: string, day: string) {
    let starts = fileStartsCache.get(key);
    if (!starts) {
      fileStartsCache.clear(); // only the current version and day are ever asked for again
      starts = Promise.all([
        repo.fileStarts('scholarships', day, fileSize),
        repo.fileStarts('internships', day, fileSize),
      ]).then(([scholarships, internships]) => ({ scholarships, internships }));
      starts.catch(() => fileStartsCache.delete(key));
      fileStartsCache.set(key, starts);
    }
    return starts;
  }

  /** A sitemap document, cached per catalog version, day and origin; null when there is no such file. */
  async function cachedSitemap(
    origin: string,
    name: string,
    render: (day: string, starts: () => Promise<Record<Table, number[]>>) => Promise<string | null>,
  ) {
    const version = await options.catalogVersion();
    const day = today();
    const startsKey = `${version}|${day}`;
    const key = `${startsKey}|${origin}|${name}`;
    let document = sitemapCache.get(key);
    if (!document) {
      if (sitemapCache.size >= SITEMAP_CACHE_ENTRIES) sitemapCache.delete(sitemapCache.keys().next().value!);
      document = render(day, () => fileStarts(startsKey, day));
      document.catch(() => sitemapCache.delete(key));
      sitemapCache.set(key, document);
    }
    return document;
  }

  return {
    /** The origin absolute URLs use: PUBLIC_URL, else the request's protocol and (plain) host. */
    originFor(request: { protocol: string; host: string }): string {
      if (publicUrl) return publicUrl;
      return PLAIN_HOST.test(request.host) ? `${request.protocol}://${request.host}` : options.fallbackUrl;
    },

    /** The head of the page at `url` (path and query as requested) and the status the SPA answers with. */
    async pageHead(origin: string, url: string): Promise<PageHeadAnswer> {
      const path = decodedPath(url);
      const route = pageRouteName(path);
      if (route === null) return notFound(origin, url.split('?', 1)[0] ?? '/');
      const detailType = detailRoutes[route];
      if (detailType) return listingHead(origin, path, detailType);
      const meta = pageMetaFor(route);
      if (route === 'opportunities') {
        const type = new URLSearchParams(url.split('?')[1] ?? '').get('type');
        return {
          status: 200,
          head: head(origin, routePatterns.opportunities, { ...meta, title: opportunitiesTitle(type) }),
        };
      }
      return { status: 200, head: head(origin, routePatterns[route], meta) };
    },

    /** /robots.txt: the public site open, the API and private pages closed, the sitemap named. */
    robotsTxt(origin: string): string {
      const privatePrefixes = new Set(
        Object.entries(pageMetaByRoute)
          .filter(([, meta]) => meta?.noindex)
          .map(([route]) => routePatterns[route as RouteName].split('/:')[0]),
      );
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        ...[...privatePrefixes].sort().map((prefix) => `Disallow: ${prefix}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },

    /** /sitemap.xml: the index of the pages file and each listing file. */
    sitemapIndex(origin: string): Promise<string> {
      return cachedSitemap(origin, 'index', async (_day, starts) => {
        const files = await starts();
        const names = [
          'pages.xml',
          ...(['scholarships', 'internships'] as const).flatMap((table) =>
            files[table].map((_, index) => `${table}-${index + 1}.xml`),
          ),
        ];
        return sitemapIndexXml(names.map((name) => ({ loc: `${origin}/sitemaps/${name}` })));
      }) as Promise<string>;
    },

    /** One file the index names (pages.xml, scholarships-1.xml, …), or null. */
    sitemapFile(origin: string, name: string): Promise<string | null> {
      if (name === 'pages.xml') {
        return cachedSitemap(origin, name, async () => {
          const pages = Object.entries(pageMetaByRoute).filter(([, meta]) => meta?.inSitemap);
          return urlSetXml(
            pages.map(([route]) => ({ loc: `${origin}${routePatterns[route as RouteName]}` })),
          );
        });
      }
      const match = LISTING_FILE.exec(name);
      if (!match) return Promise.resolve(null);
      const table = match[1] as Table;
      const index = Number(match[2]) - 1;
      const type = table === 'scholarships' ? 'scholarship' : 'internship';
      return cachedSitemap(origin, name, async (day, starts) => {
        const start = (await starts())[table][index];
        if (start === undefined) return null;
        const rows = await repo.fileRows(table, day, start, fileSize);
        return urlSetXml(
          rows.map((row) => ({ loc: `${origin}${listingPath(type, row.id)}`, lastmod: row.lastModified })),
        );
      });
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
