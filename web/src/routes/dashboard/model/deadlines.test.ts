import { addDays } from '@futurefund/core';
import { describe, expect, it } from 'vitest';
import { buildCard } from '../dashboard-test-utils';
import { daysLeftLabel } from '../../../lib/format';
import { upcomingDeadlines } from './deadlines';

const today = '2026-06-10';
const noon = new Date(`${today}T12:00:00Z`);
const card = buildCard;

describe('upcomingDeadlines', () => {
  it('takes the 5 earliest of today or later among saved applications only', () => {
    const cards = [
      card({ id: 1, title: 'Later', deadline: addDays(today, 30) }),
      card({ id: 2, title: 'Past', deadline: addDays(today, -1) }),
      card({ id: 3, title: 'Due today', deadline: today }),
      card({ id: 4, title: 'Applied one', status: 'applied', deadline: addDays(today, 1) }),
      card({ id: 5, title: 'Tomorrow', deadline: addDays(today, 1) }),
      card({ id: 6, title: 'No date', deadline: null }),
      card({ id: 7, title: 'In three', deadline: addDays(today, 3) }),
      card({ id: 8, title: 'In ten', deadline: addDays(today, 10) }),
      card({ id: 9, title: 'In twenty', deadline: addDays(today, 20) }),
      card({ id: 10, title: null, deadline: addDays(today, 2) }),
    ];
    expect(upcomingDeadlines(cards, noon, 'UTC').map((item) => [item.title, item.daysLeft])).toEqual([
      ['Due today', 0],
      ['Tomorrow', 1],
      ['Removed opportunity', 2],
      ['In three', 3],
      ['In ten', 10],
    ]);
  });

  it.each([
    [0, 'Today'],
    [1, 'In 1 day'],
    [12, 'In 12 days'],
  ])('labels %i days left as %s', (days, label) => {
    expect(daysLeftLabel(days)).toBe(label);
  });
});
