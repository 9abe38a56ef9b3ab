/**
 * The app announces that it has drawn (or hydrated) its first screen and answers events from now
 * on: a page the server sent with the app on demand (ADR 046) replays the press that started it.
 */
export const APP_READY_EVENT = 'futurefund:app-ready';

export function announceAppReady(doc: Document = document): void {
  doc.documentElement.dataset.app = 'ready';
  doc.dispatchEvent(new Event(APP_READY_EVENT));
}

export const isAppReady = (doc: Document = document) => doc.documentElement.dataset.app === 'ready';

/** Resolves once the app has announced itself (at once when it already has). */
export function whenAppReady(doc: Document = document): Promise<void> {
  if (isAppReady(doc)) return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener(APP_READY_EVENT, () => resolve(), { once: true }));
}
