import { Spinner } from '../../../components/ui/spinner';
import { hasPremiumPlan } from '../../../lib/premium';
import { CheckFailed } from './check-failed';
import { NoPaymentFound } from './no-payment-found';
import { PaymentProcessing } from './payment-processing';
import { PremiumWelcome } from './premium-welcome';
import { useSubscriptionCheck } from './use-subscription-check';

/** For a signed-in visitor: what the server says after re-reading the subscription from Stripe. */
export function SubscriptionOutcome({
  username,
  announce,
}: {
  username: string;
  announce: (message: string) => void;
}) {
  const { answer, check, isChecking, error, settledChecks } = useSubscriptionCheck();
  if (!answer) {
    return error ? (
      <CheckFailed error={error} onRetry={check} isRetrying={isChecking} />
    ) : (
      <Spinner label="Checking your subscription…" />
    );
  }
  if (hasPremiumPlan(answer)) return <PremiumWelcome username={username} announce={announce} />;
  if (answer.paymentProcessing) {
    return <PaymentProcessing check={check} isChecking={isChecking} settledChecks={settledChecks} />;
  }
  return <NoPaymentFound />;
}
