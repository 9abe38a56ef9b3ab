import type { EndpointOutput, submissionsApi } from '@futurefund/core';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

type Summary = EndpointOutput<typeof submissionsApi.summary>;

/** Product §2 Contributor dashboard: the three cards, from GET /api/contributor/summary. */
export function SummaryCards({ summary }: { summary: Summary }) {
  const cards = [
    { title: 'Organization', value: summary.organizationName ?? 'Not specified' },
    { title: 'Opportunities Posted', value: String(summary.opportunitiesPosted) },
    { title: 'Verification Status', value: summary.isVerified ? 'Verified' : 'Pending' },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <Card key={card.title}>
          <CardHeader className="pb-2">
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              {card.title}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-semibold break-words">{card.value}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
