import { describe, expect, it } from 'vitest';
import { matchesChip } from './browse';

describe('matchesChip', () => {
  it('finds Women in STEM only with a women tag and the STEM tag', () => {
    expect(matchesChip(['women', 'stem'], 'women-in-stem')).toBe(true);
    expect(matchesChip(['Female Students', 'stem'], 'women-in-stem')).toBe(true);
    expect(matchesChip(['women', 'merit-based'], 'women-in-stem')).toBe(false);
    expect(matchesChip(['stem'], 'women-in-stem')).toBe(false);
    // "ecosystems" holds the letters, not the tag.
    expect(matchesChip(['women', 'ecosystems'], 'women-in-stem')).toBe(false);
  });

  it('finds First-Gen Friendly and Minority Scholarships by their tag words', () => {
    expect(matchesChip(['first-gen'], 'first-gen')).toBe(true);
    expect(matchesChip(['Minority', 'need-based'], 'minority')).toBe(true);
    expect(matchesChip(['women'], 'minority')).toBe(false);
  });
});
