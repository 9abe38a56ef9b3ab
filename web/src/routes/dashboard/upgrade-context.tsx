import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { UpgradeDialog, type UpgradeMode } from '../../components/upgrade-dialog/upgrade-dialog';
import { paths } from '../../lib/paths';

/** The Premium features the dashboard can be refused: the offer then names that feature. */
export type DashboardUpgradeMode = Extract<UpgradeMode, 'status_tracking' | 'documents'>;

/**
 * Opens the upgrade offer for what was refused; `onClosed` runs after it closes (e.g. to put focus
 * back on a card).
 */
type RequestUpgrade = (mode: DashboardUpgradeMode, onClosed?: () => void) => void;

const UpgradeContext = createContext<RequestUpgrade | null>(null);

/**
 * One upgrade dialog for the whole dashboard (the user is signed in), opened when the server
 * refuses a Premium feature with 403 PREMIUM_REQUIRED: a status change (status_tracking) or an
 * attachment (documents).
 */
export function UpgradeProvider({ children }: { children: ReactNode }) {
  const [openMode, setOpenMode] = useState<DashboardUpgradeMode | null>(null);
  const onClosed = useRef<(() => void) | undefined>(undefined);
  const request = useCallback<RequestUpgrade>((mode, then) => {
    onClosed.current = then;
    setOpenMode(mode);
  }, []);
  const handleClose = () => {
    setOpenMode(null);
    const then = onClosed.current;
    onClosed.current = undefined;
    // After the dialog has left and the browser has put focus back where it was.
    if (then) setTimeout(then, 0);
  };
  return (
    <UpgradeContext.Provider value={request}>
      {children}
      {openMode ? (
        <UpgradeDialog mode={openMode} isSignedIn returnTo={paths.dashboard} onClose={handleClose} />
      ) : null}
    </UpgradeContext.Provider>
  );
}

export function useRequestUpgrade(): RequestUpgrade {
  const request = useContext(UpgradeContext);
  if (!request) throw new Error('useRequestUpgrade must be used within an UpgradeProvider');
  return request;
}
