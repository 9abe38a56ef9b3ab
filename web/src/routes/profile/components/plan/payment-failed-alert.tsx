import { paymentMessages } from '@futurefund/core';
import { AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../../components/ui/alert';

/** A renewal Stripe could not charge: Premium still runs out on its date unless the card is fixed. */
export function PaymentFailedAlert({ endsOn }: { endsOn: string | null }) {
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle as="h3">{paymentMessages.renewalFailedTitle}</AlertTitle>
      <AlertDescription className="text-card-foreground">
        Your last Premium payment failed. Premium ends on {endsOn ?? 'the end of this billing period'} unless
        you update your payment method in Manage billing.
      </AlertDescription>
    </Alert>
  );
}
