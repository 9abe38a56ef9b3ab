import type { ApplicationCard } from '@futurefund/core';
import { kindLabel } from '../../../../lib/format';
import { cn } from '../../../../lib/utils';
import { cardTitle, deadlineText, rewardFact } from '../../model/card-text';

/** Title, kind, award or company, and deadline: what a board card and its drag preview show. */
export function BoardCardSummary({ card }: { card: ApplicationCard }) {
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
