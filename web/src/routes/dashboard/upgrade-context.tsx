import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { UpgradeDialog } from '../../components/upgrade-dialog/upgrade-dialog';
import { paths } from '../../lib/paths';

/** Opens the upgrade offer; `onClosed` runs after it closes (e.g. to put focus back on a card). */
type RequestUpgrade = (onClosed?: () => void) => void;

const UpgradeContext = createContext<RequestUpgrade | null>(null);

/**
 * One upgrade dialog for the whole dashboard (mode application_access: the user is signed in),
 * opened when the server refuses a status change with 403 PREMIUM_REQUIRED.
 */
export function UpgradeProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const onClosed = useRef<(() => void) | undefined>(undefined);
  const request = useCallback<RequestUpgrade>((then) => {
    onClosed.current = then;
    setIsOpen(true);
  }, []);
  const handleClose = () => {
    setIsOpen(false);
    const then = onClosed.current;
    onClosed.current = undefined;
    // After the dialog has left and the browser has put focus back where it was.
    if (then) setTimeout(then, 0);
  };
  return (
    <UpgradeContext.Provider value={request}>
      {children}
      {isOpen ? (
        <UpgradeDialog
          mode="application_access"
          isSignedIn
          returnTo={paths.dashboard}
          onClose={handleClose}
        />
      ) : null}
    </UpgradeContext.Provider>
  );
}

export function useRequestUpgrade(): RequestUpgrade {
  const request = useContext(UpgradeContext);
  if (!request) throw new Error('useRequestUpgrade must be used within an UpgradeProvider');
  return request;
}
