import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { announceAppReady } from '../lib/app-ready';
import { pressTarget, startAppOnDemand } from './app-starter';

// ADR 046: a drawn data page starts the app on the visitor's first engagement, and a press made
// before the app answers is held back and played again once it does. `load` stands in for the
// app's entry module: here it attaches the page's handlers, as hydration does, and announces.

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.app;
});

function page(html: string) {
  document.body.innerHTML = html;
}

/** An app that, once loaded, answers presses on #target by counting them. */
function fakeApp() {
  const pressed: string[] = [];
  let loads = 0;
  const load = vi.fn(async () => {
    loads += 1;
    await Promise.resolve();
    document.body.addEventListener('click', (event) => {
      const target = event.target as HTMLElement;
      pressed.push(target.id || target.tagName);
    });
    document.body.addEventListener('mousedown', (event) => {
      pressed.push(`down:${(event.target as HTMLElement).id}`);
    });
    announceAppReady();
  });
  return { load, pressed, loads: () => loads };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pressTarget', () => {
  it('holds presses on the controls the app answers, and not on links or text fields', () => {
    page(`
      <button id="b"><span id="inner">Apply</span></button>
      <div role="tab" id="tab">Eligibility</div>
      <label id="label"><input type="checkbox" id="box" /> Women in STEM</label>
      <a href="/scholarships/2" id="link"><span id="in-link">Next</span></a>
      <a href="/x"><button id="in-a">Inside a link</button></a>
      <input id="text" /><input type="search" id="search" />
      <p id="words">Words</p>
    `);
    const byId = (id: string) => document.getElementById(id);
    expect(pressTarget(byId('inner'))).toBe(byId('b'));
    expect(pressTarget(byId('tab'))).toBe(byId('tab'));
    expect(pressTarget(byId('box'))).toBe(byId('box'));
    expect(pressTarget(byId('label'))).toBe(byId('label'));
    for (const id of ['link', 'in-link', 'in-a', 'text', 'search', 'words']) {
      expect(pressTarget(byId(id)), id).toBeNull();
    }
    expect(pressTarget(null)).toBeNull();
  });
});

