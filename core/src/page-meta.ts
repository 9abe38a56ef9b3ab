import { CARD_DESCRIPTION_MAX_CHARS, PRODUCT_NAME, TAGLINE } from './limits';

// The words search engines and link previews show (issue 18, ADR 033), shared by the web
// (usePageMeta) and the server (the head it writes into index.html). This module is what the first
// load of / needs; the per-route table is page-meta-table.ts, loaded with the other pages.

export interface StaticPageMeta {
  /** The page's own title ("About" → "About · FutureFund"); none on Home. */
  title?: string;
  description: string;
  /** Private screens and e-mailed-link pages: search engines must not list them. */
  noindex?: boolean;
  /** Listed in /sitemap.xml (public pages worth finding). */
  inSitemap?: boolean;
}

export const SITE_TITLE = `${PRODUCT_NAME} — ${TAGLINE}`;
export const SITE_DESCRIPTION =
  'FutureFund helps students find and track scholarships, grants, fellowships and internships tailored to their academic journey.';

/** The full document title for a page title ("About · FutureFund"); none gives the site's own. */
export function documentTitle(title?: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : SITE_TITLE;
}

/** The not-found page (any path that is no page, and a listing that does not exist or is not public). */
export const notFoundPageMeta: StaticPageMeta = {
  title: 'Page Not Found',
  description: 'There is no FutureFund page at this address.',
  noindex: true,
};

/** The error page shown when a page fails to load. */
export const errorPageMeta: StaticPageMeta = {
  title: 'Something went wrong',
  description: 'This FutureFund page could not be shown.',
  noindex: true,
};

/**
 * Product §9: a listing's text as browse cards show it, the first 120 characters plus '...' when
 * longer. Search results and link previews show this excerpt and never the full text.
 */
export function truncateDescription(text: string | null, max = CARD_DESCRIPTION_MAX_CHARS): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
