import { endpointUrl, submissionsApi, type ContributorAnalytics } from '@futurefund/core';
import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { useContributorAnalytics } from '../api/submissions';
import { analyticsPeriods, dayLabel, rateText, type AnalyticsPeriod } from '../model/analytics';

const AnalyticsChart = lazy(() => import('./analytics-chart'));

/** Aggregated counts for the contributor's listings (never who the students are). */
export function AnalyticsSection() {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const periodId = useId();
  const analytics = useContributorAnalytics(days);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Analytics</CardTitle>
          <CardDescription>Views, saves and applications across your listings.</CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <label htmlFor={periodId} className="text-sm font-medium">
              Period
            </label>
            <NativeSelect
              id={periodId}
              value={days}
              onChange={(event) => setDays(Number(event.target.value) as AnalyticsPeriod)}
            >
              {analyticsPeriods.map((period) => (
                <option key={period} value={period}>
                  Last {period} days
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button asChild variant="outline">
            <a href={endpointUrl(submissionsApi.analyticsCsv, { query: { days } })} download>
              Download CSV
            </a>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        {analytics.isPending ? <Spinner label="Loading analytics…" /> : null}
        {analytics.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{analytics.error.message}</AlertDescription>
          </Alert>
        ) : null}
        {analytics.data ? <AnalyticsBody analytics={analytics.data} /> : null}
      </CardContent>
    </Card>
  );
}

function AnalyticsBody({ analytics }: { analytics: ContributorAnalytics }) {
  const { totals } = analytics;
  const stats = [
    ['Views', String(totals.views)],
    ['Saves', String(totals.saves)],
    ['Applications', String(totals.applications)],
    ['Completion rate', rateText(totals.completionRate)],
  ] as const;
  return (
    <>
      <dl aria-label="Totals" className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {analytics.listings.length === 0 ? (
        <p className="text-sm text-muted-foreground">No listings to report on yet.</p>
      ) : (
        <ListingsTable listings={analytics.listings} />
      )}
      <DailyActivity daily={analytics.daily} />
    </>
  );
}

const cell = 'px-2 py-1.5';

function ListingsTable({ listings }: { listings: ContributorAnalytics['listings'] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left font-medium">Per listing</caption>
        <thead className="text-muted-foreground">
          <tr>
            {['Listing', 'Views', 'Saves', 'Applications', 'Completion rate'].map((name) => (
              <th key={name} scope="col" className={cell}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => (
            <tr key={`${listing.type}-${listing.id}`} className="border-t">
              <th scope="row" className={`${cell} font-medium`}>
                {listing.title}
              </th>
              <td className={cell}>{listing.views}</td>
              <td className={cell}>{listing.saves}</td>
              <td className={cell}>{listing.applications}</td>
              <td className={cell}>{rateText(listing.completionRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The chart for the eye, the same numbers as a table for everyone else (and on request). */
function DailyActivity({ daily }: { daily: ContributorAnalytics['daily'] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const measured = Math.floor(ref.current?.getBoundingClientRect().width ?? 0);
    // A test DOM lays nothing out: draw at a fallback width rather than not at all.
    setWidth(measured > 0 ? measured : 560);
  }, []);
  return (
    <div ref={ref} className="grid gap-2">
      <h3 className="font-medium">Over time</h3>
      {width > 0 && daily.length > 0 ? (
        <Suspense fallback={<Spinner label="Loading chart…" />}>
          <AnalyticsChart daily={daily} width={width} />
        </Suspense>
      ) : null}
      <details>
        <summary className="cursor-pointer text-sm">Show the daily numbers as a table</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Daily activity</caption>
          <thead className="text-muted-foreground">
            <tr>
              {['Day', 'Views', 'Saves', 'Applications'].map((name) => (
                <th key={name} scope="col" className={cell}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date} className="border-t">
                <th scope="row" className={`${cell} font-normal`}>
                  {dayLabel(day.date)}
                </th>
                <td className={cell}>{day.views}</td>
                <td className={cell}>{day.saves}</td>
                <td className={cell}>{day.applications}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
