import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * Keeps keyboard focus from falling to <body> when the focused control disappears with its card
 * (removed, or moved out of the current tab after a status change): focus goes to `fallback`
 * instead. Only while focus was last inside the container, so clicking away is left alone.
 */
export function useFocusRescue<T extends HTMLElement>() {
  const fallbackRef = useRef<T>(null);
  const wasInside = useRef(false);

  // After every commit: a focused element that was removed leaves document.activeElement at body.
  useEffect(() => {
    const active = document.activeElement;
    if (wasInside.current && (active === null || active === document.body)) {
      fallbackRef.current?.focus();
    }
  });

  const containerProps = {
    onFocus: () => {
      wasInside.current = true;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      const container = event.currentTarget;
      if (next instanceof Node) {
        wasInside.current = container.contains(next);
        return;
      }
      // Focus went nowhere: a click on the page (element still there) lets go; a removal does not.
      const target = event.target;
      setTimeout(() => {
        if (target.isConnected && document.activeElement === document.body) wasInside.current = false;
      }, 0);
    },
  };
  return { fallbackRef, containerProps };
}
