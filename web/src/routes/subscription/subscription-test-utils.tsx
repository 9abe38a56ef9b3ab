import type { SubscriptionConfig, SubscriptionState } from '@futurefund/core';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, vi } from 'vitest';
import { dismissToast } from '../../hooks/use-toast';
import * as toastModule from '../../hooks/use-toast';
import { buildSubscriptionConfig, buildSubscriptionState } from '../../testing/build-subscription';
import { buildUser } from '../../testing/build-user';
import { json, type RecordedRequest } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

type RenderSubscriptionOptions = {
  config?: SubscriptionConfig;
  /** GET /api/subscription; a list answers one state per call (the last one repeats). */
  state?: SubscriptionState | SubscriptionState[];
  routes?: Record<string, Handler>;
  strict?: boolean;
};

/** One answer per call, the last one repeating: a server whose data changes between reads. */
export function answers<T>(list: T[]): () => Response {
  let call = 0;
  return () => json(list[Math.min(call++, list.length - 1)]);
}

/** The real app at `path`, signed in as jdoe, against a fake server with the subscription calls. */
export function renderSubscription(path: string, options: RenderSubscriptionOptions = {}) {
  const { config = buildSubscriptionConfig(), state = buildSubscriptionState(), routes = {} } = options;
  // Spied, not replaced: the real toasts still show; the spy counts them (the store keeps only one).
  const toastSpy = vi.spyOn(toastModule, 'toast');
  const view = renderApp(path, {
    user: buildUser(),
    strict: options.strict,
    routes: {
      'GET /api/subscription/config': () => json(config),
      'GET /api/subscription': answers(Array.isArray(state) ? state : [state]),
      ...routes,
    },
  });
  return { ...view, toastSpy, user: userEvent.setup() };
}

/** The titles of every toast raised so far, in order. */
export const toastTitles = (spy: { mock: { calls: [toastModule.ToastOptions][] } }) =>
  spy.mock.calls.map(([options]) => options.title);

// Lazy route chunks and the payment chunk compile on first use; a busy machine needs more than 5 s.
export const multiStep = 15_000;

/** Per file: compile the pages once up front, and close toasts after each test (a module store). */
export function setUpSubscriptionTests() {
  beforeAll(async () => {
    await import('./subscribe-page');
    await import('./subscription-success-page');
    await import('./payment/payment-panel');
  }, multiStep);
  afterEach(() => {
    act(() => dismissToast());
    vi.restoreAllMocks();
  });
}
