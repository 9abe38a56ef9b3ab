/**
 * Whether the app can reach the server, for the offline banner (ADR 032). The browser's
 * navigator.onLine only knows about the network interface; a request that fails for lack of a
 * connection (fetch rejects, no HTTP answer at all) also counts as offline until an answer arrives
 * or the browser reports `online` again.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let requestFailed = false;

function setRequestFailed(next: boolean) {
  if (requestFailed === next) return;
  requestFailed = next;
  listeners.forEach((listener) => listener());
}

/** A fetch rejected without an HTTP answer (aborts excluded by the caller). */
export function reportNetworkFailure() {
  setRequestFailed(true);
}

/** Any HTTP answer, even an error status, proves the server is reachable. */
export function reportNetworkAnswer() {
  setRequestFailed(false);
}

export function isOffline(): boolean {
  return requestFailed || !navigator.onLine;
}

/** useSyncExternalStore subscription: browser online/offline events and our own reports. */
export function subscribeConnectivity(listener: Listener): () => void {
  const onOnline = () => {
    requestFailed = false;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}
