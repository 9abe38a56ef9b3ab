import type { OpportunityListItem, OpportunityType } from '@futurefund/core';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { browseReturnOf } from '../../../lib/browse-return';
import { paths } from '../../../lib/paths';
import { kindLabel } from '../../../lib/format';
import { useSimilarOpportunities } from '../api/opportunity';
import { DeadlineBadge } from './deadline-badge';

function SimilarItem({ item }: { item: OpportunityListItem }) {
  // A visitor who came from browse keeps their way back to it through similar listings too.
  const browseReturn = browseReturnOf(useLocation().state);
  return (
    <li className="flex flex-col gap-1 rounded-lg border bg-card p-4">
      <Link
        to={paths.opportunity(item.type, item.id)}
        state={browseReturn ? { browseReturn } : undefined}
        className="font-medium break-words text-primary underline-offset-4 hover:underline"
      >
        {item.title}
      </Link>
      <p className="text-sm text-muted-foreground">
        {[kindLabel(item.kind), item.organization].filter(Boolean).join(' · ')}
      </p>
      <div>
        <DeadlineBadge deadline={item.deadline} />
      </div>
    </li>
  );
}

function SimilarBody({ type, id }: { type: OpportunityType; id: number }) {
  const similar = useSimilarOpportunities(type, id);
  if (similar.isPending) return <Spinner label="Loading similar opportunities…" className="py-6" />;
  if (similar.isError) {
    return <p className="text-sm text-muted-foreground">Similar opportunities could not be loaded.</p>;
  }
  if (similar.data.length === 0) {
    return <p className="text-sm text-muted-foreground">No similar opportunities found.</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {similar.data.map((item) => (
        <SimilarItem key={`${item.type}-${item.id}`} item={item} />
      ))}
    </ul>
  );
}

/** Product §2 Similar Opportunities (GET /api/opportunities/similar, up to 4). */
export function SimilarOpportunities({ type, id }: { type: OpportunityType; id: number }) {
  return (
    <section aria-labelledby="similar-heading" className="flex flex-col gap-4">
      <h2 id="similar-heading" className="text-xl font-semibold">
        Similar Opportunities
      </h2>
      <SimilarBody type={type} id={id} />
    </section>
  );
}
