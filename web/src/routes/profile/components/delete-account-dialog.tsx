import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ModalDialog, useModal } from '../../../components/ui/modal-dialog';
import { useAuth } from '../../../hooks/use-auth';
import { useDeleteAccount } from '../api/profile';

/**
 * Deleting the account cannot be undone, so the username must be typed again, exactly, before
 * the button works; the server checks it too.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { ref, close } = useModal();
  const username = useAuth().user?.username ?? '';
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const matches = typed === username && username !== '';
  return (
    <ModalDialog
      dialogRef={ref}
      close={close}
      title="Delete your account?"
      description="This cannot be undone."
      onClose={onClose}
    >
      <p className="text-sm">
        Your account, profile, tracked applications with their notes and history, every document in your
        vault, your recommendations and reactions, and all your sessions are deleted. Opportunities you posted
        stay listed, without your name.
      </p>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) remove.mutate(typed);
        }}
      >
        <Field label={`Type your username (${username}) to confirm`}>
          {(field) => (
            <Input
              {...field}
              data-autofocus
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
