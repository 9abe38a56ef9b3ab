import { Bookmark, Hourglass, Send, Trophy, type LucideIcon } from 'lucide-react';
import { statStatuses, statusLabel, type StatusCounts } from '../model/status';

const icons: Record<(typeof statStatuses)[number], LucideIcon> = {
  interested: Bookmark,
  applied: Send,
  interviewing: Hourglass,
  awarded: Trophy,
};

/** Product §2 stat cards: Saved, Applied, In Progress, Awarded, each with its count. */
export function StatCards({ counts }: { counts: StatusCounts }) {
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {statStatuses.map((status) => {
          const Icon = icons[status];
          return (
            // dt then dd directly in the div (valid dl grouping); the icon belongs to the term.
            <div key={status} className="grid gap-1 rounded-lg border bg-card p-4 shadow-sm">
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {statusLabel(status)}
              </dt>
              <dd className="text-2xl font-bold tabular-nums">{counts[status]}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
