import { paymentMessages, subscriptionApi } from '@futurefund/core';
import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../hooks/use-toast';
import { isErrorCode } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { subscriptionStateQuery } from '../../../lib/subscription-query';
import { useStartSubscription } from '../api/subscription';

const failedToast = (description: string) =>
  toast({ title: paymentMessages.failedToast, description, variant: 'destructive' });

// Stripe's errors normally carry a message; this covers the ones that do not.
const FALLBACK_FAILURE = 'Your payment could not be completed. Please try again.';

/**
 * Product §4 Payment, in deferred-intent order: Stripe checks the fields (elements.submit), our
 * server starts the subscription and answers its first payment's secret, then Stripe confirms it,
 * redirecting only for payment methods that need it (return_url is /subscription-success).
 */
export function useSubscribePayment({ onUnavailable }: { onUnavailable: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const start = useStartSubscription();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  /** What a refused start means for this page. */
  const handleStartError = (error: Error) => {
    if (isErrorCode(error, subscriptionApi.start, 'CONFLICT')) {
      // Already Premium (another tab, support): the page shows the plan instead of the form.
      void queryClient.invalidateQueries({ queryKey: subscriptionStateQuery.queryKey });
    } else if (
      isErrorCode(error, subscriptionApi.start, 'SERVICE_UNAVAILABLE') &&
      !error.message.endsWith(paymentMessages.providerUnavailable)
    ) {
      // Not configured after all; a Stripe outage (providerUnavailable) is worth another try instead.
      onUnavailable();
    } else {
      failedToast(error.message);
    }
  };

  const pay = async () => {
    if (!stripe || !elements || isBusy) return;
    setIsBusy(true);
    setFormError(null);
    try {
      const checked = await elements.submit();
      if (checked.error) {
        setFormError(checked.error.message ?? FALLBACK_FAILURE);
        return;
      }
      let clientSecret: string;
      try {
        ({ clientSecret } = await start.mutateAsync());
      } catch (error) {
        handleStartError(error as Error);
        return;
      }
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret,
        confirmParams: { return_url: `${window.location.origin}${paths.subscriptionSuccess}` },
        redirect: 'if_required',
      });
      if (error) {
        failedToast(error.message ?? FALLBACK_FAILURE);
        return;
      }
      toast({ title: paymentMessages.successToast, description: paymentMessages.successToastText });
      await navigate(paths.subscriptionSuccess);
    } catch (error) {
      // Stripe.js itself threw (e.g. the network dropped mid-way): still a failed payment to report.
      failedToast(error instanceof Error ? error.message : FALLBACK_FAILURE);
    } finally {
      setIsBusy(false);
    }
  };

  return { pay, isBusy, formError };
}
