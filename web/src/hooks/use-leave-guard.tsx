import { useEffect, useRef } from 'react';
import { useBlocker } from '../app/app-router';
import { Button } from '../components/ui/button';
import { ModalDialog, useModal } from '../components/ui/modal-dialog';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's blocker,
 * closing or reloading the tab through beforeunload. Deliberate exits (Cancel, a successful
 * submit) call allowLeaving first. `description` says what happens to the changes on leaving.
 */
export function useLeaveGuard(hasChanges: boolean, description = savedLocallyText) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasChanges && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);

  return {
    allowLeaving: () => {
      allowed.current = true;
    },
    guardAgain: () => {
      allowed.current = false;
    },
    dialog:
      blocker.state === 'blocked' ? (
        <LeaveDialog
          description={description}
          onStay={() => blocker.reset()}
          onLeave={() => blocker.proceed()}
        />
      ) : null,
  };
}

const savedLocallyText =
  'Your changes are kept as a draft on this device; you can finish them when you come back.';

function LeaveDialog({
  description,
  onStay,
  onLeave,
}: {
  description: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { ref, close } = useModal();
  const leaving = useRef(false);
  return (
    <ModalDialog
      dialogRef={ref}
      close={close}
      title="Leave this page?"
      description={description}
      onClose={() => (leaving.current ? onLeave() : onStay())}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" data-autofocus onClick={close}>
          Stay
        </Button>
        <Button
          onClick={() => {
            leaving.current = true;
            close();
          }}
        >
          Leave
        </Button>
      </div>
    </ModalDialog>
  );
}
