import { newsletterMessages, THEME_STORAGE_KEY } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server';
import { errorResponse, fieldErrorResponse, installFakeApi, json } from '../testing/fake-api';
import { installMatchMedia } from '../testing/match-media';
import { enhancePage } from './enhance-page';
import { followSystemTheme } from '../lib/theme-store';
import { tableCells } from '../testing/table-cells';

// ADR 043: a public page arrives as the server's finished document and only the islands script
// runs on it. These tests draw the real server markup (entry-server), enhance it as
// islands/main.ts does, and drive it as a visitor would; only the HTTP boundary is faked.

const COUNTS = 'GET /api/opportunities/counts';
const SUBSCRIBE = 'POST /api/newsletter/subscribe';

type Routes = NonNullable<Parameters<typeof installFakeApi>[0]>['routes'];
type Counts = { scholarships: number; internships: number; students: number };

const countsRoute = (counts: Counts): Routes => ({ [COUNTS]: () => json(counts) });
const someCounts = countsRoute({ scholarships: 1_236, internships: 372, students: 2_585 });

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.classList.remove('dark');
  localStorage.clear();
});

/** The server's document for `url`, in the page, with the islands' behaviour attached. */
async function drawPage(url: string, routes: Routes = someCounts, networkDown = () => false) {
  const api = installFakeApi({ sessionCookie: false, routes, networkDown });
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = await renderPage(url);
  document.body.append(root);
  enhancePage(document);
  return api;
}

