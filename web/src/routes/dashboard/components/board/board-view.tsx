import type { ApplicationCard, ApplicationStatus } from '@futurefund/core';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState } from 'react';
import { useChangeStatus } from '../../api/update-application';
import { boardStatuses } from '../../model/status';
import { PremiumBadge } from '../status-badges';
import { BoardCard } from './board-card';
import { BoardCardPreview } from './board-card-preview';
import { BoardColumn } from './board-column';
import {
  collisionDetection,
  columnCoordinates,
  dataOf,
  instructions,
  moveControlId,
  statusOfColumn,
  useBoardAnnouncements,
  type FocusAfterMove,
} from './board-dnd';

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

  const announcements = useBoardAnnouncements();

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
