import { APPLICATION_NOTES_MAX, type ApplicationCard } from '@futurefund/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useSaveNotes } from '../tracker-api';
import { cardTitle } from '../tracker-model';
import { ModalDialog, useModal } from './modal-dialog';
import { charactersUsed, TextArea } from './text-area';

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
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-notes`} className="text-sm font-medium">
            Notes
          </label>
          <TextArea
            id={`${id}-notes`}
            data-autofocus
            className="min-h-40"
            value={notes}
            maxLength={APPLICATION_NOTES_MAX}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setNotes(event.target.value)}
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {charactersUsed(notes, APPLICATION_NOTES_MAX)}
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
