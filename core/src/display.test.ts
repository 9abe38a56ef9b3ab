import { describe, expect, it } from 'vitest';
import { displayCount } from './display';

describe('displayCount', () => {
  it('rounds down to a nice figure with a plus, never above the truth', () => {
    expect(displayCount(2_585)).toBe('2,500+');
    expect(displayCount(1_236)).toBe('1,200+');
    expect(displayCount(372)).toBe('350+');
    expect(displayCount(1_000)).toBe('1,000+');
    expect(displayCount(12_345)).toBe('12,000+');
    expect(displayCount(105_000)).toBe('100,000+');
  });

  it('shows small counts exactly', () => {
    expect(displayCount(0)).toBe('0');
    expect(displayCount(47)).toBe('47');
    expect(displayCount(99)).toBe('99');
  });

  it('is exact at each step and never above the number at the edges', () => {
    expect(displayCount(100)).toBe('100+');
    expect(displayCount(149)).toBe('100+');
    expect(displayCount(999)).toBe('950+');
    expect(displayCount(9_999)).toBe('9,900+');
    expect(displayCount(10_000)).toBe('10,000+');
    for (let n = 100; n < 200_000; n += 97) {
      const shown = Number(displayCount(n).replace(/[,+]/g, ''));
      expect(shown).toBeLessThanOrEqual(n);
      expect(shown * 1.5).toBeGreaterThan(n);
    }
  });

  it('treats bad input as zero and cuts fractions', () => {
    expect(displayCount(-3)).toBe('0');
    expect(displayCount(Number.NaN)).toBe('0');
    expect(displayCount(47.9)).toBe('47');
  });
});
