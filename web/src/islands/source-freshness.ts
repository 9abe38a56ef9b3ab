import { shellApiPaths, type SourceFreshness } from '@futurefund/core';
import { apiRequest } from '../lib/api-client';
import { freshnessText } from '../components/data-sources/source-freshness';

/** "Dec 4, 2026" in the reader's time zone, as the app's formatTimestamp writes it. */
const calendarDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * Fills a drawn About page's freshness promise (ADR 043) with the sentence the app shows, from
 * GET /api/opportunities/sources; the drawn fallback (true without figures) stays when the read
 * fails.
 */
export async function fillSourceFreshness(at: HTMLElement): Promise<void> {
  try {
    const response = await apiRequest('GET', shellApiPaths.opportunitySources);
    at.textContent = freshnessText((await response.json()) as SourceFreshness[], (iso) =>
      calendarDate.format(new Date(iso)),
    );
  } catch {
    // No figure is invented: the drawn sentence is already true.
  }
}
