import {
  applicationStatuses,
  STATUS_NOTE_MAX,
  trackerMessages,
  type ApplicationCard,
  type ApplicationStatus,
} from '@futurefund/core';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { isPremiumRequired, useChangeStatus } from '../api/update-application';
import { cardTitle } from '../model/card-text';
import { statusLabel } from '../model/status';
import { PremiumBadge } from './status-badges';
import { ModalDialog, useModal } from '../../../components/ui/modal-dialog';
import { CancelSaveButtons, LimitedTextField } from './text-area';

type UpdateStatusDialogProps = { card: ApplicationCard; isPremium: boolean; onClose: () => void };

/** Status select plus an optional note about the change (max 500), then PATCH. */
export function UpdateStatusDialog({ card, isPremium, onClose }: UpdateStatusDialogProps) {
  const { ref: dialogRef, close } = useModal();
  const change = useChangeStatus();
  const [status, setStatus] = useState<ApplicationStatus>(card.status);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (status === card.status) {
      setError(`It is already ${statusLabel(status)}. Choose a new status.`);
      return;
    }
    change.mutate(
      { id: card.id, status, statusNote: note.trim() || null },
      {
        onSuccess: close,
        // The upgrade offer replaces this dialog; other failures keep it open to try again.
        onError: (failure) => (isPremiumRequired(failure) ? close() : undefined),
      },
    );
  }

  return (
    <ModalDialog
      dialogRef={dialogRef}
      close={close}
      title="Update Status"
      description={cardTitle(card)}
      onClose={onClose}
    >
      {isPremium ? null : (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <PremiumBadge />
          {trackerMessages.premiumRequired}
        </p>
      )}
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            Status
          </label>
          <NativeSelect
            id={`${id}-status`}
            data-autofocus
            value={status}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setStatus(event.target.value as ApplicationStatus);
              setError(undefined);
            }}
          >
            {applicationStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <LimitedTextField
          id={`${id}-note`}
          label="Note (optional)"
          value={note}
          max={STATUS_NOTE_MAX}
          onValueChange={setNote}
        />
        <CancelSaveButtons onCancel={close} isSaving={change.isPending} />
      </form>
    </ModalDialog>
  );
}
