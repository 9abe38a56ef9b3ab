import { PRODUCT_NAME } from '@futurefund/core';
import { jsonForScript } from './structured-data';

// The <head> tags the server writes into index.html per request (ADR 033), so link previews and
// crawlers that run no JavaScript see each page's own words. web/src/lib/page-meta.ts keeps the
// same tags right after client-side navigation.

export interface PageHead {
  /** The full document title ("About · FutureFund"). */
  title: string;
  /** og:title: the page's own title, or the site's on Home. */
  shareTitle: string;
  description: string;
  /** Absolute URL without query. */
  canonical: string;
  noindex: boolean;
  ogType: 'website' | 'article';
  /** Absolute URL of the 1200×630 share image. */
  image: string;
  jsonLd: Record<string, unknown> | null;
}

/** The share image in web/public (1200×630 PNG). */
export const SHARE_IMAGE_PATH = '/og-image.png';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', `${PRODUCT_NAME} logo and tagline`),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * Markup drawn by the server (ADR 036): extra head tags, the contents of #root and, for a page sent
 * as a finished document (ADR 043), the script that stands in for the app's.
 */
export interface PageBody {
  headTags: string;
  body: string;
  script?: string;
  /**
   * The script starts the app itself when the visitor engages (ADR 046): it is told where the
   * app's entry is, in `data-app-entry`.
   */
  startsApp?: boolean;
  /** A data block (ADR 044), placed right after #root. */
  data?: string;
}

// The app's entry, as Vite writes it into index.html.
const APP_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]*)"[^>]*><\/script>/;

/** The tag of the script that stands in for the app's entry at `appSrc`. */
function scriptTag({ script, startsApp }: PageBody, appSrc: string): string {
  const entry = startsApp ? ` data-app-entry="${appSrc}"` : '';
  return `<script type="module" crossorigin src="${script}"${entry}></script>`;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html split around the point where a page's head goes, with the build's own <title> and
 * description removed (each page states its own), and around the empty #root a server-rendered
 * page fills. Built once at start-up.
 */
export function headTemplate(indexHtml: string): (head: PageHead, rendered?: PageBody | null) => string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  if (at < 0) return () => stripped;
  const before = stripped.slice(0, at);
  const after = stripped.slice(at);
  const rootAt = after.indexOf(ROOT_ELEMENT);
  return (head, rendered) => {
    const tags = rendered?.headTags ? `${renderHead(head)}\n    ${rendered.headTags}` : renderHead(head);
    const opening = rendered?.script
      ? before.replace(APP_SCRIPT, (_tag, appSrc: string) => scriptTag(rendered, appSrc))
      : before;
    const rest =
      rendered && rootAt >= 0
        ? `${after.slice(0, rootAt)}<div id="root">${rendered.body}</div>${rendered.data ?? ''}${after.slice(rootAt + ROOT_ELEMENT.length)}`
        : after;
    return `${opening}  ${tags}\n  ${rest}`;
  };
}
