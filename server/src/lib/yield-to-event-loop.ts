import { setImmediate } from 'node:timers/promises';

/**
 * Lets pending I/O (requests waiting on their sockets) run before long work goes on. Awaiting
 * PGlite alone never does: its answers resolve as microtasks, so a loop of queries would keep the
 * event loop from ever reading a socket (a refresh froze every request for its whole length).
 */
export function yieldToEventLoop(): Promise<void> {
  return setImmediate();
}
