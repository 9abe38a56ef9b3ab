import { DEADLINE_HIGHLIGHT_DAYS, type ApplicationCard } from '@futurefund/core';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { cn } from '../../../lib/utils';
import { upcomingDeadlines } from '../model/deadlines';
import { daysLeftLabel, formatCalendarDate } from '../../../lib/format';

/** A side-column card: a region named by its h2 title (the page's h1 is above). */
export function SideCard({
  title,
  headingId,
  children,
  className,
}: {
  title: string;
  headingId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-lg border bg-card text-card-foreground shadow-sm', className)}
    >
      <CardHeader className="p-5 pb-3">
        <CardTitle as="h2" id={headingId} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 p-5 pt-0 text-sm">{children}</CardContent>
    </section>
  );
}

/** Product §2/§9: the five earliest deadlines (today or later) among saved applications. */
export function UpcomingDeadlines({ cards }: { cards: ApplicationCard[] }) {
  const upcoming = upcomingDeadlines(cards);
  return (
    <SideCard title="Upcoming Deadlines" headingId="upcoming-heading">
      {upcoming.length === 0 ? (
        <p className="text-muted-foreground">No upcoming deadlines</p>
      ) : (
        <ol className="grid gap-3">
          {upcoming.map((item) => (
            <li key={item.id} className="grid gap-0.5">
              <span className="font-medium break-words">{item.title}</span>
              <span className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
                <time dateTime={item.deadline}>{formatCalendarDate(item.deadline)}</time>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-medium',
                    item.daysLeft <= DEADLINE_HIGHLIGHT_DAYS
                      ? 'bg-accent text-accent-foreground'
                      : 'bg-secondary text-secondary-foreground',
                  )}
                >
                  {daysLeftLabel(item.daysLeft)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </SideCard>
  );
}

const tips = [
  {
    title: 'Start two weeks early',
    text: 'Essays, transcripts and letters take longer than they look. Block time well before each deadline.',
  },
  {
    title: 'Tailor every application',
    text: "Echo the funder's own words: match your essay and résumé to the eligibility and goals they list.",
  },
  {
    title: 'Ask recommenders early',
    text: 'Give them three weeks, your résumé and the deadline in writing, and a polite reminder a week before.',
  },
  {
    title: 'Proofread, then submit a day ahead',
    text: 'Read it aloud, have someone else check it, and leave room for slow upload portals.',
  },
];

export function ApplicationTips() {
  return (
    <SideCard title="Application Tips" headingId="tips-heading">
      <ul className="grid gap-3">
        {tips.map((tip) => (
          <li key={tip.title} className="grid gap-0.5">
            <span className="font-medium">{tip.title}</span>
            <span className="text-muted-foreground">{tip.text}</span>
          </li>
        ))}
      </ul>
    </SideCard>
  );
}

/** Product §2 builder: reachable from the dashboard (Premium; the builder itself shows the offer). */
export function ResumeBuilderCard() {
  return (
    <SideCard title="Resume builder" headingId="builder-heading">
      <p className="text-muted-foreground">
        Build a resume from your profile, write a cover letter for a saved opportunity and check your fit.
      </p>
      <Link to={paths.builderFor('resume')} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <FileText aria-hidden="true" />
        Open the resume builder
      </Link>
    </SideCard>
  );
}
