import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpcomingDeadlines } from './dashboard/components/side-cards';
import { buildCard } from './dashboard/dashboard-test-utils';
import { DeadlineBadge } from './opportunity-detail/components/deadline-badge';

// Product §2: the dashboard's Upcoming Deadlines and the detail page's deadline badge say the same
// "In N days" for the same deadline at the same moment, counted in the user's own time zone. Both
// screens render here as they would in a browser set to that zone (TZ is what the browser reports).

const processZone = process.env.TZ;

afterEach(() => {
  vi.useRealTimers();
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

/** Renders the dashboard's list and the detail page's badge for one deadline, as the user sees them. */
function renderBothAt(instant: string, timeZone: string, deadline: string) {
  process.env.TZ = timeZone;
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
  render(<UpcomingDeadlines cards={[buildCard({ id: 1, title: 'Nursing Award', deadline })]} />);
  const { container } = render(<DeadlineBadge deadline={deadline} />);
  return {
    dashboard: within(screen.getByRole('region', { name: 'Upcoming Deadlines' })),
    detail: within(container),
  };
}

describe('"In N days" on the dashboard and the detail page', () => {
  it.each([
    // 23:30 on Nov 24 in Los Angeles is 07:30 UTC on Nov 25: still the 24th for the user.
    ['America/Los_Angeles', '2026-11-25T07:30:00Z', 'In 8 days'],
    // The same moment is 16:30 on Nov 25 in Tokyo, while Anywhere on Earth it is still the 24th.
    ['Asia/Tokyo', '2026-11-25T07:30:00Z', 'In 7 days'],
    // Five minutes either side of midnight in Tokyo.
    ['Asia/Tokyo', '2026-11-24T14:55:00Z', 'In 8 days'],
    ['Asia/Tokyo', '2026-11-24T15:05:00Z', 'In 7 days'],
  ])('agree in %s at %s: %s', (timeZone, instant, expected) => {
    const { dashboard, detail } = renderBothAt(instant, timeZone, '2026-12-02');
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(timeZone);
    expect(dashboard.getByText(expected)).toBeInTheDocument();
    expect(detail.getByText(expected)).toBeInTheDocument();
  });
});
