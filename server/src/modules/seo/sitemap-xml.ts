import { escapeHtml } from './head';

// The sitemaps protocol's two documents (sitemaps.org), written by hand: two elements and an
// escaping function are less to keep than a streaming library (ADR 033). Every value is escaped.

export interface SitemapUrl {
  loc: string;
  /** W3C datetime. */
  lastmod?: string;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const entry = (element: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl) =>
  `<${element}><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</${element}>`;

export function urlSetXml(urls: SitemapUrl[]): string {
  const body = urls.map((url) => entry('url', url)).join('\n');
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: SitemapUrl[]): string {
  const body = sitemaps.map((sitemap) => entry('sitemap', sitemap)).join('\n');
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${body}\n</sitemapindex>\n`;
}
