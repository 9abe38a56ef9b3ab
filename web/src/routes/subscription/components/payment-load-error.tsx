import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

export const PAYMENT_FORM_LOAD_ERROR =
  'The secure payment form could not load. Check your connection and try again.';

/**
 * Stripe.js (or the form's own code) did not arrive: offline, blocked by an extension or a
 * network filter. Say so and offer another try, never leave an empty card.
 */
export function PaymentLoadError({
  onRetry,
  isRetrying = false,
}: {
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <Alert variant="destructive" className="justify-items-start">
      <AlertTitle as="h3">Payment form unavailable</AlertTitle>
      <AlertDescription className="text-card-foreground">{PAYMENT_FORM_LOAD_ERROR}</AlertDescription>
      <Button variant="outline" size="sm" className="mt-2" disabled={isRetrying} onClick={onRetry}>
        {isRetrying ? 'Trying again…' : 'Try again'}
      </Button>
    </Alert>
  );
}
