import { rejectSubmissionSchema, type ReviewQueueItem } from '@futurefund/core';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/form-field';
import { ModalDialog, useModal } from '../../components/ui/modal-dialog';
import { TextArea } from '../../components/ui/textarea';
import { toast } from '../../hooks/use-toast';
import { showErrorToast } from '../../lib/error-toast';
import { useReject } from './submissions-api';

/**
 * Reject with a reason: the contributor reads it by e-mail and on their dashboard, so the same
 * contract rule as the server's decides whether it is long enough.
 */
export function RejectDialog({ item, onClose }: { item: ReviewQueueItem; onClose: () => void }) {
  const { ref, close } = useModal();
  const reject = useReject();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rejectSubmissionSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    reject.mutate(
      { type: item.type, id: item.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast({
            title: 'Submission rejected',
            description: `${item.title} was rejected; its contributor is told why.`,
          });
          close();
        },
        onError: (failure) => showErrorToast(failure, 'Could not reject the submission'),
      },
    );
  };

  return (
    <ModalDialog
      dialogRef={ref}
      close={close}
      title={`Reject ${item.title}?`}
      description="The contributor sees this reason and can edit the submission and send it again."
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field label="Reason for rejecting" error={error}>
          {(control) => (
            <TextArea
              {...control}
              data-autofocus
              required
              rows={4}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={reject.isPending}>
            {reject.isPending ? 'Rejecting...' : 'Reject submission'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
