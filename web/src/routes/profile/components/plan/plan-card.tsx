import type { SubscriptionState } from '@futurefund/core';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { paths } from '../../../../lib/paths';
import { planName, premiumRunsLine } from '../../../../lib/premium';
import { premiumEnd, usePlan } from '../../api/plan';
import { LoadError } from '../load-error';
import { PaymentFailedAlert } from './payment-failed-alert';
import { PlanActions } from './plan-actions';

/**
 * The student's plan (product §1 tiers) at /profile#plan: Free with the way up, or Premium with how
 * long it runs and the subscription's controls.
 */
export function PlanCard() {
  const plan = usePlan();
  return (
    <section id="plan" tabIndex={-1} aria-labelledby="plan-heading" className="rounded-lg">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="plan-heading">
            Plan
          </CardTitle>
          <CardDescription>Your FutureFund plan and billing.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {plan.isPending ? <Spinner label="Loading your plan…" className="py-4" /> : null}
          {plan.isError ? (
            <LoadError
              title="Your plan could not be loaded"
              text="Please check your connection and try again."
              onRetry={() => void plan.refetch()}
              isRetrying={plan.isFetching}
            />
          ) : null}
          {plan.data ? <PlanDetails state={plan.data} /> : null}
        </CardContent>
      </Card>
    </section>
  );
}

function PlanDetails({ state }: { state: SubscriptionState }) {
  if (state.plan === 'free') {
    return (
      <>
        <div className="grid gap-1">
          <p className="font-medium">{planName(state)}</p>
          <p className="text-sm text-muted-foreground">
            {state.paymentProcessing
              ? 'A Premium payment is processing; Premium unlocks when Stripe confirms it.'
              : 'Premium lets you apply directly, store application documents and track every status update.'}
          </p>
        </div>
        <div>
          <Button asChild>
            <Link to={paths.subscribe}>Upgrade to Premium</Link>
          </Button>
        </div>
      </>
    );
  }
  const isCancelled = state.plan === 'paid' && state.subscription?.cancelAtPeriodEnd === true;
  return (
    <>
      <div className="grid gap-1">
        <p className="font-medium">{planName(state)}</p>
        <p className="text-sm text-muted-foreground">
          {isCancelled ? `Cancelled — Premium continues until ${premiumEnd(state)}` : premiumRunsLine(state)}
        </p>
      </div>
      {state.subscription?.paymentFailedAt ? <PaymentFailedAlert endsOn={premiumEnd(state)} /> : null}
      <PlanActions state={state} />
    </>
  );
}