describe('startAppOnDemand', () => {
  it('loads nothing until the visitor engages, then loads the app once', async () => {
    page('<main><p>Drawn words</p></main>');
    const app = fakeApp();
    startAppOnDemand(app.load);
    await flush();
    expect(app.load).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    await flush();
    expect(app.loads()).toBe(1);
    expect(document.documentElement.dataset.app).toBe('ready');
  });

  it('holds a press made before the app answers and plays it again, pointer down included', async () => {
    page('<button id="apply">Apply Now</button>');
    const app = fakeApp();
    startAppOnDemand(app.load);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('apply')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    await flush();
    expect(app.pressed).toEqual(['down:apply', 'apply']);
    expect(document.activeElement?.id).toBe('apply');
    // From now on the app answers presses itself, once each.
    document.getElementById('apply')!.click();
    expect(app.pressed).toEqual(['down:apply', 'apply', 'apply']);
  });

  it('keeps a native checkbox as it was until the app toggles it', async () => {
    page('<label id="stem"><input type="checkbox" id="box" /> Women in STEM</label>');
    const app = fakeApp();
    startAppOnDemand(app.load);
    const box = document.getElementById('box') as HTMLInputElement;
    box.click();
    // The browser alone did not toggle it behind the app's back...
    expect(box.checked).toBe(false);
    await flush();
    // ...the replayed press did, once the app was there to hear it.
    expect(box.checked).toBe(true);
    expect(app.pressed).toContain('box');
  });

  it('lets links go as links, and presses on text fields through', async () => {
    page('<a href="#next" id="next">Next</a><input id="q" />');
    const app = fakeApp();
    startAppOnDemand(app.load);
    const link = document.getElementById('next')!;
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(follow);
    const focus = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('q')!.dispatchEvent(focus);
    expect(follow.defaultPrevented).toBe(false);
    expect(focus.defaultPrevented).toBe(false);
    await flush();
    // The press engaged the page, so the app started; neither click was held to be replayed.
    expect(app.loads()).toBe(1);
    expect(app.pressed).toEqual([]);
  });

  it('holds a form submission and submits it again once the app answers', async () => {
    page('<form id="search"><input name="q" value="engineering" /><button id="go">Search</button></form>');
    const submitted: string[] = [];
    const load = async () => {
      document.getElementById('search')!.addEventListener('submit', (event) => {
        event.preventDefault();
        submitted.push(new FormData(event.target as HTMLFormElement).get('q') as string);
      });
      announceAppReady();
    };
    startAppOnDemand(load);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.getElementById('search')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);
    await flush();
    expect(submitted).toEqual(['engineering']);
  });

  it('starts at once when asked, before any engagement', async () => {
    page('<p>Locked listing</p>');
    const app = fakeApp();
    const starter = startAppOnDemand(app.load);
    await starter.start();
    await starter.start();
    expect(app.loads()).toBe(1);
  });

  it('stops holding presses when the app cannot be loaded, so the page is left as drawn', async () => {
    page('<label id="stem"><input type="checkbox" id="box" /> Women in STEM</label>');
    const starter = startAppOnDemand(() => Promise.reject(new Error('offline')));
    await expect(starter.start()).rejects.toThrow('offline');
    const box = document.getElementById('box') as HTMLInputElement;
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    box.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(box.checked).toBe(true);
  });

  it("hands what was typed or chosen before the app answered to React's own state", async () => {
    // React as a browser runs it (scheduled, not batched into act()), announcing itself from an
    // effect after hydrating, as the app does.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const seen: string[] = [];
    function SearchForm() {
      const [q, setQ] = useState('');
      const [sort, setSort] = useState('relevance');
      useEffect(() => announceAppReady(), []);
      seen.push(`${q}|${sort}`);
      return (
        <form>
          <input type="search" aria-label="Search" value={q} onChange={(event) => setQ(event.target.value)} />
          <select aria-label="Sort by" value={sort} onChange={(event) => setSort(event.target.value)}>
            <option value="relevance">Relevance</option>
            <option value="deadline">Deadline</option>
          </select>
        </form>
      );
    }
    try {
      const root = document.createElement('div');
      root.innerHTML = renderToString(<SearchForm />);
      document.body.append(root);
      const starter = startAppOnDemand(async () => {
        // Unmounted when the test ends: a root left behind outlives this file's jsdom.
        const hydrated = hydrateRoot(root, <SearchForm />);
        onTestFinished(() => hydrated.unmount());
      });
      // The visitor types and chooses while the app is on its way.
      const search = root.querySelector('input')!;
      search.value = 'engineering';
      search.dispatchEvent(new Event('input', { bubbles: true }));
      const sort = root.querySelector('select')!;
      sort.value = 'deadline';
      sort.dispatchEvent(new Event('change', { bubbles: true }));
      await starter.start();
      await vi.waitFor(() => expect(seen.at(-1)).toBe('engineering|deadline'));
      expect(search.value).toBe('engineering');
      expect(sort.value).toBe('deadline');
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

  it('loads the page again for a Back to an address the app made before a reload, not for a fragment', async () => {
    page('<main id="main-content"><p>Drawn for /opportunities?remote=true</p></main>');
    const reload = vi.fn();
    const drawnAt = window.location.href;
    try {
      const app = fakeApp();
      const starter = startAppOnDemand(app.load, { reload });
      window.history.pushState(null, '', '#main-content');
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(reload).not.toHaveBeenCalled();
      window.history.pushState(null, '', '/opportunities?q=software');
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(reload).toHaveBeenCalledOnce();
      // Once the app answers, moves in history are its own.
      await starter.start();
      window.history.pushState(null, '', '/opportunities?q=design');
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      window.history.replaceState(null, '', drawnAt);
    }
  });
});
