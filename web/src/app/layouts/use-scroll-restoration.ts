import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollKeyOf } from '../../lib/browse-return';
import { useAppRouter } from '../app-router';

const storageKey = 'ff-scroll-positions';

function readSaved(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Scroll position per history entry, as a visitor expects: a new page starts at the top (or at its
 * #hash), Back and Forward return to where the page was left, and so does a reload. Positions are
 * filed under `scrollKeyOf`, so "Back to opportunities" can reuse the browse entry's position.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const key = scrollKeyOf(location);
  const positions = useRef<Record<string, number> | null>(null);
  const shownKey = useRef(key);

  const router = useAppRouter();

  useEffect(() => {
    positions.current ??= readSaved();
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    // The URL has changed but the page being left is still on screen: file where it was.
    const file = () => ((positions.current ??= {})[shownKey.current] = window.scrollY);
    const save = () => {
      file();
      sessionStorage.setItem(storageKey, JSON.stringify(positions.current));
    };
    const unsubscribe = router.subscribe(file);
    window.addEventListener('pagehide', save);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = previous;
    };
  }, [router]);

  // After the new page has rendered, before it paints.
  useLayoutEffect(() => {
    shownKey.current = key;
    positions.current ??= readSaved();
    const saved = positions.current[key];
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (typeof saved === 'number') window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, location.key, location.hash]);
}
