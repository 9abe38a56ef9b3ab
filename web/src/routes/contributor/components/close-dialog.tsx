import type { Submission } from '@futurefund/core';
import { Button } from '../../../components/ui/button';
import { ModalDialog, useModal } from '../../../components/ui/modal-dialog';

type CloseDialogProps = {
  submission: Submission;
  isPending: boolean;
  /** Closes the listing; call `done` once it has settled to close the dialog. */
  onConfirm: (done: () => void) => void;
  onClose: () => void;
};

/** Closing cannot be undone from here, so it is confirmed; Cancel has focus first. */
export function CloseDialog({ submission, isPending, onConfirm, onClose }: CloseDialogProps) {
  const { ref, close } = useModal();
  return (
    <ModalDialog
      dialogRef={ref}
      close={close}
      title="Close this listing?"
      description={`Students will no longer see "${submission.title}" as open.`}
      onClose={onClose}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" data-autofocus onClick={close}>
          Cancel
        </Button>
        <Button variant="destructive" disabled={isPending} onClick={() => onConfirm(close)}>
          {isPending ? 'Closing…' : 'Close listing'}
        </Button>
      </div>
    </ModalDialog>
  );
}
