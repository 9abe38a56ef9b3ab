import { Button } from '../../../../components/ui/button';
import { ModalDialog, useModal } from '../../../../components/ui/modal-dialog';
import { useCancelSubscription } from '../../api/plan';

/**
 * Cancelling stops renewal only: Premium continues until the paid period ends, which the dialog
 * says before anything changes. A failure keeps it open to try again (the toast says why).
 */
export function CancelSubscriptionDialog({
  endsOn,
  onClose,
}: {
  endsOn: string | null;
  onClose: () => void;
}) {
  const { ref, close } = useModal();
  const cancel = useCancelSubscription();
  return (
    <ModalDialog
      dialogRef={ref}
      close={close}
      title="Cancel your Premium subscription?"
      description={`Your Premium access continues until ${endsOn ?? 'the end of this billing period'}. After that you are on the Free plan and are not charged again.`}
      onClose={onClose}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={close} data-autofocus>
          Keep Premium
        </Button>
        <Button
          variant="destructive"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: close })}
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel subscription'}
        </Button>
      </div>
    </ModalDialog>
  );
}
