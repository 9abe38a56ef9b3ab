import type { ApplicationCard } from '@futurefund/core';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useApplicationHistory } from '../api/applications';
import { cardTitle, historyText } from '../model/card-text';
import { formatTimestamp } from '../../../lib/format';
import { ModalDialog, useModal } from '../../../components/ui/modal-dialog';

/** The status changes of one application, oldest first (the first line is when it was saved). */
export function HistoryDialog({ card, onClose }: { card: ApplicationCard; onClose: () => void }) {
  const { ref: dialogRef, close } = useModal();
  const history = useApplicationHistory(card.id);
  return (
    <ModalDialog
      dialogRef={dialogRef}
      close={close}
      title="History"
      description={cardTitle(card)}
      onClose={onClose}
    >
      {history.isPending ? <Spinner label="Loading history…" className="py-6" /> : null}
      {history.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>Failed to load the history. Please try again later.</p>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {history.data?.length === 0 ? <p className="text-sm">No history yet.</p> : null}
      {history.data && history.data.length > 0 ? (
        <ol aria-label="Status changes" className="grid gap-3 border-l-2 pl-4">
          {history.data.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 text-sm">
              <span className="font-medium">{historyText(entry)}</span>
              <time dateTime={entry.changedAt} className="text-muted-foreground">
                {formatTimestamp(entry.changedAt)}
              </time>
              {entry.note ? <p className="break-words">{entry.note}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </ModalDialog>
  );
}
