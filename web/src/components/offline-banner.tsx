import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { isOffline, subscribeConnectivity } from '../lib/connectivity';

const serverSnapshot = () => false;

/**
 * Explains, politely, why pages show errors or old content while there is no connection. The
 * status region is always in the document so screen readers announce the message when it appears.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline, serverSnapshot);
  return (
    <div role="status" className={offline ? 'border-b border-border bg-muted text-foreground' : undefined}>
      {offline ? (
        <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          You&apos;re offline. FutureFund will load new data when your connection is back.
        </p>
      ) : null}
    </div>
  );
}
