import type { ApplicationCard } from '@futurefund/core';
import { countByStatus } from './status';

export type FunnelStage = { stage: string; count: number };

/**
 * The progress funnel, cumulative: every application was saved once; an application further
 * along also counts for the stages before it (awarded counts as applied and in progress, rejected
 * as applied, since it was sent).
 */
export function progressFunnel(cards: readonly ApplicationCard[]): FunnelStage[] {
  const counts = countByStatus(cards);
  return [
    { stage: 'Saved', count: cards.length },
    {
      stage: 'Applied',
      count: counts.applied + counts.interviewing + counts.awarded + counts.rejected,
    },
    { stage: 'In Progress', count: counts.interviewing + counts.awarded },
    { stage: 'Awarded', count: counts.awarded },
  ];
}
