import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalDialog, useModal } from '../../../components/ui/modal-dialog';

/**
 * "Are you sure?" for the builder (removing an entry, deleting a draft, saving flagged facts).
 * Cancel has focus first, so Enter does no harm; the answer is given once the dialog has closed,
 * so focus is back on the page before the action moves it.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  isDestructive = false,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  isDestructive?: boolean;
  onClose: (confirmed: boolean) => void;
}) {
  const { ref, close } = useModal();
  const confirmed = useRef(false);
  return (
    <ModalDialog
      dialogRef={ref}
      close={close}
      title={title}
      description={description}
      onClose={() => onClose(confirmed.current)}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" data-autofocus onClick={close}>
          Cancel
        </Button>
        <Button
          variant={isDestructive ? 'destructive' : 'default'}
          onClick={() => {
            confirmed.current = true;
            close();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
