import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Opens the page at the field a link named (`/profile#field-gpa` from a detail page's "Add this
 * to your profile", `/profile#documents` from the menu): once the content is there, scroll to the
 * element and put focus on it, so keyboard and screen-reader users land where the link promised.
 */
export function useFieldAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
