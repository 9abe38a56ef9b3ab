/** The periods the dashboard offers (the API accepts 7–365 days). */
export const analyticsPeriods = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/** Completion rate = applied ÷ saved (product issue 16); no saves means no rate, not 0 %. */
export const rateText = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** "Mar 4" for a UTC calendar day ("2026-03-04"), the same for every viewer. */
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
