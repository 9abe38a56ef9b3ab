import { Banknote, Building2, MapPin } from 'lucide-react';
import {
  deadlineDateOf,
  isLimited,
  kindLabel,
  locationOf,
  organizationOf,
  rewardOf,
  type DetailAnswer,
} from '../detail-model';
import { Badge } from '../../../components/ui/badge';
import { IconFact } from '../../../components/ui/icon-fact';
import { DeadlineBadge } from './deadline-badge';
import { TagList } from './tag-list';
import { ProvenanceLine } from '../../../components/provenance-line';
import { derivedLabelsOf } from '../../../lib/provenance';

/** Fields read from the listing's words are marked as such, never passed off as the sponsor's. */
function DerivedNote({ fields }: { fields: readonly string[] }) {
  const labels = derivedLabelsOf(fields);
  if (labels.length === 0) return null;
  return (
    <p className="text-xs text-muted-foreground">
      Derived from the listing’s text, not stated by the source: {labels.join(', ')}.
    </p>
  );
}

/** Other sources that list the same opportunity (merged into this one). */
function AlsoListedBy({ sources }: { sources: readonly string[] }) {
  if (sources.length === 0) return null;
  return <p className="text-xs text-muted-foreground">Also listed by {sources.join(', ')}.</p>;
}

/**
 * Title, kind, deadline, organization, award or pay, location, tags and freshness; a limited answer
 * (ADR 018) has no tags or freshness and is never closed.
 */
export function DetailHeader({ detail }: { detail: DetailAnswer }) {
  const full = isLimited(detail) ? null : detail;
  const organization = organizationOf(detail);
  const reward = rewardOf(detail);
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Badge variant="accent">{kindLabel(detail)}</Badge>
        <DeadlineBadge deadline={deadlineDateOf(detail)} />
        {full?.closed ? <Badge variant="outline">Closed</Badge> : null}
      </div>
      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{detail.title}</h1>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        {organization ? (
          <IconFact icon={Building2} term={detail.type === 'scholarship' ? 'Provider' : 'Company'}>
            {organization}
          </IconFact>
        ) : null}
        <IconFact icon={Banknote} term={reward.label}>
          {reward.value}
        </IconFact>
        <IconFact icon={MapPin} term="Location">
          {locationOf(detail)}
        </IconFact>
      </dl>
      {full ? <TagList tags={full.tags} /> : null}
      {full ? <ProvenanceLine sourceName={full.sourceName} lastVerifiedAt={full.lastVerifiedAt} /> : null}
      {full ? <AlsoListedBy sources={full.alsoListedBy} /> : null}
      {full ? <DerivedNote fields={full.derivedFields} /> : null}
    </header>
  );
}
