import type { ApplicationCard, ApplicationStatus } from '@futurefund/core';
import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { cn } from '../../../../lib/utils';
import { statusLabel } from '../../model/status';
import { columnId } from './board-dnd';

type BoardColumnProps = {
  status: ApplicationStatus;
  cards: ApplicationCard[];
  renderCard: (card: ApplicationCard) => ReactNode;
};

/** One status column: a drop target and a region named with its count. */
export function BoardColumn({ status, cards, renderCard }: BoardColumnProps) {
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
