import { describe, expect, it, vi } from 'vitest';
import type { BrowseRepo } from './browse.repo';
import { createTypeListTotals } from './type-list-total';

// The count itself is the browse repo's (tested on both databases in type-lists.test.ts); here the
// cache around it: one count per type, catalog version and day.
function fakeRepo() {
  const state = { scholarships: 3, internships: 2 };
  const countAll = vi.fn(async (type: 'scholarships' | 'internships') => state[type]);
  return { state, countAll, repo: { countAll } as unknown as BrowseRepo };
}

describe('type list totals', () => {
  it('counts once per type, catalog version and day', async () => {
    const { state, countAll, repo } = fakeRepo();
    let version = '1';
    const totals = createTypeListTotals(repo, async () => version);
    expect(await totals.openListings('scholarships', '2026-11-24')).toBe(3);
    state.scholarships = 4;
    expect(await totals.openListings('scholarships', '2026-11-24')).toBe(3);
    expect(await totals.openListings('internships', '2026-11-24')).toBe(2);
    version = '2';
    expect(await totals.openListings('scholarships', '2026-11-24')).toBe(4);
    expect(await totals.openListings('scholarships', '2026-11-25')).toBe(4);
    expect(countAll).toHaveBeenCalledTimes(4);
  });

  it('shares one count between concurrent misses and does not keep a failure', async () => {
    const { countAll, repo } = fakeRepo();
    const totals = createTypeListTotals(repo, async () => '1');
    countAll.mockRejectedValueOnce(new Error('down'));
    await expect(totals.openListings('scholarships', '2026-11-24')).rejects.toThrow('down');
    await Promise.all([
      totals.openListings('scholarships', '2026-11-24'),
      totals.openListings('scholarships', '2026-11-24'),
    ]);
    expect(countAll).toHaveBeenCalledTimes(2);
  });
});
