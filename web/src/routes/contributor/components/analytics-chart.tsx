import { Bar, BarChart, Legend, XAxis, YAxis } from 'recharts';
import type { ContributorAnalytics } from '@futurefund/core';
import { dayLabel } from '../model/analytics';

const HEIGHT = 220;

/**
 * Daily views, saves and applications as grouped bars (recharts, already the app's chart library).
 * Its own module so it loads after the page in a chunk of its own. Hidden from assistive
 * technology: the table next to it carries the same numbers.
 */
export default function AnalyticsChart({
  daily,
  width,
}: {
  daily: ContributorAnalytics['daily'];
  width: number;
}) {
  const data = daily.map((day) => ({ ...day, label: dayLabel(day.date) }));
  return (
    <div aria-hidden="true" style={{ height: HEIGHT }}>
      <BarChart width={width} height={HEIGHT} data={data} accessibilityLayer={false}>
        <XAxis
          dataKey="label"
          tick={{ fill: 'var(--color-muted-foreground)', fontSize: 11 }}
          minTickGap={12}
        />
        <YAxis
          allowDecimals={false}
          width={32}
          tick={{ fill: 'var(--color-muted-foreground)', fontSize: 11 }}
        />
        <Legend />
        <Bar dataKey="views" name="Views" fill="var(--color-primary)" isAnimationActive={false} />
        <Bar dataKey="saves" name="Saves" fill="var(--color-chart-2, #16a34a)" isAnimationActive={false} />
        <Bar
          dataKey="applications"
          name="Applications"
          fill="var(--color-chart-3, #d97706)"
          isAnimationActive={false}
        />
      </BarChart>
    </div>
  );
}
