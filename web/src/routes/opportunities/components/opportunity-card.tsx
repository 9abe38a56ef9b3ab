import type { OpportunityListItem } from '@futurefund/core';
import { Banknote, CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { listingKindLabel } from '../../../lib/format';
import { deadlineLabel } from '../../../lib/provenance';
import { ProvenanceLine } from '../../../components/provenance-line';
import { paths } from '../../../lib/paths';
import { isClosed, locationLabel, rewardLabel, truncateDescription } from '../card-format';
import { IconFact } from '../../../components/ui/icon-fact';
import { Badge } from '../../../components/ui/badge';
import { SaveButton } from './save-button';

const MAX_CARD_TAGS = 3;

type OpportunityCardProps = {
  item: OpportunityListItem;
  /** History state for the detail link, so its "Back to opportunities" returns here. */
  linkState?: unknown;
};

/** One browse result (product §2 card fields). */
export function OpportunityCard({ item, linkState }: OpportunityCardProps) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-2 p-5">
        <div className="flex flex-wrap gap-2">
          <Badge variant="accent">
            {item.type === 'scholarship' ? listingKindLabel(item.kind, item) : listingKindLabel(item.kind)}
          </Badge>
          {isClosed(item) ? <Badge variant="outline">Closed</Badge> : null}
        </div>
        <CardTitle className="text-base break-words">{item.title}</CardTitle>
        {item.organization ? <p className="text-sm text-muted-foreground">{item.organization}</p> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 p-5 pt-0 text-sm">
        {item.description ? <p className="break-words">{truncateDescription(item.description)}</p> : null}
        <CardFacts item={item} />
        <div className="mt-auto">
          <ProvenanceLine sourceName={item.sourceName} lastVerifiedAt={item.lastVerifiedAt} />
        </div>
      </CardContent>
      <CardFooter className="flex-wrap gap-2 p-5 pt-0">
        <Button asChild size="sm">
          {/* The name starts with the visible words (voice control) and adds which card it is. */}
          <Link
            to={paths.opportunity(item.type, item.id)}
            state={linkState}
            aria-label={`View Details for ${item.title}`}
          >
            View Details
          </Link>
        </Button>
        <SaveButton item={item} />
      </CardFooter>
    </Card>
  );
}

/** Award or pay, deadline and location, then up to 3 tags. */
function CardFacts({ item }: { item: OpportunityListItem }) {
  const tags = item.tags.slice(0, MAX_CARD_TAGS);
  return (
    <>
      <dl className="grid gap-1.5">
        <IconFact icon={Banknote} term={item.type === 'scholarship' ? 'Award' : 'Pay'}>
          {rewardLabel(item)}
        </IconFact>
        <IconFact icon={CalendarDays} term="Deadline">
          {deadlineLabel(item)}
        </IconFact>
        <IconFact icon={MapPin} term="Location">
          {locationLabel(item)}
        </IconFact>
      </dl>
      {tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag, index) => (
            <li key={`${index}-${tag}`}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
