import type { ApplicationStatus } from '@futurefund/core';
import {
  closestCenter,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useRef } from 'react';
import { boardStatuses, statusLabel } from '../../model/status';

// The board's drag-and-drop plumbing (dnd-kit): ids, keyboard moves, drops and what is announced.

export const columnId = (status: ApplicationStatus) => `column-${status}`;
export const dragId = (id: number) => `application-${id}`;
/** The Move to select of a card, by element id, to put focus back on it after a move. */
export const moveControlId = (id: number) => `board-${id}-move`;

export type DragData = { id: number; status: ApplicationStatus; title: string };
export type FocusAfterMove = { id: number; status: ApplicationStatus; control: 'handle' | 'select' };

export const statusOfColumn = (id: UniqueIdentifier | undefined) =>
  boardStatuses.find((status) => columnId(status) === id);

/** Every draggable card carries its DragData (set by BoardCard). */
export const dataOf = (active: { data: { current?: unknown } }) => active.data.current as DragData;

/**
 * Keyboard moves jump whole columns: Left/Right put the card over the previous/next column (the
 * default 25 px steps would take ten presses per column). Up/Down do nothing while dragging.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
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
export const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

export const instructions =
  'To move this card, press Space or Enter. Use the Left and Right arrow keys to choose a column, then press Space or Enter to drop it there, or Escape to cancel.';

const columnName = (id: UniqueIdentifier | undefined) => {
  const status = statusOfColumn(id);
  return status ? statusLabel(status) : undefined;
};

/** What the live region says while a card is picked up, moved over columns and dropped. */
export function useBoardAnnouncements(): Announcements {
  // The column last announced: the drag starts over the card's own column, and saying so at once
  // would cut off the "Picked up" message in the assertive live region.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  return {
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
}
