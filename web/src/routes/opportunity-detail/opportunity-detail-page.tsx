import type { OpportunityType } from '@futurefund/core';
import { useParams } from 'react-router';
import { InvalidIdNotice } from './components/detail-states';
import { parseDetailId } from './detail-id';
import { DetailScreen } from './detail-screen';

/** Shared by /scholarships/:id and /internships/:id. */
export function OpportunityDetailPage({ type }: { type: OpportunityType }) {
  const id = parseDetailId(useParams().id);
  if (id === null) return <InvalidIdNotice type={type} />;
  // Keyed so another listing starts fresh: its own view record, dialog state and tab.
  return <DetailScreen key={`${type}-${id}`} type={type} id={id} />;
}
