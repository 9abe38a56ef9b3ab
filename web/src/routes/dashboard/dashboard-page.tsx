import {
  hasApplicationAccess,
  pageMetaFor,
  RECOMMENDATIONS_DEFAULT_LIMIT,
  type ApplicationCard,
} from '@futurefund/core';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { RecommendationsPanel } from '../../components/recommendations/recommendations-panel';
import { buttonVariants } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../hooks/use-auth';
import { cn } from '../../lib/utils';
import { ApplicationList } from './components/application-list';
import { BoardView } from './components/board/board-view';
import { CalendarCard } from './components/calendar-card';
import { EmptyState } from './components/empty-state';
import { LoadError } from './components/load-error';
import { ProgressCard } from './components/progress-card';
import { ApplicationTips, ResumeBuilderCard, UpcomingDeadlines } from './components/side-cards';
import { StatCards } from './components/stat-cards';
import { ViewSwitch } from './components/view-switch';
import { exportCsvUrl, useApplications } from './api/applications';
import { countByStatus, parseListTab, parseView, type DashboardView, type ListTab } from './model/status';
import { UpgradeProvider } from './upgrade-context';
import { usePageMeta } from '../../lib/page-meta';

/** My Applications (product §2): stats, the list or board of applications, and a side column. */
export default function DashboardPage() {
  usePageMeta(pageMetaFor('dashboard'));
  return (
    <UpgradeProvider>
      <Dashboard />
    </UpgradeProvider>
  );
}

function Dashboard() {
  const applications = useApplications();
  const cards = applications.data;
  const hasCards = cards !== undefined && cards.length > 0;
  return (
    // minmax(0, 1fr): wide content (the tab row, the board) scrolls inside, never widens the page.
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Applications</h1>
          <p className="text-muted-foreground">
            Every scholarship and internship you saved, from first look to award.
          </p>
        </div>
        {hasCards ? (
          <a href={exportCsvUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        ) : null}
      </header>
      {applications.isPending ? <Spinner label="Loading your applications…" /> : null}
      {applications.isError ? (
        <LoadError onRetry={() => void applications.refetch()} isRetrying={applications.isFetching} />
      ) : null}
      {/* With no applications the stats and tabs still show, at 0, with the way to browse below. */}
      {cards ? <Tracker cards={cards} /> : null}
    </div>
  );
}

function Tracker({ cards }: { cards: ApplicationCard[] }) {
  const { user } = useAuth();
  // Only labels the controls; the server decides (403 PREMIUM_REQUIRED).
  const isPremium = hasApplicationAccess(user, new Date());
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseView(searchParams.get('view'));
  const tab = parseListTab(searchParams.get('tab'));

  // The view and tab live in the URL (?view=board&tab=saved) so a reload or a shared link keeps them.
  function setParam(key: 'view' | 'tab', value: string, fallback: string, replace: boolean) {
    const next = new URLSearchParams(searchParams);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setSearchParams(next, { replace, preventScrollReset: true });
  }
  const setView = (next: DashboardView) => setParam('view', next, 'list', false);
  const setTab = (next: ListTab) => setParam('tab', next, 'all', true);

  const isBoard = view === 'board';
  return (
    <>
      <StatCards counts={countByStatus(cards)} />
      <div
        className={cn(
          'grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6',
          !isBoard && 'lg:grid-cols-[minmax(0,1fr)_20rem]',
        )}
      >
        <section
          aria-labelledby="applications-heading"
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="applications-heading" className="text-xl font-semibold">
              Your applications
            </h2>
            <ViewSwitch view={view} onChange={setView} />
          </div>
          {isBoard ? (
            <>
              <BoardView cards={cards} isPremium={isPremium} />
              {cards.length === 0 ? <EmptyState /> : null}
            </>
          ) : (
            <ApplicationList
              cards={cards}
              tab={tab}
              onTabChange={setTab}
              isPremium={isPremium}
              emptyState={<EmptyState />}
            />
          )}
        </section>
        {/* Beside the list on wide screens; under the board (which needs the width), in a row. */}
        <aside
          aria-label="Recommendations, deadlines and tools"
          className={cn(
            'grid min-w-0 content-start items-start gap-4',
            isBoard && 'sm:grid-cols-2 xl:grid-cols-4',
          )}
        >
          {/* Product §2: the personalised card is for signed-in users only. */}
          {user ? (
            <RecommendationsPanel title="Recommended for you" limit={RECOMMENDATIONS_DEFAULT_LIMIT} />
          ) : null}
          <UpcomingDeadlines cards={cards} />
          <ResumeBuilderCard />
          <ApplicationTips />
          <ProgressCard cards={cards} />
          <CalendarCard />
        </aside>
      </div>
    </>
  );
}
