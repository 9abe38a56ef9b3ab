import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server draws a page and while the browser hydrates that drawing; true after, and
 * on every page the browser draws itself. Whatever depends on the browser alone (its time zone)
 * reads it, so the hydration render matches the server's and the browser's own value follows at
 * once (ADR 044).
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
