import { Elements } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import { useTheme } from '../../../components/theme-provider';
import { premiumPriceCents } from '../../../lib/premium';
import { PaymentLoadError } from '../components/payment-load-error';
import { PaymentLoading } from '../components/payment-loading';
import { PaymentForm } from './payment-form';
import { stripeAppearance } from './stripe-appearance';
import { useStripeJs } from './use-stripe-js';

export type PaymentPanelProps = {
  publishableKey: string;
  /** The server answered 503: payments are not configured after all. */
  onUnavailable: () => void;
};

/**
 * Stripe's Payment Element in deferred-intent mode: it shows the weekly amount and the payment
 * methods for it before any subscription exists; the subscription is created only on submit.
 */
export default function PaymentPanel({ publishableKey, onUnavailable }: PaymentPanelProps) {
  const stripeJs = useStripeJs(publishableKey);
  const { resolvedTheme } = useTheme();
  // Stripe.js loaded but its form did not (e.g. its API is blocked): a new Elements group retries.
  const [elementsAttempt, setElementsAttempt] = useState(0);
  const [elementFailed, setElementFailed] = useState(false);
  const options = useMemo<StripeElementsOptions>(
    () => ({
      mode: 'subscription',
      amount: premiumPriceCents,
      currency: 'usd',
      appearance: stripeAppearance(resolvedTheme),
    }),
    [resolvedTheme],
  );

  if (stripeJs.isError) {
    return <PaymentLoadError onRetry={() => void stripeJs.refetch()} isRetrying={stripeJs.isFetching} />;
  }
  if (!stripeJs.data) return <PaymentLoading />;
  if (elementFailed) {
    return (
      <PaymentLoadError
        onRetry={() => {
          setElementFailed(false);
          setElementsAttempt((count) => count + 1);
        }}
      />
    );
  }
  return (
    <Elements key={elementsAttempt} stripe={stripeJs.data} options={options}>
      <PaymentForm onUnavailable={onUnavailable} onLoadError={() => setElementFailed(true)} />
    </Elements>
  );
}
