import { paymentMessages } from '@futurefund/core';
import type { PaymentIntentResult } from '@stripe/stripe-js';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildSubscriptionDetails,
  buildSubscriptionState,
  notConfigured,
  paidState,
} from '../../testing/build-subscription';
import { createFakeStripe, type FakeStripe } from '../../testing/fake-stripe';
import { errorResponse, json } from '../../testing/fake-api';
import { loadStripeJs } from './stripe-loader';
import {
  multiStep,
  renderSubscription,
  setUpSubscriptionTests,
  toastTitles,
} from './subscription-test-utils';

// Stripe.js comes from js.stripe.com, outside our process: the one thing these tests replace.
vi.mock('./stripe-loader', () => ({ loadStripeJs: vi.fn() }));

setUpSubscriptionTests();

let fake: FakeStripe;
beforeEach(() => {
  fake = createFakeStripe();
  vi.mocked(loadStripeJs).mockReset().mockResolvedValue(fake.stripe);
});

const started = { clientSecret: 'pi_123_secret_456', subscriptionId: 'sub_123' };

/** The payment form, once Stripe.js has loaded and its element says ready. */
async function findSubscribeButton() {
  const button = await screen.findByRole('button', { name: paymentMessages.subscribeButton });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('/subscribe without Stripe keys', () => {
  it(
    "shows 'Payment System Unavailable' and raises its toast once per visit, even under StrictMode",
    async () => {
      const { toastSpy, user, router } = renderSubscription('/subscribe', {
        config: notConfigured(),
        strict: true,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Payment System Unavailable' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Stripe payment processing is not configured. Please contact support.'),
      ).toBeInTheDocument();
      expect(await screen.findByText('Payment system not configured')).toBeInTheDocument();
      expect(screen.getByText('Stripe API keys are required for payment processing.')).toBeInTheDocument();
      // The plan answer arrives after the config: re-rendering must not raise the toast again.
      await waitFor(() => expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument());
      expect(toastTitles(toastSpy)).toEqual(['Payment system not configured']);
      expect(loadStripeJs).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: paymentMessages.subscribeButton })).not.toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Back to Home' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      // The router's state moves before React commits the home page (a transition); leaving for
      // real means this page has unmounted, or the next visit would reuse it.
      await waitFor(() =>
        expect(screen.queryByRole('heading', { name: 'Payment System Unavailable' })).not.toBeInTheDocument(),
      );

      // A new visit toasts again, once: the cached config makes it unavailable from the first
      // render, where StrictMode runs the effect twice.
      await router.navigate('/subscribe');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Payment System Unavailable' }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(toastTitles(toastSpy)).toEqual([
          'Payment system not configured',
          'Payment system not configured',
        ]),
      );
      // Effects have settled: still one toast per visit.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(toastTitles(toastSpy)).toHaveLength(2);
    },
    multiStep,
  );
});

