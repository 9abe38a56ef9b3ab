import { addDays } from '@futurefund/core';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { buildCard } from './dashboard-test-utils';
import {
  appliedText,
  cardsForTab,
  countByStatus,
  daysLeftLabel,
  deadlineText,
  hasPremium,
  historyText,
  kindText,
  mergeApplication,
  parseListTab,
  parseView,
  progressFunnel,
  rewardFact,
  upcomingDeadlines,
} from './tracker-model';

const today = '2026-06-10';
const card = buildCard;

describe('counts and tabs', () => {
  const cards = [
    card({ id: 1, status: 'interested' }),
    card({ id: 2, status: 'interested' }),
    card({ id: 3, status: 'applied' }),
    card({ id: 4, status: 'interviewing' }),
    card({ id: 5, status: 'awarded' }),
    card({ id: 6, status: 'rejected' }),
  ];

  it('counts each status', () => {
    expect(countByStatus(cards)).toEqual({
      interested: 2,
      applied: 1,
      interviewing: 1,
      awarded: 1,
      rejected: 1,
    });
  });

  it.each([
    ['all', [1, 2, 3, 4, 5, 6]],
    ['saved', [1, 2]],
    ['applied', [3]],
    ['in-progress', [4]],
    ['awarded', [5]],
  ] as const)('tab %s lists %j (Saved lists the saved ones; rejected only under All)', (tab, ids) => {
    expect(cardsForTab(cards, tab).map((entry) => entry.id)).toEqual(ids);
  });

  it('reads unknown tab and view values as the defaults', () => {
    expect(parseListTab('rejected')).toBe('all');
    expect(parseListTab(null)).toBe('all');
    expect(parseListTab('in-progress')).toBe('in-progress');
    expect(parseView('board')).toBe('board');
    expect(parseView('grid')).toBe('list');
  });
});

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
    expect(upcomingDeadlines(cards, today).map((item) => [item.title, item.daysLeft])).toEqual([
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

describe('progressFunnel', () => {
  it('is cumulative: awarded counts as applied and in progress, rejected as applied', () => {
    const cards = [
      card({ id: 1, status: 'interested' }),
      card({ id: 2, status: 'applied' }),
      card({ id: 3, status: 'interviewing' }),
      card({ id: 4, status: 'awarded' }),
      card({ id: 5, status: 'rejected' }),
    ];
    expect(progressFunnel(cards)).toEqual([
      { stage: 'Saved', count: 5 },
      { stage: 'Applied', count: 4 },
      { stage: 'In Progress', count: 2 },
      { stage: 'Awarded', count: 1 },
    ]);
  });
});

describe('card wording', () => {
  it('formats the deadline as a calendar date, or says there is none', () => {
    expect(deadlineText('2026-12-01')).toBe('Dec 1, 2026');
    expect(deadlineText(null)).toBe('No deadline');
  });

  it("says 'Not applied yet' until there is an applied date", () => {
    expect(appliedText(null)).toBe('Not applied yet');
    expect(appliedText('2026-03-10T12:00:00.000Z')).toBe('Applied on Mar 10, 2026');
  });

  it('shows the award for scholarships and the company for internships', () => {
    expect(rewardFact(card({ awardAmount: '$2,500' }))).toEqual({ term: 'Award', text: '$2,500' });
    expect(rewardFact(card({ opportunityType: 'internship', type: 'internship', company: 'Acme' }))).toEqual({
      term: 'Company',
      text: 'Acme',
    });
    expect(rewardFact(card({ awardAmount: null }))).toEqual({ term: 'Award', text: 'Award not stated' });
  });

  it('names the kinds', () => {
    expect(['scholarship', 'grant', 'fellowship', 'internship', 'bursary'].map(kindText)).toEqual([
      'Scholarship',
      'Grant',
      'Fellowship',
      'Internship',
      'Bursary',
    ]);
  });

  it("writes history lines as 'Saved' then 'From → To'", () => {
    expect(historyText({ fromStatus: null, toStatus: 'interested' })).toBe('Saved');
    expect(historyText({ fromStatus: 'interested', toStatus: 'applied' })).toBe('Saved → Applied');
    expect(historyText({ fromStatus: 'applied', toStatus: 'interviewing' })).toBe('Applied → In Progress');
  });
});

describe('hasPremium', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  it.each([
    ['no access', buildUser(), false],
    ['access that ended', buildUser({ weeklyAccessExpiresAt: '2026-06-10T11:59:59Z' }), false],
    ['access until later', buildUser({ weeklyAccessExpiresAt: '2026-06-11T00:00:00Z' }), true],
    ['an admin', buildUser({ role: 'admin' }), true],
  ])('is %s → %s', (_case, user, expected) => {
    expect(hasPremium(user, now)).toBe(expected);
  });
});

describe('mergeApplication', () => {
  it("keeps the card fields and takes the server's application fields", () => {
    const cards = [card({ id: 1, title: 'Kept' }), card({ id: 2 })];
    const merged = mergeApplication(cards, {
      id: 1,
      status: 'applied',
      dateApplied: '2026-03-10T12:00:00.000Z',
    });
    expect(merged?.[0]).toMatchObject({
      title: 'Kept',
      status: 'applied',
      dateApplied: '2026-03-10T12:00:00.000Z',
    });
    expect(merged?.[1]).toBe(cards[1]);
  });
});
