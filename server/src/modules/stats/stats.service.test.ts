import { describe, expect, it, vi } from 'vitest';
import type { StatsRepo } from './stats.repo';
import { createStatsService, STUDENT_COUNT_TTL_MS } from './stats.service';

function fakeRepo() {
  const state = { scholarships: 3, internships: 2, students: 7 };
  const repo = {
    countOpenListings: vi.fn(async () => ({
      scholarships: state.scholarships,
      internships: state.internships,
    })),
    countStudents: vi.fn(async () => state.students),
  } satisfies StatsRepo;
  return { state, repo };
}

describe('stats service caching', () => {
  it('reads listing counts once per catalog version and day', async () => {
    const { state, repo } = fakeRepo();
    let version = '1';
    const stats = createStatsService(repo, async () => version);
    await stats.counts('2026-11-24');
    state.scholarships = 4;
    expect(await stats.counts('2026-11-24')).toMatchObject({ scholarships: 3 });
    version = '2';
    expect(await stats.counts('2026-11-24')).toMatchObject({ scholarships: 4 });
    expect(await stats.counts('2026-11-25')).toMatchObject({ scholarships: 4 });
    expect(repo.countOpenListings).toHaveBeenCalledTimes(3);
  });

  it('keeps the student count for a minute', async () => {
    const { state, repo } = fakeRepo();
    let clock = 0;
    const stats = createStatsService(
      repo,
      async () => '1',
      () => clock,
    );
    expect(await stats.counts('2026-11-24')).toMatchObject({ students: 7 });
    state.students = 8;
    clock = STUDENT_COUNT_TTL_MS - 1;
    expect(await stats.counts('2026-11-24')).toMatchObject({ students: 7 });
    clock = STUDENT_COUNT_TTL_MS;
    expect(await stats.counts('2026-11-24')).toMatchObject({ students: 8 });
  });

  it('shares one read between concurrent misses and does not keep a failure', async () => {
    const { repo } = fakeRepo();
    const stats = createStatsService(repo, async () => '1');
    repo.countOpenListings.mockRejectedValueOnce(new Error('down'));
    await expect(stats.counts('2026-11-24')).rejects.toThrow('down');
    await Promise.all([stats.counts('2026-11-24'), stats.counts('2026-11-24')]);
    expect(repo.countOpenListings).toHaveBeenCalledTimes(2);
  });
});
