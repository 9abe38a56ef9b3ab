import { describe, expect, it } from 'vitest';
import { buildCard } from '../dashboard-test-utils';
import { mergeApplication } from './cache';

const card = buildCard;

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
