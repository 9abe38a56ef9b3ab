import { themes, type Theme } from '@futurefund/core';
import { menuContentClasses, menuItemClasses } from '../components/ui/menu-styles';
import { applyTheme, readStoredTheme, storeTheme, themeLabels } from '../lib/theme-store';

const SVG = 'http://www.w3.org/2000/svg';

/** lucide's "check" icon, drawn here: the islands bundle carries no React. */
function checkIcon(): SVGSVGElement {
  const icon = document.createElementNS(SVG, 'svg');
  const attributes = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'aria-hidden': 'true' };
  for (const [name, value] of Object.entries(attributes)) icon.setAttribute(name, value);
  icon.style.cssText = 'stroke-width:2;stroke-linecap:round;stroke-linejoin:round';
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M20 6 9 17l-5-5');
  icon.append(path);
  return icon;
}

function menuItem(theme: Theme, chosen: Theme): HTMLElement {
  const item = document.createElement('div');
  item.setAttribute('role', 'menuitemradio');
  item.setAttribute('aria-checked', String(theme === chosen));
  item.tabIndex = -1;
  item.dataset.theme = theme;
  item.className = `${menuItemClasses} pl-8 focus:bg-muted`;
  const indicator = document.createElement('span');
  indicator.className = 'absolute left-2 flex size-4 items-center justify-center';
  if (theme === chosen) indicator.append(checkIcon());
  item.append(indicator, themeLabels[theme]);
  return item;
}

/**
 * The header's Light / Dark / System menu on a drawn page (ADR 043), with the keyboard of the
 * WAI-ARIA menu button: Enter, Space or ArrowDown open it on its first item, arrows, Home and End
 * move, Enter or Space choose, Escape closes back to the button, Tab or a press outside closes.
 */
export function enhanceThemeMenu(trigger: HTMLButtonElement): void {
  let menu: HTMLElement | null = null;
  trigger.setAttribute('aria-expanded', 'false');

  const items = () => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];

  function close(returnFocus: boolean) {
    if (!menu) return;
    menu.remove();
    menu = null;
    trigger.setAttribute('aria-expanded', 'false');
    document.removeEventListener('pointerdown', onOutsidePress, true);
    if (returnFocus) trigger.focus();
  }

  function onOutsidePress(event: PointerEvent) {
    const target = event.target as Node;
    if (!menu?.contains(target) && !trigger.contains(target)) close(false);
  }

  function choose(theme: Theme) {
    storeTheme(theme);
    applyTheme(theme);
    close(true);
  }

  function onMenuKey(event: KeyboardEvent) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus();
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(at + 1),
      ArrowUp: () => focusAt(at < 0 ? -1 : at - 1),
      Home: () => focusAt(0),
      End: () => focusAt(-1),
      Escape: () => close(true),
      Enter: () => at >= 0 && choose(list[at]?.dataset.theme as Theme),
      ' ': () => at >= 0 && choose(list[at]?.dataset.theme as Theme),
    };
    // Back on the button first, so the browser's own Tab moves on from there, not from the removed menu.
    if (event.key === 'Tab') return close(true);
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  function open(focusFirst: boolean) {
    const chosen = readStoredTheme();
    menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    menu.setAttribute('aria-label', 'Theme');
    menu.tabIndex = -1;
    menu.className = `${menuContentClasses} fixed`;
    const box = trigger.getBoundingClientRect();
    menu.style.top = `${box.bottom + 6}px`;
    menu.style.right = `${document.documentElement.clientWidth - box.right}px`;
    menu.append(...themes.map((theme) => menuItem(theme, chosen)));
    menu.addEventListener('keydown', onMenuKey);
    menu.addEventListener('click', (event) => {
      const item = (event.target as Element).closest<HTMLElement>('[role="menuitemradio"]');
      if (item) choose(item.dataset.theme as Theme);
    });
    // A pointer over an item takes the focus, so the highlight and the keyboard agree.
    menu.addEventListener('pointermove', (event) => {
      (event.target as Element).closest<HTMLElement>('[role="menuitemradio"]')?.focus();
    });
    document.body.append(menu);
    trigger.setAttribute('aria-expanded', 'true');
    document.addEventListener('pointerdown', onOutsidePress, true);
    (focusFirst ? items()[0] : menu)?.focus();
  }

  // Enter and Space produce a click with detail 0; a pointer's click has detail 1 or more.
  trigger.addEventListener('click', (event) => (menu ? close(true) : open(event.detail === 0)));
  trigger.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' || menu) return;
    event.preventDefault();
    open(true);
  });
}
