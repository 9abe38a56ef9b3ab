import type { ApplicationCard, ApplicationStatus } from '@futurefund/core';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { NativeSelect } from '../../../../components/ui/native-select';
import { cn } from '../../../../lib/utils';
import { cardTitle } from '../../model/card-text';
import { boardStatuses, statusLabel } from '../../model/status';
import { BoardCardSummary } from './board-card-summary';
import { dragId, moveControlId, type DragData, type FocusAfterMove } from './board-dnd';

type BoardCardProps = {
  card: ApplicationCard;
  isMoving: boolean;
  /** Set once the card shows in the column it was moved to: which of its controls takes focus. */
  focusControl: FocusAfterMove['control'] | null;
  onFocused: () => void;
  onMove: (status: ApplicationStatus) => void;
};

/** A card on the board: a drag handle, its summary, and a plain Move to select. */
export function BoardCard({ card, isMoving, focusControl, onFocused, onMove }: BoardCardProps) {
  const title = cardTitle(card);
  const data: DragData = { id: card.id, status: card.status, title };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({
    id: dragId(card.id),
    data,
  });
  const selectRef = useRef<HTMLSelectElement>(null);
  const handleRef = useRef<HTMLButtonElement | null>(null);
  const [target, setTarget] = useState<ApplicationStatus>(card.status);

  useEffect(() => {
    if (!focusControl) return;
    (focusControl === 'handle' ? handleRef : selectRef).current?.focus();
    onFocused();
  }, [focusControl, onFocused]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (target !== card.status) onMove(target);
  }

  return (
    <article
      ref={setNodeRef}
      data-board-card={card.id}
      className={cn(
        'grid gap-2 rounded-md border bg-card p-3 text-card-foreground shadow-sm',
        isMoving && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-2">
        <button
          ref={(node) => {
            setActivatorNodeRef(node);
            handleRef.current = node;
          }}
          type="button"
          className="-ml-1 shrink-0 cursor-grab touch-none rounded-sm p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${title}`}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <div className="grid min-w-0 gap-1">
          <BoardCardSummary card={card} />
        </div>
      </div>
      <form className="grid gap-1" onSubmit={submit}>
        <label htmlFor={moveControlId(card.id)} className="text-xs font-medium">
          Move <span className="sr-only">{title}</span> to
        </label>
        {/* Side by side when the column is wide enough; in a narrow one Move wraps under the list. */}
        <div className="flex flex-wrap justify-end gap-2">
          <NativeSelect
            ref={selectRef}
            id={moveControlId(card.id)}
            className="h-9 w-auto min-w-0 flex-1 basis-36"
            value={target}
            onChange={(event) => setTarget(event.target.value as ApplicationStatus)}
          >
            {boardStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </NativeSelect>
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={target === card.status}
            aria-label={`Move ${title}`}
          >
            Move
          </Button>
        </div>
      </form>
    </article>
  );
}
