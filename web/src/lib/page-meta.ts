import { documentTitle, SITE_TITLE, type StaticPageMeta } from '@futurefund/core';
import { useLayoutEffect } from 'react';

export type PageMeta = {
  /** The page's own title; the product name is appended ("About · FutureFund"). Omit on Home. */
  title?: string;
  /** One or two sentences for search results and link previews (≤ 160 characters reads best). */
  description: string;
  /** Search engines should not list the page (private screens, e-mailed-link pages, errors). */
  noindex?: boolean;
};

// The static pages' words are in core (pageMetaFor), shared with the head the server writes.
export { documentTitle };

/**
 * The path whose head the server wrote (with JSON-LD on an open listing), read from its canonical
 * link before any page changes it. Once the page shown is another (client-side navigation, or a
 * shell a service worker kept from another page) that structured data is removed.
 */
function serverRenderedPath(): string | null {
  const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!href) return null;
  try {
    return new URL(href, window.location.href).pathname;
  } catch {
    return null;
  }
}
const renderedPath = typeof document === 'undefined' ? null : serverRenderedPath();

function upsertHeadElement(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  const selector = `meta[${attribute}="${key}"]`;
  if (content === null) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  const element = upsertHeadElement(selector, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  });
  element.setAttribute('content', content);
}

/**
 * Sets the page's title, description, canonical URL and Open Graph basics while it is shown (issue
 * 18). The canonical URL is this page's path on this origin without query or hash, so filtered or
 * tracked links all count as one page. Detail pages also get these from the server (for link
 * previews without JavaScript); this keeps them right after client-side navigation. A layout
 * effect, so the head changes in the same commit as the page: a passive effect would run a task
 * later, when assistive technology (and a test) may already read the new page under the old title.
 */
export function usePageMeta({ title, description, noindex = false }: PageMeta | StaticPageMeta) {
  useLayoutEffect(() => {
    document.title = documentTitle(title);
    const canonical = `${window.location.origin}${window.location.pathname}`;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title ?? SITE_TITLE);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', canonical);
    setMeta('name', 'robots', noindex ? 'noindex' : null);
    if (window.location.pathname !== renderedPath) {
      setMeta('property', 'og:type', 'website');
      document.head
        .querySelectorAll('script[type="application/ld+json"]')
        .forEach((script) => script.remove());
    }
    const link = upsertHeadElement('link[rel="canonical"]', () => {
      const element = document.createElement('link');
      element.setAttribute('rel', 'canonical');
      return element;
    });
    link.setAttribute('href', canonical);
  }, [title, description, noindex]);
}
