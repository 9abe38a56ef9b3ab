import { APPLICATION_NOTES_MAX, type ApplicationCard } from '@futurefund/core';
import { useId, useState, type FormEvent } from 'react';
import { useSaveNotes } from '../api/update-application';
import { cardTitle } from '../model/card-text';
import { ModalDialog, useModal } from '../../../components/ui/modal-dialog';
import { CancelSaveButtons, LimitedTextField } from './text-area';

/** Free-form notes on one application (max 5000); free for everyone. */
export function NotesDialog({ card, onClose }: { card: ApplicationCard; onClose: () => void }) {
  const { ref: dialogRef, close } = useModal();
  const save = useSaveNotes();
  const [notes, setNotes] = useState(card.notes ?? '');
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ id: card.id, notes }, { onSuccess: close });
  }

  return (
    <ModalDialog
      dialogRef={dialogRef}
      close={close}
      title="Notes"
      description={cardTitle(card)}
      onClose={onClose}
    >
      <form className="grid gap-4" onSubmit={submit}>
        <LimitedTextField
          id={`${id}-notes`}
          label="Notes"
          data-autofocus
          className="min-h-40"
          value={notes}
          max={APPLICATION_NOTES_MAX}
          onValueChange={setNotes}
        />
        <CancelSaveButtons onCancel={close} isSaving={save.isPending} />
      </form>
    </ModalDialog>
  );
}
