import { describe, expect, it, vi } from 'vitest';
import type { StatsRepo } from './stats.repo';
import { createStatsService, STUDENT_COUNT_TTL_MS } from './stats.service';

// The listing totals are the type lists' own (tested through the API in stats.test.ts and
// type-lists.test.ts); here the student count's one-minute cache is what is under test.
function fakeRepo() {
  const state = { students: 7 };
  const reads = { countStudents: vi.fn(async () => state.students) } satisfies Partial<StatsRepo>;
  // The counters read the student count only; the source list is tested through the API.
  return { state, repo: reads as typeof reads & StatsRepo };
}
const totals = {
  openListings: async (type: 'scholarships' | 'internships') => (type === 'scholarships' ? 3 : 2),
};

describe('stats service caching', () => {
  it("answers the type lists' totals and the student count", async () => {
    const { repo } = fakeRepo();
    const stats = createStatsService(repo, totals);
    expect(await stats.counts('2026-11-24')).toEqual({ scholarships: 3, internships: 2, students: 7 });
  });

  it('keeps the student count for a minute', async () => {
    const { state, repo } = fakeRepo();
    let clock = 0;
    const stats = createStatsService(repo, totals, { now: () => clock });
    expect(await stats.counts('2026-11-24')).toMatchObject({ students: 7 });
    state.students = 8;
    clock = STUDENT_COUNT_TTL_MS - 1;
    expect(await stats.counts('2026-11-24')).toMatchObject({ students: 7 });
    clock = STUDENT_COUNT_TTL_MS;
    expect(await stats.counts('2026-11-24')).toMatchObject({ students: 8 });
  });

  it('shares one read between concurrent misses and does not keep a failure', async () => {
    const { repo } = fakeRepo();
    const stats = createStatsService(repo, totals);
    repo.countStudents.mockRejectedValueOnce(new Error('down'));
    await expect(stats.counts('2026-11-24')).rejects.toThrow('down');
    await Promise.all([stats.counts('2026-11-24'), stats.counts('2026-11-24')]);
    expect(repo.countStudents).toHaveBeenCalledTimes(2);
  });
});
