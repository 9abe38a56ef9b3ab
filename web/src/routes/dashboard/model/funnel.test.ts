import { describe, expect, it } from 'vitest';
import { buildCard } from '../dashboard-test-utils';
import { progressFunnel } from './funnel';

const card = buildCard;

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
