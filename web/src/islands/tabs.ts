/**
 * WAI-ARIA tabs on the markup Radix's Tabs drew on the server (ADR 043): the chosen tab is the one
 * Tab reaches, arrows (and Home, End) move and select, a press selects. Every panel is in the
 * markup; all but the chosen one are hidden.
 */
export function enhanceTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  if (tabs.length === 0) return;

  function select(chosen: HTMLElement, focus: boolean) {
    for (const tab of tabs) {
      const isChosen = tab === chosen;
      const state = isChosen ? 'active' : 'inactive';
      tab.setAttribute('aria-selected', String(isChosen));
      tab.dataset.state = state;
      tab.tabIndex = isChosen ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (!panel) continue;
      panel.dataset.state = state;
      panel.hidden = !isChosen;
    }
    if (focus) chosen.focus();
  }

  const moves: Record<string, (at: number) => number> = {
    ArrowRight: (at) => (at + 1) % tabs.length,
    ArrowLeft: (at) => (at - 1 + tabs.length) % tabs.length,
    Home: () => 0,
    End: () => tabs.length - 1,
  };
  for (const tab of tabs) {
    tab.addEventListener('click', () => select(tab, true));
    tab.addEventListener('keydown', (event) => {
      const move = moves[event.key];
      const next = move ? tabs[move(tabs.indexOf(tab))] : undefined;
      if (!next) return;
      event.preventDefault();
      select(next, true);
    });
  }
  // Radix leaves every tab out of the Tab order until it has run; the chosen one belongs in it.
  root.querySelector('[role="tablist"]')?.removeAttribute('tabindex');
  select(tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0]!, false);
}
