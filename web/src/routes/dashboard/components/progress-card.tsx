import type { ApplicationCard } from '@futurefund/core';
import { lazy, Suspense } from 'react';
import { progressFunnel } from '../model/funnel';
import { SideCard } from './side-cards';

// recharts stays out of the page chunk (and out of every other page): it loads after the page.
const ProgressChart = lazy(() => import('./progress-chart'));

/**
 * Cumulative progress: saved → applied → in progress → awarded. The chart is for the eye; the
 * table below it (visually hidden) gives screen readers the same numbers.
 */
export function ProgressCard({ cards }: { cards: ApplicationCard[] }) {
  const stages = progressFunnel(cards);
  return (
    <SideCard title="Progress" headingId="progress-heading">
      <Suspense
        fallback={
          <div className="h-44 w-full animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
        }
      >
        <ProgressChart data={stages} />
      </Suspense>
      <table className="sr-only">
        <caption>Applications that reached each stage</caption>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Applications</th>
          </tr>
        </thead>
        <tbody>
          {stages.map((entry) => (
            <tr key={entry.stage}>
              <th scope="row">{entry.stage}</th>
              <td>{entry.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SideCard>
  );
}
