import type { ApplicationCard, ApplicationStatus } from '@futurefund/core';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/utils';
import { useChangeStatus } from '../api/update-application';
import { boardStatuses, statusLabel } from '../model/status';
import { cardTitle, deadlineText, rewardFact } from '../model/card-text';
import { kindLabel } from '../../../lib/format';
import { PremiumBadge } from './status-badges';

const columnId = (status: ApplicationStatus) => `column-${status}`;
const dragId = (id: number) => `application-${id}`;
/** The Move to select of a card, by element id, to put focus back on it after a move. */
export const moveControlId = (id: number) => `board-${id}-move`;

type DragData = { id: number; status: ApplicationStatus; title: string };
type FocusAfterMove = { id: number; status: ApplicationStatus; control: 'handle' | 'select' };

const statusOfColumn = (id: UniqueIdentifier | undefined) =>
  boardStatuses.find((status) => columnId(status) === id);

/**
 * Keyboard moves jump whole columns: Left/Right put the card over the previous/next column (the
 * default 25 px steps would take ten presses per column). Up/Down do nothing while dragging.
 */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
  if (step === 0 || !context.collisionRect) return undefined;
  const data = context.active?.data.current as DragData | undefined;
  const current = statusOfColumn(context.over?.id) ?? data?.status;
  if (!current) return undefined;
  const target = boardStatuses[boardStatuses.indexOf(current) + step];
  const rect = target ? context.droppableRects.get(columnId(target)) : undefined;
  if (!rect) return undefined;
  event.preventDefault();
  return { x: rect.left + (rect.width - context.collisionRect.width) / 2, y: currentCoordinates.y };
};

/** A pointer drops on the column under it; a keyboard drag (no pointer) on the nearest column. */
const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

const instructions =
  'To move this card, press Space or Enter. Use the Left and Right arrow keys to choose a column, then press Space or Enter to drop it there, or Escape to cancel.';

/**
 * The board: one column per status; cards move by drag and drop, by keyboard (dnd-kit's keyboard
 * sensor) or with each card's plain Move to select. Moves show at once and are put back if the
 * server refuses (403 PREMIUM_REQUIRED opens the upgrade dialog).
 */
