import { paymentMessages } from '@futurefund/core';
import { PaymentElement } from '@stripe/react-stripe-js';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { premiumPriceText } from '../../../lib/premium';
import { useSubscribePayment } from './use-subscribe-payment';

type PaymentFormProps = {
  onUnavailable: () => void;
  /** Stripe could not draw its form (e.g. its API is blocked). */
  onLoadError: () => void;
};

/** The Payment Element and 'Subscribe to Premium' ('Processing...' while busy, product §2). */
export function PaymentForm({ onUnavailable, onLoadError }: PaymentFormProps) {
  // Submitting before Stripe has drawn its fields would only fail; the button waits for them.
  const [isReady, setIsReady] = useState(false);
  const { pay, isBusy, formError } = useSubscribePayment({ onUnavailable });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <PaymentElement onReady={() => setIsReady(true)} onLoadError={onLoadError} />
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={!isReady || isBusy}>
        {isBusy ? paymentMessages.subscribeBusy : paymentMessages.subscribeButton}
      </Button>
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {premiumPriceText}, charged today and every week until you cancel. Stripe processes the payment; your
        card details never reach FutureFund.
      </p>
    </form>
  );
}