describe('/subscribe for someone who already has Premium', () => {
  it.each([
    ['paid and renewing', paidState(), 'Premium · $5.99 per week', 'Renews on Jul 8, 2026'],
    [
      'paid and cancelled',
      paidState({
        renewsAt: null,
        subscription: buildSubscriptionDetails({ cancelAtPeriodEnd: true }),
      }),
      'Premium · $5.99 per week',
      'Premium until Jul 8, 2026',
    ],
    [
      'complimentary',
      buildSubscriptionState({
        plan: 'complimentary',
        hasApplicationAccess: true,
        accessUntil: '2026-08-01T12:00:00.000Z',
      }),
      'Premium (complimentary)',
      'Complimentary until Aug 1, 2026',
    ],
    [
      'an admin',
      buildSubscriptionState({ plan: 'admin', hasApplicationAccess: true }),
      'Premium (admin)',
      'Admins have every Premium feature.',
    ],
  ])(
    'shows the plan (%s) instead of a payment form',
    async (_, state, name, line) => {
      renderSubscription('/subscribe', { state });
      expect(
        await screen.findByRole('heading', { level: 1, name: paymentMessages.alreadyPremium }),
      ).toBeInTheDocument();
      expect(screen.getByText(name)).toBeInTheDocument();
      expect(screen.getByText(line)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Manage your plan' })).toHaveAttribute('href', '/profile#plan');
      expect(screen.queryByRole('button', { name: paymentMessages.subscribeButton })).not.toBeInTheDocument();
      expect(loadStripeJs).not.toHaveBeenCalled();
    },
    multiStep,
  );
});

describe('/subscribe on the free plan', () => {
  it(
    'lists what Premium includes, its price and the FAQ as disclosures',
    async () => {
      const { user } = renderSubscription('/subscribe');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Upgrade to Premium' }),
      ).toBeInTheDocument();
      expect(
        within(screen.getByRole('list', { name: 'Premium includes' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Apply directly',
        'Store application documents',
        'AI resume and cover-letter builder',
        'Application tracking with status updates',
        'Cancel anytime',
      ]);
      expect(screen.getAllByText('$5.99 per week')[0]).toBeInTheDocument();
      const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
      const security = within(faq).getByText('Is my payment information secure?');
      const answer = within(faq).getByText(/never touch FutureFund's servers/);
      expect(answer).not.toBeVisible();
      await user.click(security);
      expect(answer).toBeVisible();
      expect(within(faq).getByText(/continues to the end of the billing period/)).toBeInTheDocument();
      expect(within(faq).getByText(/wallets Stripe's secure payment form offers/)).toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'loads Stripe.js with the publishable key and a subscription-mode Payment Element for $5.99',
    async () => {
      let finishLoading: (stripe: typeof fake.stripe) => void = () => {};
      vi.mocked(loadStripeJs).mockReturnValue(new Promise((resolve) => (finishLoading = resolve)));
      renderSubscription('/subscribe');
      expect(await screen.findByText('Loading the secure payment form…')).toBeInTheDocument();
      finishLoading(fake.stripe);
      await findSubscribeButton();
      expect(loadStripeJs).toHaveBeenCalledWith('pk_test_futurefund');
      expect(fake.elementsOptions).toEqual([
        expect.objectContaining({
          mode: 'subscription',
          amount: 599,
          currency: 'usd',
          appearance: expect.objectContaining({ theme: 'stripe' }),
        }),
      ]);
    },
    multiStep,
  );

  it(
    "follows the dark theme with Stripe's night appearance",
    async () => {
      window.localStorage.setItem('theme', 'dark');
      renderSubscription('/subscribe');
      await findSubscribeButton();
      expect(fake.elementsOptions[0]?.appearance).toEqual(expect.objectContaining({ theme: 'night' }));
    },
    multiStep,
  );

  it(
    "pays: checks the fields, starts the subscription, confirms it, toasts 'Payment Successful' and opens the success page",
    async () => {
      let settle: (result: PaymentIntentResult) => void = () => {};
      fake.confirmPayment.mockReturnValue(new Promise((resolve) => (settle = resolve)));
      const { user, api, router } = renderSubscription('/subscribe', {
        routes: {
          'POST /api/subscription': () => json(started, 201),
          'POST /api/subscription/sync': () => json(paidState()),
        },
      });
      await user.click(await findSubscribeButton());

      const busy = await screen.findByRole('button', { name: paymentMessages.subscribeBusy });
      expect(busy).toBeDisabled();
      expect(fake.submit).toHaveBeenCalledTimes(1);
      expect(api.sent('POST /api/subscription')).toEqual([
        { method: 'POST', url: '/api/subscription', body: undefined },
      ]);
      expect(fake.confirmPayment).toHaveBeenCalledWith({
        elements: expect.objectContaining({ submit: fake.submit }),
        clientSecret: started.clientSecret,
        confirmParams: { return_url: `${window.location.origin}/subscription-success` },
        redirect: 'if_required',
      });

      settle({ paymentIntent: { id: 'pi_123', status: 'succeeded' } } as PaymentIntentResult);
      expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
      expect(screen.getByText('You are now subscribed to FutureFund Premium.')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-success'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome to Premium!' }),
      ).toBeInTheDocument();
    },
    multiStep,
  );

  it(
    "toasts 'Payment Failed' with Stripe's message and lets the person try again",
    async () => {
      fake.confirmPayment.mockResolvedValue({
        error: { type: 'card_error', message: 'Your card was declined.' },
      } as PaymentIntentResult);
      const { user, router } = renderSubscription('/subscribe', {
        routes: { 'POST /api/subscription': () => json(started, 201) },
      });
      await user.click(await findSubscribeButton());
      expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
      expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: paymentMessages.subscribeButton })).toBeEnabled();
      expect(router.state.location.pathname).toBe('/subscribe');
    },
    multiStep,
  );

  it(
    "shows the Payment Element's own complaint and starts nothing when the fields are incomplete",
    async () => {
      fake.submit.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
      const { user, api } = renderSubscription('/subscribe');
      await user.click(await findSubscribeButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
      expect(api.sent('POST /api/subscription')).toEqual([]);
      expect(fake.confirmPayment).not.toHaveBeenCalled();
    },
    multiStep,
  );

  it(
    'shows the plan when the server answers 409 because Premium is already active',
    async () => {
      const { user } = renderSubscription('/subscribe', {
        state: [buildSubscriptionState(), paidState()],
        routes: {
          'POST /api/subscription': () => errorResponse(409, paymentMessages.alreadyPremium, 'CONFLICT'),
        },
      });
      await user.click(await findSubscribeButton());
      expect(
        await screen.findByRole('heading', { level: 1, name: paymentMessages.alreadyPremium }),
      ).toBeInTheDocument();
      expect(fake.confirmPayment).not.toHaveBeenCalled();
    },
    multiStep,
  );

  it(
    'shows the unavailable card when the server answers 503 on start',
    async () => {
      const { user, toastSpy } = renderSubscription('/subscribe', {
        routes: {
          'POST /api/subscription': () =>
            errorResponse(503, paymentMessages.unavailableText, 'SERVICE_UNAVAILABLE'),
        },
      });
      await user.click(await findSubscribeButton());
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Payment System Unavailable' }),
      ).toBeInTheDocument();
      expect(toastTitles(toastSpy)).toEqual(['Payment system not configured']);
    },
    multiStep,
  );

  it(
    "keeps the form when Stripe itself did not answer, with 'Payment Failed' saying so",
    async () => {
      const { user } = renderSubscription('/subscribe', {
        routes: {
          'POST /api/subscription': () =>
            errorResponse(503, paymentMessages.providerUnavailable, 'SERVICE_UNAVAILABLE'),
        },
      });
      await user.click(await findSubscribeButton());
      expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
      expect(screen.getByText(`503: ${paymentMessages.providerUnavailable}`)).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: paymentMessages.subscribeButton })).toBeEnabled();
    },
    multiStep,
  );

  it(
    'says the secure form could not load when Stripe.js is unreachable, and tries again',
    async () => {
      vi.mocked(loadStripeJs).mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
      const { user } = renderSubscription('/subscribe');
      expect(
        await screen.findByText(
          'The secure payment form could not load. Check your connection and try again.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: paymentMessages.subscribeButton })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await findSubscribeButton();
      expect(loadStripeJs).toHaveBeenCalledTimes(2);
    },
    multiStep,
  );
});
