import type { SubscriptionState } from '@futurefund/core';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { premiumEnd, useOpenBillingPortal, useResumeSubscription } from '../../api/plan';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

/**
 * What a subscriber can do: cancel (confirmed first), resume a cancellation while the period
 * runs, and open Stripe's portal for the payment method and invoices when there is one.
 */
export function PlanActions({ state }: { state: SubscriptionState }) {
  const [isCancelling, setIsCancelling] = useState(false);
  const resume = useResumeSubscription();
  const portal = useOpenBillingPortal();
  const subscription = state.plan === 'paid' ? state.subscription : null;
  if (!subscription && !state.portalAvailable) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {subscription && !subscription.cancelAtPeriodEnd ? (
        <Button variant="outline" onClick={() => setIsCancelling(true)}>
          Cancel subscription
        </Button>
      ) : null}
      {subscription?.cancelAtPeriodEnd ? (
        <Button disabled={resume.isPending} onClick={() => resume.mutate()}>
          {resume.isPending ? 'Resuming…' : 'Resume subscription'}
        </Button>
      ) : null}
      {state.portalAvailable ? (
        <Button variant="outline" disabled={portal.isPending} onClick={() => portal.mutate()}>
          <CreditCard aria-hidden="true" />
          {portal.isPending ? 'Opening billing…' : 'Manage billing'}
        </Button>
      ) : null}
      {isCancelling ? (
        <CancelSubscriptionDialog endsOn={premiumEnd(state)} onClose={() => setIsCancelling(false)} />
      ) : null}
    </div>
  );
}
