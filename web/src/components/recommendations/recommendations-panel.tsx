import { recommendationsApi, type ProfileFactKey, type Recommendation } from '@futurefund/core';
import { useId } from 'react';
import { useAuth } from '../../hooks/use-auth';
import { isErrorCode } from '../../lib/api-client';
import { cn } from '../../lib/utils';
import { useRecommendationSettings, useRecommendations } from './api';
import { HiddenFacts } from './hidden-facts';
import { CardSkeletons, LoadFailed, NoRecommendations, SamplesNotice } from './panel-states';
import { RecommendationCard } from './recommendation-card';
import { sampleRecommendations } from './samples';

type RecommendationsPanelProps = {
  title: string;
  /** How many to ask for: RECOMMENDATIONS_DEFAULT_LIMIT, or the /test page's 3 (product §9). */
  limit: number;
  className?: string;
};

/**
 * The recommendation cards with their states (product §2): signed in, the user's own list; signed
 * out, after a 401 or after any failure, the built-in examples instead (product §7).
 */
export function RecommendationsPanel({ title, limit, className }: RecommendationsPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('grid content-start gap-3', className)}>
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      <PanelBody limit={limit} />
    </section>
  );
}

function PanelBody({ limit }: { limit: number }) {
  const { user, isLoading } = useAuth();
  const list = useRecommendations(limit, user !== null);
  const settings = useRecommendationSettings(list.isSuccess);

  if (isLoading) return <CardSkeletons />;
  if (!user || isErrorCode(list.error, recommendationsApi.list, 'UNAUTHENTICATED')) {
    return <Samples limit={limit} isSignedIn={false} />;
  }
  if (list.isError) {
    return (
      <>
        <LoadFailed onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
        <Samples limit={limit} isSignedIn />
      </>
    );
  }
  if (list.isPending) return <CardSkeletons />;
  const hidden = settings.data?.hiddenFacts ?? [];
  return (
    <>
      {list.data.length === 0 ? <NoRecommendations /> : <CardList items={list.data} hiddenFacts={hidden} />}
      <HiddenFacts hidden={hidden} />
    </>
  );
}

function Samples({ limit, isSignedIn }: { limit: number; isSignedIn: boolean }) {
  return (
    <>
      <SamplesNotice isSignedIn={isSignedIn} />
      <CardList items={sampleRecommendations(limit)} hiddenFacts={null} />
    </>
  );
}

type CardListProps = { items: Recommendation[]; hiddenFacts: readonly ProfileFactKey[] | null };

function CardList({ items, hiddenFacts }: CardListProps) {
  const isSample = hiddenFacts === null;
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`}>
          <RecommendationCard item={item} isSample={isSample} hiddenFacts={hiddenFacts} />
        </li>
      ))}
    </ul>
  );
}
