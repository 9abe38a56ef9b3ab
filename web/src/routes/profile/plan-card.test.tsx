import { paymentMessages, type SubscriptionState } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildSubscriptionDetails,
  buildSubscriptionState,
  paidState,
} from '../../testing/build-subscription';
import { errorResponse, json } from '../../testing/fake-api';
import { multiStep, renderProfile, setUpProfileTests } from './profile-test-utils';

setUpProfileTests();

// The portal link is same-document here: jsdom performs only hash navigations, and this one shows
// that the page really went where the server's answer pointed.
afterEach(() => window.history.replaceState(null, '', '/'));

const cancelled = (overrides: Partial<SubscriptionState> = {}) =>
  paidState({
    renewsAt: null,
    subscription: buildSubscriptionDetails({ cancelAtPeriodEnd: true }),
    ...overrides,
  });

/** The profile with the plan card showing `state`; `routes` add the plan's calls. */
async function renderPlan(
  state: SubscriptionState,
  routes: NonNullable<Parameters<typeof renderProfile>[1]>['routes'] = {},
) {
  const view = await renderProfile('/profile', {
    routes: { 'GET /api/subscription': () => json(state), ...routes },
  });
  const card = screen.getByRole('region', { name: 'Plan' });
  await waitFor(() => expect(within(card).queryByRole('status')).not.toBeInTheDocument());
  return { ...view, card };
}

describe('plan card', () => {
  it(
    "shows the free plan with 'Upgrade to Premium' to /subscribe",
    async () => {
      const { card } = await renderPlan(buildSubscriptionState());
      expect(card).toHaveAttribute('id', 'plan');
      expect(within(card).getByText('Free plan')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
        'href',
        '/subscribe',
      );
      expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'shows a paid plan with its price, renewal date, Cancel and Manage billing',
    async () => {
      const { card } = await renderPlan(paidState());
      expect(within(card).getByText('Premium · $5.99 per week')).toBeInTheDocument();
      expect(within(card).getByText('Renews on Jul 8, 2026')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'offers no Manage billing when the portal is not available',
    async () => {
      const { card } = await renderPlan(paidState({ portalAvailable: false }));
      expect(within(card).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'shows a cancelled subscription with the date Premium ends, and Resume instead of Cancel',
    async () => {
      const { card } = await renderPlan(cancelled());
      expect(within(card).getByText('Cancelled — Premium continues until Jul 8, 2026')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'warns when the last renewal payment failed, with the date Premium ends',
    async () => {
      const { card } = await renderPlan(
        paidState({
          renewsAt: null,
          subscription: buildSubscriptionDetails({
            status: 'past_due',
            paymentFailedAt: '2026-07-08T12:05:00.000Z',
          }),
        }),
      );
      const alert = within(card).getByRole('alert');
      expect(
        within(alert).getByRole('heading', { name: paymentMessages.renewalFailedTitle }),
      ).toBeInTheDocument();
      expect(alert).toHaveTextContent(
        'Your last Premium payment failed. Premium ends on Jul 8, 2026 unless you update your payment method in Manage billing.',
      );
      expect(within(card).getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'shows complimentary Premium with its end date and nothing to cancel',
    async () => {
      const { card } = await renderPlan(
        buildSubscriptionState({
          plan: 'complimentary',
          hasApplicationAccess: true,
          accessUntil: '2026-08-01T12:00:00.000Z',
        }),
      );
      expect(within(card).getByText('Complimentary until Aug 1, 2026')).toBeInTheDocument();
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'tells an admin they have every Premium feature',
    async () => {
      const { card } = await renderPlan(
        buildSubscriptionState({ plan: 'admin', hasApplicationAccess: true }),
      );
      expect(within(card).getByText('Admins have every Premium feature.')).toBeInTheDocument();
      expect(within(card).queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'cancels only after the confirmation, which says until when Premium continues',
    async () => {
      const { card, user, api } = await renderPlan(paidState(), {
        'POST /api/subscription/cancel': () => json(cancelled()),
      });
      await user.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel your Premium subscription?' });
      expect(dialog).toHaveAccessibleDescription(
        'Your Premium access continues until Jul 8, 2026. After that you are on the Free plan and are not charged again.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Keep Premium' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.sent('POST /api/subscription/cancel')).toEqual([]);

      await user.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }),
      );
      expect(await screen.findByText('Subscription cancelled')).toBeInTheDocument();
      expect(screen.getByText('Premium continues until Jul 8, 2026.')).toBeInTheDocument();
      expect(api.sent('POST /api/subscription/cancel')).toEqual([
        { method: 'POST', url: '/api/subscription/cancel', body: undefined },
      ]);
      expect(
        await within(card).findByText('Cancelled — Premium continues until Jul 8, 2026'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'keeps the confirmation open and says why when cancelling fails',
    async () => {
      const { card, user } = await renderPlan(paidState(), {
        'POST /api/subscription/cancel': () =>
          errorResponse(409, paymentMessages.alreadyCanceled, 'CONFLICT'),
      });
      await user.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }),
      );
      expect(await screen.findByText('Cancel failed')).toBeInTheDocument();
      expect(screen.getByText(`409: ${paymentMessages.alreadyCanceled}`)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Cancel your Premium subscription?' })).toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'resumes a cancelled subscription and shows its renewal again',
    async () => {
      const { card, user, api } = await renderPlan(cancelled(), {
        'POST /api/subscription/resume': () => json(paidState()),
      });
      await user.click(within(card).getByRole('button', { name: 'Resume subscription' }));
      expect(await screen.findByText('Subscription resumed')).toBeInTheDocument();
      expect(screen.getByText('Premium renews on Jul 8, 2026.')).toBeInTheDocument();
      expect(await within(card).findByText('Renews on Jul 8, 2026')).toBeInTheDocument();
      expect(api.sent('POST /api/subscription/resume')).toHaveLength(1);
    },
    multiStep,
  );

  it(
    "opens Stripe's billing portal at the link the server answers",
    async () => {
      const portalUrl = new URL('#stripe-billing-portal', window.location.href).href;
      const { card, user, api } = await renderPlan(paidState(), {
        'POST /api/subscription/portal': () => json({ url: portalUrl }),
      });
      await user.click(within(card).getByRole('button', { name: 'Manage billing' }));
      await waitFor(() => expect(window.location.href).toBe(portalUrl));
      expect(api.sent('POST /api/subscription/portal')).toHaveLength(1);
    },
    multiStep,
  );

  it(
    'says so when the billing portal cannot open',
    async () => {
      const { card, user } = await renderPlan(paidState(), {
        'POST /api/subscription/portal': () =>
          errorResponse(404, paymentMessages.portalUnavailable, 'NOT_FOUND'),
      });
      await user.click(within(card).getByRole('button', { name: 'Manage billing' }));
      expect(await screen.findByText('Billing unavailable')).toBeInTheDocument();
      expect(screen.getByText(`404: ${paymentMessages.portalUnavailable}`)).toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'shows a failed read with Retry',
    async () => {
      let calls = 0;
      const view = await renderProfile('/profile', {
        routes: {
          'GET /api/subscription': () =>
            ++calls === 1 ? errorResponse(500, 'Boom', 'INTERNAL_ERROR') : json(buildSubscriptionState()),
        },
      });
      const card = screen.getByRole('region', { name: 'Plan' });
      expect(await within(card).findByText('Your plan could not be loaded')).toBeInTheDocument();
      await view.user.click(within(card).getByRole('button', { name: 'Retry' }));
      expect(await within(card).findByText('Free plan')).toBeInTheDocument();
    },
    multiStep,
  );
});
