import { fillCounters } from './counters';
import { enhanceDisclosure } from './disclosure';
import { enhanceNewsletter } from './newsletter';
import { fillSourceFreshness } from './source-freshness';
import { enhanceTabs } from './tabs';
import { enhanceThemeMenu } from './theme-menu';

/**
 * The only script of a page the server sends as a finished document (ADR 043): it gives the drawn
 * markup its few behaviours and starts nothing else. Links are plain links, so the next page loads
 * as a page (a member's, or a data page, with the app).
 */
export function enhancePage(root: ParentNode = document): void {
  for (const trigger of root.querySelectorAll<HTMLButtonElement>('[data-theme-trigger]'))
    enhanceThemeMenu(trigger);
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-disclosure]'))
    enhanceDisclosure(button);
  for (const tabs of root.querySelectorAll<HTMLElement>('[data-tabs]')) enhanceTabs(tabs);
  for (const form of root.querySelectorAll<HTMLFormElement>('[data-newsletter]')) enhanceNewsletter(form);
  void fillCounters(root);
  void fillSourceFreshness(
    root.querySelector<HTMLElement>('[data-source-freshness]'),
    root.querySelector<HTMLElement>('[data-source-freshness-table]'),
  );
}
