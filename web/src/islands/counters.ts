import { shellApiPaths, type OpportunityCounts } from '@futurefund/core';
import { apiRequest } from '../lib/api-client';
import { counterFigures, counterTile, type CounterName } from '../lib/counter-figures';

async function readCounts(): Promise<OpportunityCounts | undefined> {
  try {
    return (await (await apiRequest('GET', shellApiPaths.opportunityCounts)).json()) as OpportunityCounts;
  } catch {
    return undefined; // no figure is ever invented (ADR 014): the counters show nothing
  }
}

/**
 * Fills a drawn page's counters (ADR 043) with the same figures and labels the app's counters
 * show: every `[data-counter]` gets its value, its tile's `[data-counter-label]` its label, and a
 * tile marked `drop` is removed when it has no figure. Does nothing on a page without counters.
 */
export async function fillCounters(root: ParentNode = document): Promise<void> {
  const figuresAt = [...root.querySelectorAll<HTMLElement>('[data-counter]')];
  if (figuresAt.length === 0) return;
  const figures = counterFigures(await readCounts(), false);
  for (const figure of figuresAt) {
    const { value, label } = counterTile(figures, figure.dataset.counter as CounterName);
    figure.textContent = value ?? '';
    const tile = figure.closest<HTMLElement>('[data-counter-tile]');
    const labelAt = tile?.querySelector('[data-counter-label]');
    if (labelAt) labelAt.textContent = label;
    if (value === undefined && tile?.dataset.counterTile === 'drop') tile.remove();
  }
  for (const busy of root.querySelectorAll('[aria-busy="true"]')) busy.setAttribute('aria-busy', 'false');
}
