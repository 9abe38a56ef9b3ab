import { documentMessages, type DocumentSummary } from '@futurefund/core';
import { Button } from '../../../../components/ui/button';
import { ModalDialog, useModal } from '../../../../components/ui/modal-dialog';
import { useDeleteDocument } from '../../api/documents';

/** Product §5: deleting asks first. Cancel has focus, so Enter alone deletes nothing. */
export function DeleteDocumentDialog({
  document,
  onClose,
}: {
  document: DocumentSummary;
  onClose: () => void;
}) {
  const { ref, close } = useModal();
  const remove = useDeleteDocument();
  return (
    <ModalDialog
      dialogRef={ref}
      close={close}
      title={`Delete ${document.name}?`}
      description={documentMessages.deleteConfirm}
      onClose={onClose}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" data-autofocus onClick={close}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate(document.id, { onSettled: close })}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </ModalDialog>
  );
}
