import { describe, expect, it, vi } from 'vitest';
import { loadOnFirstUse } from './load-on-first-use';

describe('loadOnFirstUse', () => {
  it('loads once, on the first call, and shares the result', async () => {
    const load = vi.fn(async () => ({ name: 'library' }));
    const library = loadOnFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([library(), library()]);
    expect(first).toBe(second);
    expect(await library()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('not there'))
      .mockResolvedValueOnce('loaded');
    const library = loadOnFirstUse(load);
    await expect(library()).rejects.toThrow('not there');
    await expect(library()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
