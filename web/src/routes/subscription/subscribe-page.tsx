import { pageMetaFor } from '@futurefund/core';
import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { hasPremiumPlan } from '../../lib/premium';
import { useSubscriptionConfig, useSubscriptionState } from './api/subscription';
import { CurrentPlan } from './components/current-plan';
import { PaymentUnavailable } from './components/payment-unavailable';
import { SubscribeLoadError } from './components/subscribe-load-error';
import { SubscribeOffer } from './components/subscribe-offer';
import { useNotConfiguredToast } from './use-not-configured-toast';
import { usePageMeta } from '../../lib/page-meta';

/**
 * Product §2 Subscribe (signed-in only; the router guards it). Payments not configured → the
 * unavailable card and its toast; already Premium → the plan; otherwise the offer and payment form.
 */
export default function SubscribePage() {
  usePageMeta(pageMetaFor('subscribe'));
  const config = useSubscriptionConfig();
  const state = useSubscriptionState();
  // The server can still answer 503 on start when the keys were removed since the config was read.
  const [isRefusedByServer, setIsRefusedByServer] = useState(false);
  const publishableKey = config.data?.configured ? config.data.publishableKey : null;
  const isUnavailable = isRefusedByServer || (config.data !== undefined && !publishableKey);
  useNotConfiguredToast(isUnavailable);

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-10">
      {isUnavailable ? (
        <PaymentUnavailable />
      ) : config.isError || state.isError ? (
        <SubscribeLoadError
          error={config.error ?? state.error}
          onRetry={() => {
            if (config.isError) void config.refetch();
            if (state.isError) void state.refetch();
          }}
          isRetrying={config.isFetching || state.isFetching}
        />
      ) : !publishableKey || !state.data ? (
        <Spinner label="Loading your plan…" />
      ) : hasPremiumPlan(state.data) ? (
        <CurrentPlan state={state.data} />
      ) : (
        <SubscribeOffer
          publishableKey={publishableKey}
          isPaymentProcessing={state.data.paymentProcessing}
          onUnavailable={() => setIsRefusedByServer(true)}
        />
      )}
    </div>
  );
}
