import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSubscriptionState, paidState } from '../../testing/build-subscription';
import { errorResponse, json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { answers, multiStep, renderSubscription, setUpSubscriptionTests } from './subscription-test-utils';

setUpSubscriptionTests();
afterEach(() => {
  vi.useRealTimers();
});

const processing = () => buildSubscriptionState({ paymentProcessing: true });
const SYNC = 'POST /api/subscription/sync';

/**
 * Fakes setTimeout, which the countdown and the polling run on. TanStack Query and Testing
 * Library's findBy/waitFor also use zero-delay timeouts, so these tests wait with `settle`, which
 * runs due timeouts without moving the clock; every second that passes is an explicit `advance`.
 */
const useFakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** Moves the clock one second at a time, letting React render (and set the next timeout) in between. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 1000) {
    await act(async () => {
      vi.advanceTimersByTime(Math.min(left, 1000));
    });
  }
}

async function settle(expectation: () => void) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    try {
      expectation();
      return;
    } catch {
      await act(async () => {
        vi.advanceTimersByTime(0);
        // A turn of the real event loop for fetch answers and module loading (setImmediate is real).
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
  }
  expectation();
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
/** Text on screen, not the screen reader's copy of it in the status region. */
const visibleOnly = 'script, style, [role="status"]';
/** The page's polite status region (the spinner's is a different one). */
const announcement = () => document.querySelector('p[role="status"]')?.textContent;

describe('/subscription-success once Stripe has confirmed the payment', () => {
  it(
    'welcomes the subscriber with the badge, the four abilities, the username and both buttons',
    async () => {
      const { api } = renderSubscription('/subscription-success?redirect_status=succeeded', {
        strict: true,
        routes: { [SYNC]: () => json(paidState()) },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome to Premium!' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Premium Subscriber')).toBeInTheDocument();
      expect(screen.getByText(/^Welcome, jdoe!/)).toBeInTheDocument();
      const unlocks = screen.getByRole('heading', { name: 'Premium unlocks' }).parentElement!;
      expect(
        within(unlocks)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Apply directly',
        'Store application documents',
        'AI resume and cover-letter builder',
        'Application tracking with status updates',
      ]);
      expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'Browse Opportunities' })).toHaveAttribute(
        'href',
        '/opportunities',
      );
      expect(screen.getByText('Going to the home page in 10 seconds…')).toBeInTheDocument();
      expect(announcement()).toBe('Opening the home page in 10 seconds. You can pause this.');
      // Once, even though StrictMode runs the effect twice; the POST has no body.
      expect(api.sent(SYNC)).toEqual([{ method: 'POST', url: '/api/subscription/sync', body: undefined }]);
      expect(api.sent('GET /api/subscription')).toEqual([]);
    },
    multiStep,
  );

  it(
    'counts down 10 seconds, announces only at the start, at 5 s and on pause, then goes home',
    async () => {
      useFakeTimeouts();
      const { router } = renderSubscription('/subscription-success', {
        routes: { [SYNC]: () => json(paidState()) },
      });
      await settle(() => heading('Welcome to Premium!'));
      await advance(1000);
      expect(screen.getByText('Going to the home page in 9 seconds…')).toBeInTheDocument();
      expect(announcement()).toBe('Opening the home page in 10 seconds. You can pause this.');
      await advance(4000);
      expect(screen.getByText('Going to the home page in 5 seconds…')).toBeInTheDocument();
      expect(announcement()).toBe('5 seconds left before the home page opens.');

      fireEvent.click(screen.getByRole('button', { name: 'Pause redirect' }));
      expect(
        screen.getByText('Redirect paused with 5 seconds left.', { ignore: visibleOnly }),
      ).toBeInTheDocument();
      expect(announcement()).toBe('Redirect paused with 5 seconds left.');
      await advance(30_000);
      expect(router.state.location.pathname).toBe('/subscription-success');

      fireEvent.click(screen.getByRole('button', { name: 'Resume redirect' }));
      expect(announcement()).toBe('Redirect resumed: opening the home page in 5 seconds.');
      await advance(4000);
      expect(screen.getByText('Going to the home page in 1 second…')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/subscription-success');
      await advance(1000);
      await settle(() => expect(router.state.location.pathname).toBe('/'));
    },
    multiStep,
  );
});