describe('the theme menu of a drawn page', () => {
  const trigger = () => screen.getByRole('button', { name: 'Toggle theme' });
  const menu = () => screen.getByRole('menu', { name: 'Theme' });
  const item = (name: string) => within(menu()).getByRole('menuitemradio', { name });
  const checked = () =>
    within(menu())
      .getAllByRole('menuitemradio')
      .map((option) => [option.textContent, option.getAttribute('aria-checked')]);
  const isDark = () => document.documentElement.classList.contains('dark');

  it('opens by pointer on the menu with Light checked, and choosing Dark applies, stores and closes', async () => {
    const user = userEvent.setup();
    await drawPage('/privacy');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(checked()).toEqual([
      ['Light', 'true'],
      ['Dark', 'false'],
      ['System', 'false'],
    ]);
    expect(menu()).toHaveFocus();
    expect(menu().parentElement).toBe(document.body);
    await user.hover(item('System'));
    expect(item('System')).toHaveFocus();

    await user.click(item('Dark'));
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger());
    expect(checked()).toEqual([
      ['Light', 'false'],
      ['Dark', 'true'],
      ['System', 'false'],
    ]);
    await user.click(item('Light'));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('opens from the keyboard on its first item and moves, wraps and closes as a menu button', async () => {
    const user = userEvent.setup();
    await drawPage('/');
    trigger().focus();

    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(item('Light')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Dark')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('System')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Light')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('System')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Dark')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Light')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('System')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(isDark()).toBe(false);

    await user.keyboard('{ArrowDown}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(item('Light')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Dark')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Space on its first item, chooses with Space, and Tab closes it without choosing', async () => {
    const user = userEvent.setup();
    await drawPage('/');
    trigger().focus();
    await user.keyboard(' ');
    expect(item('Light')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Dark')).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    // Tab moves on from the button, as from any menu button: to the header's next control.
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveFocus();
    expect(localStorage.getItem('theme')).toBeNull();
    expect(isDark()).toBe(false);

    trigger().focus();
    await user.keyboard(' ');
    await user.keyboard('{End}');
    expect(item('System')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    // Only the key's press: a browser's Space release on the trigger that now has the focus does
    // not press it (user-event's would), so the release is left out.
    await user.keyboard('[Space>]');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(isDark()).toBe(true);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('closes on a press outside, leaving the theme as it was, and a press on the button closes it too', async () => {
    const user = userEvent.setup();
    await drawPage('/about');
    await user.click(trigger());
    expect(menu()).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1, name: 'About FutureFund' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).not.toHaveFocus();
    expect(localStorage.getItem('theme')).toBeNull();
    expect(isDark()).toBe(false);

    await user.click(trigger());
    expect(menu()).toBeInTheDocument();
    await user.click(trigger());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the device for System: dark on a dark device, light on a light one, and as it changes', async () => {
    const user = userEvent.setup();
    const device = installMatchMedia(true);
    await drawPage('/terms');
    followSystemTheme();

    await user.click(trigger());
    await user.click(item('System'));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(isDark()).toBe(true);
    device.setSystemDark(false);
    expect(isDark()).toBe(false);
    device.setSystemDark(true);
    expect(isDark()).toBe(true);

    await user.click(trigger());
    expect(checked()).toEqual([
      ['Light', 'false'],
      ['Dark', 'false'],
      ['System', 'true'],
    ]);
    await user.click(item('Light'));
    expect(isDark()).toBe(false);
    device.setSystemDark(false);
    device.setSystemDark(true);
    expect(isDark()).toBe(false); // a fixed choice does not follow the device
  });

  it('System on a light device leaves the page light', async () => {
    const user = userEvent.setup();
    installMatchMedia(false);
    localStorage.setItem('theme', 'dark');
    document.documentElement.classList.add('dark');
    await drawPage('/sources');
    await user.click(trigger());
    await user.click(item('System'));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem('theme')).toBe('system');
  });
});

describe('the small-screen menu of a drawn page', () => {
  const button = () => screen.getByRole('button', { name: 'Menu' });
  const mobileNav = () => document.getElementById(button().getAttribute('aria-controls')!)!;

  it('shows and hides the Mobile nav, and Escape from a link inside closes it back to the button', async () => {
    const user = userEvent.setup();
    await drawPage('/');
    expect(mobileNav()).toHaveAttribute('aria-label', 'Mobile');
    expect(mobileNav()).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'false');

    await user.click(button());
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(nav.hidden).toBe(false);
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About', 'Opportunities']);

    await user.click(button());
    expect(mobileNav().hidden).toBe(true);
    expect(button()).toHaveAttribute('aria-expanded', 'false');

    await user.click(button());
    const about = within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
      name: 'About',
    });
    about.focus();
    await user.keyboard('{Escape}');
    expect(mobileNav().hidden).toBe(true);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();

    // Escape with the menu closed changes nothing.
    await user.keyboard('{Escape}');
    expect(mobileNav().hidden).toBe(true);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the About tabs of a drawn page', () => {
  const tab = (name: string) => screen.getByRole('tab', { name });
  const names = ['For Students', 'For Contributors', 'The Process', 'Our Technology'];
  /** Each tab's aria-selected and tabindex, and which panels are shown. */
  const state = () => ({
    selected: screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected')),
    tabindex: screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex')),
    shown: screen.getAllByRole('tabpanel').map((panel) => panel.getAttribute('aria-labelledby')),
  });
  const only = (name: string) => ({
    selected: names.map((n) => String(n === name)),
    tabindex: names.map((n) => (n === name ? '0' : '-1')),
    shown: [tab(name).id],
  });

  it('starts on For Students, the only tab in the Tab order, with every other panel hidden', async () => {
    await drawPage('/about');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(names);
    expect(state()).toEqual(only('For Students'));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('For Students');
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels).toHaveLength(4);
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true, true]);
    expect(screen.getByRole('tablist')).not.toHaveAttribute('tabindex');
  });

  it('shows The Process when it is pressed, with its three steps', async () => {
    const user = userEvent.setup();
    await drawPage('/about');
    await user.click(tab('The Process'));
    expect(state()).toEqual(only('The Process'));
    expect(tab('The Process')).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'The Process' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 4 })
        .map((step) => step.textContent),
    ).toEqual([
      'Step 1: Create your profile',
      'Step 2: Discover matching opportunities',
      'Step 3: Apply and track progress',
    ]);
    expect(screen.queryByRole('tabpanel', { name: 'For Students' })).not.toBeInTheDocument();
  });

  it('moves and selects with the arrows, wrapping at both ends, and with Home and End', async () => {
    const user = userEvent.setup();
    await drawPage('/about');
    await user.click(tab('Our Technology'));
    expect(state()).toEqual(only('Our Technology'));

    await user.keyboard('{ArrowRight}');
    expect(state()).toEqual(only('For Students'));
    expect(tab('For Students')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(state()).toEqual(only('For Contributors'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(state()).toEqual(only('Our Technology'));
    expect(tab('Our Technology')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(state()).toEqual(only('For Students'));
    expect(tab('For Students')).toHaveFocus();
    await user.keyboard('{End}');
    expect(state()).toEqual(only('Our Technology'));
    expect(tab('Our Technology')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(state()).toEqual(only('The Process'));
  });

  it('reaches the chosen tab with Tab, and from it the chosen panel', async () => {
    const user = userEvent.setup();
    await drawPage('/about');
    await user.click(tab('For Contributors'));
    const panel = screen.getByRole('tabpanel', { name: 'For Contributors' });
    panel.focus();
    await user.tab({ shift: true });
    expect(tab('For Contributors')).toHaveFocus();
    await user.tab();
    expect(panel).toHaveFocus();
  });
});

describe('the counters of a drawn page', () => {
  const homeTiles = () =>
    within(screen.getByRole('region', { name: 'FutureFund in numbers' }))
      .getAllByRole('listitem')
      .map((tile) => [
        tile.querySelector('[data-counter]')?.textContent,
        tile.querySelector('[data-counter-label]')?.textContent,
      ]);
  const aboutHero = () => screen.getByRole('region', { name: 'About FutureFund' });
  const aboutTiles = () => ({
    terms: within(aboutHero())
      .getAllByRole('term')
      .map((term) => term.textContent),
    values: within(aboutHero())
      .getAllByRole('definition')
      .map((value) => value.textContent),
  });
  const placeholders = () => document.querySelectorAll('[data-testid="count-placeholder"]').length;

  it('fills the home tiles with the real figures, rounded down', async () => {
    const api = await drawPage('/', someCounts);
    await waitFor(() =>
      expect(homeTiles()).toEqual([
        ['1,200+', 'Scholarships'],
        ['350+', 'Internships'],
        ['2,500+', 'Students'],
      ]),
    );
    expect(placeholders()).toBe(0);
    expect(api.sent(COUNTS)).toHaveLength(1);
    expect(screen.getByRole('link', { name: '1,200+ Scholarships' })).toHaveAttribute(
      'href',
      '/opportunities?type=scholarships',
    );
  });

  it('fills the About counters and ends their busy state', async () => {
    await drawPage('/about', someCounts);
    const list = aboutHero().querySelector('dl')!;
    await waitFor(() =>
      expect(aboutTiles()).toEqual({
        terms: ['Scholarships', 'Internships', 'Students'],
        values: ['1,200+', '350+', '2,500+'],
      }),
    );
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the free account in place of fewer than 100 students', async () => {
    const few = countsRoute({ scholarships: 47, internships: 12, students: 99 });
    await drawPage('/about', few);
    await waitFor(() =>
      expect(aboutTiles()).toEqual({
        terms: ['Scholarships', 'Internships', 'Free account'],
        values: ['47', '12', '$0'],
      }),
    );
    document.body.innerHTML = '';

    await drawPage('/', few);
    await waitFor(() =>
      expect(homeTiles()).toEqual([
        ['47', 'Scholarships'],
        ['12', 'Internships'],
        ['$0', 'Free account'],
      ]),
    );
  });

  it('shows 100 students as a figure', async () => {
    await drawPage('/', countsRoute({ scholarships: 0, internships: 100, students: 100 }));
    await waitFor(() =>
      expect(homeTiles()).toEqual([
        ['0', 'Scholarships'],
        ['100+', 'Internships'],
        ['100+', 'Students'],
      ]),
    );
  });

  const failed: Routes = { [COUNTS]: () => errorResponse(500, 'Server error', 'INTERNAL_ERROR') };

  it('invents no figure on About when the counts fail: only the free account is left', async () => {
    await drawPage('/about', failed);
    await waitFor(() => expect(aboutTiles()).toEqual({ terms: ['Free account'], values: ['$0'] }));
    expect(aboutHero().querySelector('dl')).toHaveAttribute('aria-busy', 'false');
    expect(placeholders()).toBe(0);
  });

  it('keeps the three home tiles, without figures for the unread counts, when the counts fail', async () => {
    await drawPage('/', failed);
    await waitFor(() =>
      expect(homeTiles()).toEqual([
        ['', 'Scholarships'],
        ['', 'Internships'],
        ['$0', 'Free account'],
      ]),
    );
    expect(placeholders()).toBe(0);
  });

  it('keeps the home tiles empty without a connection too', async () => {
    await drawPage('/', someCounts, () => true);
    await waitFor(() =>
      expect(homeTiles()).toEqual([
        ['', 'Scholarships'],
        ['', 'Internships'],
        ['$0', 'Free account'],
      ]),
    );
  });

  it('asks for no counts on a page without counters', async () => {
    const api = await drawPage('/privacy');
    await Promise.resolve();
    expect(api.sent(COUNTS)).toHaveLength(0);
  });
});

describe('the freshness promise of a drawn About page', () => {
  const SOURCES = 'GET /api/opportunities/sources';
  const snapshot = (name: string, lastRefreshedAt: string) => ({
    name,
    opportunityTypes: ['scholarship'],
    refreshesItself: false,
    schedule: null,
    lastRefreshedAt,
    lastVerifiedAt: null,
    openListings: 3,
  });
  const promise = () => document.querySelector('[data-source-freshness]')?.textContent;

  it('states the sources’ own figures once they are read', async () => {
    await drawPage('/about', {
      ...someCounts,
      [SOURCES]: () =>
        json([snapshot('Alpha', '2026-11-20T10:00:00.000Z'), snapshot('Beta', '2026-11-21T10:00:00.000Z')]),
    });
    await waitFor(() =>
      expect(promise()).toBe(
        'Our catalog comes from 2 sources. None refreshes itself yet: each is a snapshot we import, last imported Nov 21, 2026; contributor submissions are reviewed as they arrive, and every listing shows when its source last verified it.',
      ),
    );
  });

  it('keeps the drawn sentence, true without figures, when the sources cannot be read', async () => {
    const api = await drawPage('/about', {
      ...someCounts,
      [SOURCES]: () => errorResponse(500, 'Server error', 'INTERNAL_ERROR'),
    });
    await waitFor(() => expect(api.sent(SOURCES)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(promise()).toBe('Every listing shows its source and when that source last verified it.');
  });

  it("fills a drawn sources page with the sources' sentence and table, as the app draws them", async () => {
    await drawPage('/sources', {
      ...someCounts,
      [SOURCES]: () =>
        json([snapshot('Alpha', '2026-11-20T10:00:00.000Z'), snapshot('Beta', '2026-11-21T10:00:00.000Z')]),
    });
    const table = await screen.findByRole('table', {
      name: 'Our data sources: refresh, last import and last verification',
    });
    expect(tableCells(table)).toEqual([
      ['Source', 'Refreshes itself', 'Last imported', 'Last verified by the source', 'Open listings'],
      ['Alpha', 'No', 'Nov 20, 2026', 'Not stated', '3'],
      ['Beta', 'No', 'Nov 21, 2026', 'Not stated', '3'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Alpha', 'Beta']);
    const region = screen.getByRole('region', {
      name: 'Sources and their dates (scrolls sideways on narrow screens)',
    });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.previousElementSibling?.textContent).toMatch(
      /^Our catalog comes from 2 sources\. None refreshes/,
    );
  });

  it('leaves a drawn sources page without figures when the sources cannot be read', async () => {
    const api = await drawPage('/sources', {
      ...someCounts,
      [SOURCES]: () => errorResponse(500, 'Server error', 'INTERNAL_ERROR'),
    });
    await waitFor(() => expect(api.sent(SOURCES)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the newsletter box of a drawn page', () => {
  const field = () => screen.getByRole('textbox', { name: 'Email address' });
  const validationError = () => fieldErrorResponse('email', newsletterMessages.email);

  it("shows the server's validation message as an alert tied to the field", async () => {
    const user = userEvent.setup();
    const api = await drawPage('/privacy', { [SUBSCRIBE]: validationError });
    const describedBy = field().getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(field(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(newsletterMessages.email);
    expect(alert.textContent).toBe('Please enter a valid email address');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field().getAttribute('aria-describedby')!.split(' ')).toEqual([describedBy, alert.id]);
    expect(field()).toHaveAccessibleDescription(/Please enter a valid email address$/);
    expect(field()).toHaveValue('not-an-address');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(api.sent(SUBSCRIBE).map((request) => request.body)).toEqual([{ email: 'not-an-address' }]);

    // A second failure replaces the message rather than adding another.
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(api.sent(SUBSCRIBE)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(field().getAttribute('aria-describedby')!.split(' ')).toEqual([describedBy, alert.id]);
  });

  it("announces the server's answer, clears the field, and says 'Subscribing…' while it waits", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = await drawPage('/sources', {
      [SUBSCRIBE]: async () => {
        await answered;
        return json({ success: true, message: newsletterMessages.subscribed });
      },
    });
    await user.type(field(), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const busy = await screen.findByRole('button', { name: 'Subscribing…' });
    expect(busy).toBeDisabled();
    expect(busy.textContent).toBe('Subscribing…');
    // A second submit while the first runs sends nothing more.
    field().closest('form')!.requestSubmit();
    await Promise.resolve();
    expect(api.sent(SUBSCRIBE)).toHaveLength(1);

    release();
    const answer = await screen.findByText(newsletterMessages.subscribed);
    expect(answer.textContent).toBe('Check your inbox: we sent a link to confirm your subscription.');
    expect(answer).toHaveAttribute('aria-live', 'polite');
    expect(field().closest('form')).toContainElement(answer);
    expect(field()).toHaveValue('');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toBeEnabled();
    expect(button.textContent).toBe('Subscribe');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.sent(SUBSCRIBE).map((request) => request.body)).toEqual([{ email: 'ana@example.org' }]);
  });

  it('clears an earlier error once an address is accepted', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await drawPage('/', {
      ...someCounts,
      [SUBSCRIBE]: () =>
        ++calls === 1 ? validationError() : json({ success: true, message: newsletterMessages.subscribed }),
    });
    const describedBy = field().getAttribute('aria-describedby');
    await user.type(field(), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(newsletterMessages.email);

    await user.type(field(), 'example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(newsletterMessages.subscribed)).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    expect(field()).toHaveAttribute('aria-describedby', describedBy);
    expect(field()).toHaveValue('');
  });
});
