import type { SubscriptionState } from '@futurefund/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSyncSubscription } from '../api/subscription';

/**
 * Asks the server to re-read the subscription from Stripe once when the page opens, and again on
 * demand. The page shows the last answer, which stays on screen while a new check runs, so a
 * poll does not flash a spinner. The ref keeps StrictMode's second effect run from checking twice.
 */
export function useSubscriptionCheck() {
  const sync = useSyncSubscription();
  const { mutate } = sync;
  const [answer, setAnswer] = useState<SubscriptionState | null>(null);
  // Counts finished checks (answered or failed), so polling can wait for one before the next.
  const [settledChecks, setSettledChecks] = useState(0);
  const check = useCallback(
    () =>
      mutate(undefined, {
        onSuccess: setAnswer,
        onSettled: () => setSettledChecks((count) => count + 1),
      }),
    [mutate],
  );
  const hasChecked = useRef(false);
  useEffect(() => {
    if (hasChecked.current) return;
    hasChecked.current = true;
    check();
  }, [check]);
  return { answer, check, isChecking: sync.isPending, error: sync.error, settledChecks };
}
