import { describe, expect, it } from 'vitest';
import { buildCard } from '../dashboard-test-utils';
import { cardsForTab, countByStatus, parseListTab, parseView } from './status';

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