export function BoardView({ cards, isPremium }: { cards: ApplicationCard[]; isPremium: boolean }) {
  const [dragged, setDragged] = useState<ApplicationCard | null>(null);
  // A moved card remounts in its new column; focus goes back to the control that moved it
  // (dnd-kit's own focus restore runs before the move and finds the handle still focused).
  const [focusAfterMove, setFocusAfterMove] = useState<FocusAfterMove | null>(null);
  const change = useChangeStatus({
    onUpgradeClosed: (id) => document.getElementById(moveControlId(id))?.focus(),
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const dataOf = (active: { data: { current?: unknown } }) => active.data.current as DragData;
  const columnName = (id: UniqueIdentifier | undefined) => {
    const status = statusOfColumn(id);
    return status ? statusLabel(status) : undefined;
  };
  // The column last announced: the drag starts over the card's own column, and saying so at once
  // would cut off the "Picked up" message in the assertive live region.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = columnId(dataOf(active).status);
      return `Picked up ${dataOf(active).title}. It is in ${statusLabel(dataOf(active).status)}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === announcedOver.current) return undefined;
      announcedOver.current = overId;
      return over
        ? `${dataOf(active).title} is over ${columnName(over.id)}.`
        : `${dataOf(active).title} is not over a column.`;
    },
    onDragEnd: ({ active, over }) => {
      const { title, status } = dataOf(active);
      const target = statusOfColumn(over?.id);
      return target && target !== status
        ? `Moved ${title} to ${statusLabel(target)}`
        : `${title} stays in ${statusLabel(status)}.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${dataOf(active).title} was cancelled. It stays in ${statusLabel(dataOf(active).status)}.`,
  };

  const move = (id: number, status: ApplicationStatus) => change.mutate({ id, status, optimistic: true });

  function handleDragStart({ active }: DragStartEvent) {
    setDragged(cards.find((card) => card.id === dataOf(active).id) ?? null);
  }
  function handleDragEnd({ active, over, activatorEvent }: DragEndEvent) {
    setDragged(null);
    const { id, status } = dataOf(active);
    const target = statusOfColumn(over?.id);
    if (!target || target === status) return;
    if (activatorEvent instanceof KeyboardEvent) setFocusAfterMove({ id, status: target, control: 'handle' });
    move(id, target);
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <p id="board-help" className="text-sm text-muted-foreground">
        Drag a card by its handle to another column, or focus the handle, press Space, choose a column with
        the arrow keys and press Space again. Each card also has a Move to list.
      </p>
      {isPremium ? null : (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <PremiumBadge />
          Moving a card changes its status, a Premium feature.
        </p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
        onDragStart={handleDragStart}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        {/* At 360 px the five columns scroll sideways; the page itself never does. `relative` makes this
            the containing block of the cards' sr-only text, which would otherwise widen the page. */}
        <div className="relative overflow-x-auto pb-2">
          <div className="grid auto-cols-[minmax(13rem,1fr)] grid-flow-col gap-3">
            {boardStatuses.map((status) => (
              <BoardColumn
                key={status}
                status={status}
                cards={cards.filter((card) => card.status === status)}
                renderCard={(card) => (
                  <BoardCard
                    card={card}
                    isMoving={dragged?.id === card.id}
                    focusControl={
                      focusAfterMove?.id === card.id && focusAfterMove.status === card.status
                        ? focusAfterMove.control
                        : null
                    }
                    onFocused={() => setFocusAfterMove(null)}
                    onMove={(target) => {
                      setFocusAfterMove({ id: card.id, status: target, control: 'select' });
                      move(card.id, target);
                    }}
                  />
                )}
              />
            ))}
          </div>
        </div>
        <DragOverlay dropAnimation={null}>{dragged ? <BoardCardPreview card={dragged} /> : null}</DragOverlay>
      </DndContext>
    </div>
  );
}

function BoardColumn({
  status,
  cards,
  renderCard,
}: {
  status: ApplicationStatus;
  cards: ApplicationCard[];
  renderCard: (card: ApplicationCard) => ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status) });
  return (
    <section
      ref={setNodeRef}
      // The region's name carries the count ("Saved, 2 applications"); the badge is for the eye.
      aria-label={`${statusLabel(status)}, ${cards.length} ${cards.length === 1 ? 'application' : 'applications'}`}
      data-board-column={status}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-muted/50 p-3 transition-colors',
        isOver && 'border-primary bg-accent/40',
      )}
    >
      <h3 className="flex items-center justify-between gap-2 text-sm font-semibold">
        {statusLabel(status)}
        <span aria-hidden="true" className="rounded-full bg-background px-2 py-0.5 text-xs tabular-nums">
          {cards.length}
        </span>
      </h3>
      {cards.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
          No applications
        </p>
      ) : (
        <ul className="grid gap-3">
          {cards.map((card) => (
            <li key={card.id}>{renderCard(card)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CardSummary({ card }: { card: ApplicationCard }) {
  const reward = rewardFact(card);
  return (
    <>
      <h4
        className={cn(
          'text-sm font-semibold break-words',
          card.title === null && 'font-medium text-muted-foreground italic',
        )}
      >
        {cardTitle(card)}
      </h4>
      <p className="text-xs text-muted-foreground">
        {kindLabel(card.type)} · <span className="sr-only">{reward.term}: </span>
        {reward.text}
      </p>
      <p className="text-xs text-muted-foreground">
        <span className="sr-only">Deadline: </span>
        {deadlineText(card.deadline)}
      </p>
    </>
  );
}

type BoardCardProps = {
  card: ApplicationCard;
  isMoving: boolean;
  /** Set once the card shows in the column it was moved to: which of its controls takes focus. */
  focusControl: FocusAfterMove['control'] | null;
  onFocused: () => void;
  onMove: (status: ApplicationStatus) => void;
};

function BoardCard({ card, isMoving, focusControl, onFocused, onMove }: BoardCardProps) {
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
          <CardSummary card={card} />
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

/** What follows the pointer (or keyboard) while dragging: the card's summary, not its controls. */
function BoardCardPreview({ card }: { card: ApplicationCard }) {
  return (
    // Hidden from assistive technology: the announcements say where the card is.
    <div
      aria-hidden="true"
      className="grid cursor-grabbing gap-1 rounded-md border bg-card p-3 text-card-foreground shadow-lg"
    >
      <CardSummary card={card} />
    </div>
  );
}
