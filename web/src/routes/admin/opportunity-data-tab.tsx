import type { AdminOverview } from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { DataSourcesList } from './data-sources-list';
import { overviewQuery } from './admin-api';
import { RefreshPanel } from './refresh-panel';

/** Opportunity Data (product §2 Admin, first tab): figures, the refresh, and the sources. */
export function OpportunityDataTab() {
  return (
    <div className="grid gap-6">
      <CatalogCounts />
      <RefreshPanel />
      <DataSourcesList />
    </div>
  );
}

const numberFormat = new Intl.NumberFormat('en-US');

function CatalogCounts() {
  const overview = useQuery(overviewQuery);
  if (overview.isPending) return <Spinner label="Loading catalog figures…" />;
  if (overview.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle as="h2">Could not load the catalog figures</AlertTitle>
        <AlertDescription>{overview.error.message}</AlertDescription>
      </Alert>
    );
  const types: { key: keyof AdminOverview; label: string }[] = [
    { key: 'scholarships', label: 'Scholarships' },
    { key: 'internships', label: 'Internships' },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {types.map(({ key, label }) => (
        <Card key={key}>
          <CardHeader>
            <CardTitle as="h2">{label}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold">{numberFormat.format(overview.data[key].open)}</p>
            <p className="text-sm text-muted-foreground">
              open now (listed on the site) of {numberFormat.format(overview.data[key].stored)} stored, closed
              and duplicates included
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
