import type { SourceFreshness } from '@futurefund/core';
import { apiRequest } from '../lib/api-client';
import { freshnessText } from '../components/data-sources/source-freshness';

/**
 * Fills a drawn About page's freshness promise (ADR 043) with the sentence the app shows, from
 * GET /api/opportunities/sources; the drawn fallback (true without figures) stays when the read
 * fails. Loaded only by a page that has the promise, so other documents' script stays as it was.
 */
export async function fillSourceFreshness(at: HTMLElement): Promise<void> {
  try {
    const response = await apiRequest('GET', '/api/opportunities/sources');
    at.textContent = freshnessText((await response.json()) as SourceFreshness[]);
  } catch {
    // No figure is invented: the drawn sentence is already true.
  }
}
