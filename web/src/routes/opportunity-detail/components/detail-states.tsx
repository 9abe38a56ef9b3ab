import type { OpportunityType } from '@futurefund/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/page-meta';
import { typeNoun } from '../detail-model';

/** A page in place of the listing: never indexed (the server answers these paths with 404). */
function Notice({ title, children }: { title: string; children: ReactNode }) {
  usePageMeta({ title, description: `${title} on FutureFund.`, noindex: true });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {children}
    </section>
  );
}

const browseAll = (
  <Button asChild variant="outline">
    <Link to={paths.opportunities}>Browse all opportunities</Link>
  </Button>
);

/** Product §2/§5: an id that is not a positive whole number; no request is sent for it. */
export function InvalidIdNotice({ type }: { type: OpportunityType }) {
  return (
    <Notice title={`Invalid ${typeNoun(type)} ID`}>
      <p className="text-muted-foreground">{`Please provide a valid ${type} ID.`}</p>
      {browseAll}
    </Notice>
  );
}

/** The server answered 404: no such listing, or one that is not public. */
export function NotFoundNotice() {
  return (
    <Notice title="Opportunity Not Found">
      <p className="text-muted-foreground">
        This opportunity may have been removed, or it is not published yet.
      </p>
      {browseAll}
    </Notice>
  );
}

export function DetailErrorNotice({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Notice title="Something went wrong">
      <p className="text-muted-foreground">We could not load this opportunity. Please try again later.</p>
      <p className="text-sm text-muted-foreground">{error.message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>Try again</Button>
        {browseAll}
      </div>
    </Notice>
  );
}
