import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalDialog, useModal } from '../../../components/ui/modal-dialog';

type ConfirmDialogProps = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Runs the action; call `done` when it has settled to close the dialog. */
  onConfirm: (done: () => void) => void;
  onClose: () => void;
};

/** "Are you sure?" for destructive actions; Cancel has focus first, so Enter does no harm. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { ref: dialogRef, close } = useModal();
  return (
    <ModalDialog
      dialogRef={dialogRef}
      close={close}
      title={title}
      description={description}
      onClose={onClose}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" data-autofocus onClick={close}>
          Cancel
        </Button>
        <Button variant="destructive" disabled={isPending} onClick={() => onConfirm(close)}>
          {isPending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
