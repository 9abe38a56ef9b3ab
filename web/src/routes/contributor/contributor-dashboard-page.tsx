import { pageMetaFor } from '@futurefund/core';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useContributorSummary } from './api/submissions';
import { AnalyticsSection } from './components/analytics-section';
import { RecentSubmissions } from './components/recent-submissions';
import { SummaryCards } from './components/summary-cards';
import { usePageMeta } from '../../lib/page-meta';

/** Product §2 "Contributor dashboard"; the route guard shows it to contributors only. */
export default function ContributorDashboardPage() {
  usePageMeta(pageMetaFor('contributorDashboard'));
  const summary = useContributorSummary();
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Contributor Dashboard</h1>
        <Button asChild>
          <Link to={paths.submitOpportunity}>
            <Plus aria-hidden="true" />
            Post New Opportunity
          </Link>
        </Button>
      </header>
      {summary.isPending ? <Spinner label="Loading your dashboard…" /> : null}
      {summary.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{summary.error.message}</AlertDescription>
        </Alert>
      ) : null}
      {summary.data ? <SummaryCards summary={summary.data} /> : null}
      <RecentSubmissions />
      <AnalyticsSection />
    </section>
  );
}
