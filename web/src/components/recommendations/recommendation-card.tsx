import { recommendationMessages, type ProfileFactKey, type Recommendation } from '@futurefund/core';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../hooks/use-auth';
import { toast } from '../../hooks/use-toast';
import { kindLabel } from '../../lib/format';
import { paths } from '../../lib/paths';
import { ProvenanceLine } from '../provenance-line';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { trackCardClick } from './api';
import { MatchScore } from './match-score';
import { ReactionButtons } from './reaction-buttons';
import { RecommendationFacts } from './recommendation-facts';
import { SampleSaveToggle, SaveToggle } from './save-toggle';
import { useReaction } from './use-reaction';
import { WhyThis } from './why-this';

type RecommendationCardProps = {
  item: Recommendation;
  /** An example (product §7 fallback): no link, nothing saved, Apply explains itself. */
  isSample: boolean;
  /** The facts the user hid; null when settings do not apply (examples). */
  hiddenFacts: readonly ProfileFactKey[] | null;
};

/** One recommendation (product §2 "Recommendation cards"). */
export function RecommendationCard({ item, isSample, hiddenFacts }: RecommendationCardProps) {
  const { user } = useAuth();
  const reaction = useReaction(item, isSample);
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border bg-card p-4 text-sm shadow-sm">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant="accent">{kindLabel(item.type)}</Badge>
        <MatchScore score={item.relevanceScore} />
        {isSample ? <Badge variant="outline">Example</Badge> : null}
      </div>
      <h3 id={titleId} className="font-semibold break-words">
        {isSample ? (
          item.title
        ) : (
          <Link
            to={paths.opportunity(item.type, item.id)}
            onClick={() => (user ? trackCardClick(item.type, item.id) : undefined)}
            className="text-primary underline-offset-4 hover:underline"
          >
            {item.title}
          </Link>
        )}
      </h3>
      <RecommendationFacts item={item} />
      <p className="break-words">{item.relevanceReasoning}</p>
      <ProvenanceLine sourceName={item.sourceName} lastVerifiedAt={item.lastVerifiedAt} />
      <WhyThis item={item} hiddenFacts={hiddenFacts} />
      <ReactionButtons
        title={item.title}
        selected={reaction.selected}
        disabled={reaction.isPending}
        onChoose={reaction.choose}
      />
      <div className="flex flex-wrap gap-2">
        {isSample ? (
          <>
            <SampleApply title={item.title} />
            <SampleSaveToggle title={item.title} />
          </>
        ) : (
          <SaveToggle item={item} />
        )}
      </div>
    </article>
  );
}

/** An example's '{host}' link goes nowhere, so Apply says why instead (product §2 apply rule). */
function SampleApply({ title }: { title: string }) {
  const explain = () =>
    toast({
      title: recommendationMessages.applicationUnavailable,
      description: 'This is an example recommendation. Sign in to see real opportunities you can apply to.',
    });
  return (
    <Button size="sm" onClick={explain} aria-label={`Apply to ${title}`}>
      <ExternalLink aria-hidden="true" />
      Apply
    </Button>
  );
}
