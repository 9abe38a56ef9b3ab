import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeadlineBadge } from './components/deadline-badge';
import { daysUntil } from '../../lib/format';
import { deadlineStatus } from './deadline';
import { localDate } from './detail-test-utils';

describe('daysUntil', () => {
  it('counts calendar days from the local today, whatever the time of day', () => {
    expect(daysUntil('2026-03-11', new Date(2026, 2, 10, 23, 59))).toBe(1);
    expect(daysUntil('2026-03-11', new Date(2026, 2, 11, 0, 1))).toBe(0);
    expect(daysUntil('2026-03-09', new Date(2026, 2, 10, 8, 0))).toBe(-1);
  });

  it('is not moved by a daylight-saving change in between', () => {
    expect(daysUntil('2026-03-10', new Date(2026, 2, 7, 12))).toBe(3);
    expect(daysUntil('2026-11-03', new Date(2026, 9, 31, 12))).toBe(3);
  });

  it('has no count for text that is not a YYYY-MM-DD date', () => {
    expect(daysUntil('Rolling', new Date())).toBeNull();
  });
});

describe('deadlineStatus', () => {
  // Local 1 June at 09:00 whatever the machine's zone: its date has ended Anywhere on Earth (UTC-12)
  // by the evening of the local day at the latest, so the morning keeps 31 May open in some zones.
  const now = new Date(2026, 5, 1, 9);
  it.each([
    [null, 'No deadline listed', false],
    ['2026-05-30', 'Expired', false],
    ['2026-06-01', 'Due today', true],
    ['2026-06-02', 'In 1 day', true],
    ['2026-06-08', 'In 7 days', true],
    ['2026-06-09', 'In 8 days', false],
    ['2026-07-01', 'In 30 days', false],
  ])('%s reads %s (urgent: %s)', (deadline, label, urgent) => {
    const status = deadlineStatus(deadline, now);
    expect(status.label).toBe(label);
    expect(status.kind === 'upcoming' && status.isUrgent).toBe(urgent);
  });

  it('calls a deadline expired only once its day has ended Anywhere on Earth, as browse closes it', () => {
    // 1 June 10:00 UTC is still 31 May at UTC-12: browse and the closed banner keep it open.
    const stillOpen = new Date(Date.UTC(2026, 5, 1, 10));
    expect(deadlineStatus('2026-05-31', stillOpen, 'Europe/Berlin')).toEqual({
      kind: 'upcoming',
      label: 'Due today',
      days: 0,
      isUrgent: true,
    });
    // From 1 June 12:00 UTC the day of 31 May is over everywhere.
    const passed = new Date(Date.UTC(2026, 5, 1, 12));
    expect(deadlineStatus('2026-05-31', passed, 'Europe/Berlin').label).toBe('Expired');
    expect(deadlineStatus('2026-05-31', passed, 'Pacific/Kiritimati').label).toBe('Expired');
  });
});

describe('DeadlineBadge', () => {
  it("highlights 7 days or fewer by style and a spoken 'closing soon', not by colour alone", () => {
    render(<DeadlineBadge deadline={localDate(5)} />);
    const badge = screen.getByText('In 5 days');
    expect(badge).toHaveAttribute('data-urgent', 'true');
    expect(badge).toHaveClass('bg-destructive');
    expect(badge).toHaveTextContent('In 5 days, closing soon');
    expect(badge.querySelector('svg.lucide-triangle-alert')).not.toBeNull();
  });

  it('shows later deadlines plainly, and Expired for past ones', () => {
    const { rerender } = render(<DeadlineBadge deadline={localDate(8)} />);
    expect(screen.getByText('In 8 days')).not.toHaveAttribute('data-urgent');
    rerender(<DeadlineBadge deadline={localDate(-2)} key="past" />);
    expect(screen.getByText('Expired')).toBeInTheDocument();
  });

  it("says 'No deadline listed' when there is none", () => {
    render(<DeadlineBadge deadline={null} />);
    expect(screen.getByText('No deadline listed')).toBeInTheDocument();
  });
});