describe('/subscription-success while the payment is still processing', () => {
  it(
    'says so, shows no countdown, and checks every 3 s until Premium is confirmed',
    async () => {
      useFakeTimeouts();
      const { api } = renderSubscription('/subscription-success', {
        routes: { [SYNC]: answers([processing(), processing(), paidState()]) },
      });
      await settle(() => heading('Your payment is processing'));
      expect(screen.getByText(/Premium unlocks as soon as Stripe confirms it/)).toBeInTheDocument();
      expect(screen.queryByText(/Going to the home page/)).not.toBeInTheDocument();
      expect(api.sent(SYNC)).toHaveLength(1);
      // The 3 s start once the first answer is in.
      await settle(() => expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled());

      await advance(2999);
      expect(api.sent(SYNC)).toHaveLength(1);
      await advance(1);
      await settle(() => expect(api.sent(SYNC)).toHaveLength(2));
      // The next check waits 3 s from the second answer, not from the second question.
      await settle(() => expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled());
      await advance(3000);
      await settle(() => heading('Welcome to Premium!'));
      expect(api.sent(SYNC)).toHaveLength(3);
    },
    multiStep,
  );

  it(
    "stops after about 30 s, says it is taking longer, and 'Check again' asks once more",
    async () => {
      useFakeTimeouts();
      const { api } = renderSubscription('/subscription-success', {
        routes: { [SYNC]: () => json(processing()) },
      });
      await settle(() => heading('Your payment is processing'));
      const checkAgain = screen.getByRole('button', { name: 'Check again' });
      for (let poll = 2; poll <= 11; poll += 1) {
        await settle(() => expect(checkAgain).toBeEnabled());
        await advance(3000);
        await settle(() => expect(api.sent(SYNC)).toHaveLength(poll));
      }
      await settle(() => expect(screen.getByText(/This is taking longer than usual/)).toBeInTheDocument());
      await advance(60_000);
      await settle(() => expect(checkAgain).toBeEnabled());
      expect(api.sent(SYNC)).toHaveLength(11);

      fireEvent.click(checkAgain);
      await settle(() => expect(api.sent(SYNC)).toHaveLength(12));
    },
    multiStep,
  );
});

describe('/subscription-success without a payment', () => {
  it(
    'says no completed payment was found, whatever the URL claims, and links to /subscribe',
    async () => {
      renderSubscription('/subscription-success?payment_intent=pi_fake&redirect_status=succeeded', {
        routes: { [SYNC]: () => json(buildSubscriptionState()) },
      });
      expect(
        await screen.findByText('We could not find a completed Premium payment on your account.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Welcome to Premium!')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscribe');
    },
    multiStep,
  );

  it(
    'asks a signed-out visitor to sign in and come back, and asks the server nothing',
    async () => {
      const { api } = renderApp('/subscription-success');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sign in to see your subscription' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/auth?next=%2Fsubscription-success',
      );
      expect(api.sent(SYNC)).toEqual([]);
    },
    multiStep,
  );

  it(
    'shows a failed check with its message, and Retry checks again',
    async () => {
      let calls = 0;
      const { user } = renderSubscription('/subscription-success', {
        routes: {
          [SYNC]: () =>
            ++calls === 1
              ? errorResponse(500, 'Something went wrong', 'INTERNAL_ERROR')
              : json(buildSubscriptionState()),
        },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'We could not check your subscription' }),
      ).toBeInTheDocument();
      expect(screen.getByText('500: Something went wrong')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(
        await screen.findByText('We could not find a completed Premium payment on your account.'),
      ).toBeInTheDocument();
    },
    multiStep,
  );
});
