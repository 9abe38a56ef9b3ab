import { Clock } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';

/** Stripe usually settles a payment within seconds; ask every 3 s for about half a minute. */
export const POLL_INTERVAL_MS = 3000;
export const POLL_ATTEMPTS = 10;

type PaymentProcessingProps = {
  check: () => void;
  isChecking: boolean;
  /** How many checks have finished; each one starts the wait for the next. */
  settledChecks: number;
};

/**
 * A payment Stripe has not settled yet (some methods take a while, webhooks can lag): say so, keep
 * asking for a while, and let the person ask again. No countdown: there is nothing to go to yet.
 */
export function PaymentProcessing({ check, isChecking, settledChecks }: PaymentProcessingProps) {
  const [polls, setPolls] = useState(0);
  const isPolling = polls < POLL_ATTEMPTS;
  const poll = useEffectEvent(() => {
    if (!isPolling || isChecking) return;
    setPolls((count) => count + 1);
    check();
  });
  useEffect(() => {
    // Timed from the last finished check, so a slow server is never asked twice at once.
    const timer = setTimeout(poll, POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [settledChecks]);

  return (
    <div className="grid justify-items-center gap-4 text-center">
      <Clock aria-hidden="true" className="size-10 text-primary" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your payment is processing</h1>
      <p className="max-w-xl text-muted-foreground">
        Stripe is still confirming your payment. Premium unlocks as soon as Stripe confirms it
        {isPolling ? '; this page checks again every few seconds.' : '.'}
      </p>
      {isPolling ? null : (
        <p className="max-w-xl">
          This is taking longer than usual. Check again in a minute, or come back later: Premium unlocks on
          its own once Stripe confirms the payment.
        </p>
      )}
      <Button
        variant="outline"
        disabled={isChecking}
        onClick={() => {
          // A new window of checks, starting now.
          setPolls(0);
          check();
        }}
      >
        {isChecking ? 'Checking…' : 'Check again'}
      </Button>
    </div>
  );
}
