import type { ApplicationCard } from '@futurefund/core';
import { Banknote, Building2, CalendarDays, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { appliedText, cardTitle, deadlineText, rewardFact } from '../model/card-text';
import { kindLabel } from '../../../lib/format';
import { IconFact } from '../../../components/ui/icon-fact';
import { Badge } from '../../../components/ui/badge';
import { AttachedDocuments } from './attached-documents';
import { StatusBadge } from './status-badges';

export type CardAction = 'status' | 'notes' | 'history' | 'remove';

const MAX_CARD_TAGS = 3;

/** Element ids of a card's buttons, so focus can come back to them after a dialog. */
export const cardControlId = (id: number, action: CardAction) => `application-${id}-${action}`;

/** One application in the list (product §2 card fields) with its actions. */
export function ApplicationCardView({
  card,
  isPremium,
  onAction,
}: {
  card: ApplicationCard;
  isPremium: boolean;
  onAction: (action: CardAction, card: ApplicationCard) => void;
}) {
  const title = cardTitle(card);
  const reward = rewardFact(card);
  const tags = card.tags.slice(0, MAX_CARD_TAGS);
  const hiddenTags = card.tags.length - tags.length;
  const action = (
    kind: CardAction,
    label: string,
    name: string,
    variant: 'outline' | 'ghost' = 'outline',
  ) => (
    <Button
      id={cardControlId(card.id, kind)}
      size="sm"
      variant={variant}
      aria-label={name}
      onClick={() => onAction(kind, card)}
    >
      {label}
    </Button>
  );
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-2 p-5">
        <div className="flex flex-wrap gap-2">
          <Badge variant="accent">{kindLabel(card.type)}</Badge>
          <StatusBadge status={card.status} />
        </div>
        <CardTitle
          className={card.title === null ? 'text-base text-muted-foreground italic' : 'text-base break-words'}
        >
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 p-5 pt-0 text-sm">
        <dl className="grid gap-1.5">
          <IconFact icon={card.opportunityType === 'internship' ? Building2 : Banknote} term={reward.term}>
            {reward.text}
          </IconFact>
          <IconFact icon={CalendarDays} term="Deadline">
            {deadlineText(card.deadline)}
          </IconFact>
          <IconFact icon={CircleCheck} term="Applied">
            {appliedText(card.dateApplied)}
          </IconFact>
        </dl>
        {tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {tags.map((tag, index) => (
              <li key={`${index}-${tag}`}>
                <Badge>{tag}</Badge>
              </li>
            ))}
            {hiddenTags > 0 ? (
              <li>
                <Badge variant="outline">+{hiddenTags} more</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {card.notes ? (
          <p className="line-clamp-2 break-words text-muted-foreground">
            <span className="font-medium text-foreground">Notes: </span>
            {card.notes}
          </p>
        ) : null}
        <AttachedDocuments card={card} isPremium={isPremium} />
      </CardContent>
      <CardFooter className="flex-wrap gap-2 p-5 pt-0">
        {/* Names start with the visible words (voice control) and add which card they are for. */}
        {action('status', 'Update Status', `Update Status for ${title}`, 'outline')}
        {card.title !== null ? (
          <Button asChild size="sm">
            <Link
              to={paths.opportunity(card.opportunityType, card.opportunityId)}
              aria-label={`View ${title}`}
            >
              View
            </Link>
          </Button>
        ) : null}
        {action('notes', 'Notes', `Notes for ${title}`)}
        {action('history', 'History', `History for ${title}`)}
        {action('remove', 'Remove', `Remove ${title}`, 'ghost')}
      </CardFooter>
    </Card>
  );
}
