import type { ApplicationCard } from '@futurefund/core';
import { BoardCardSummary } from './board-card-summary';

/** What follows the pointer (or keyboard) while dragging: the card's summary, not its controls. */
export function BoardCardPreview({ card }: { card: ApplicationCard }) {
  return (
    // Hidden from assistive technology: the announcements say where the card is.
    <div
      aria-hidden="true"
      className="grid cursor-grabbing gap-1 rounded-md border bg-card p-3 text-card-foreground shadow-lg"
    >
      <BoardCardSummary card={card} />
    </div>
  );
}
