import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { scheduleNewsletterDigest } from './digest-schedule';

const result = { period: '2026-W48', sent: 2, empty: 1, failed: 0 };

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (line: string) => void lines.push(line),
      error: (_: { err: unknown }, line: string) => void lines.push(line),
    },
  };
}

describe('the newsletter digest schedule', () => {
  it("is off for 'off' (null) and never runs", async () => {
    const { lines, log } = recorder();
    let runs = 0;
    const schedule = scheduleNewsletterDigest(null, { run: async () => ((runs += 1), result) }, log);
    expect(lines).toEqual(['newsletter digest schedule: off']);
    schedule.stop();
    expect(runs).toBe(0);
  });

  it('runs the digest on its pattern (UTC) and logs what it did, until stopped', async () => {
    const { lines, log } = recorder();
    let runs = 0;
    const at = new Date(Date.now() + 1500);
    const pattern = `${at.getUTCSeconds()} ${at.getUTCMinutes()} ${at.getUTCHours()} * * *`;
    const schedule = scheduleNewsletterDigest(pattern, { run: async () => ((runs += 1), result) }, log);
    expect(lines[0]!.startsWith(`newsletter digest schedule: "${pattern}" (UTC), next at `)).toBe(true);
    await expect.poll(() => runs, { timeout: 5000, interval: 100 }).toBe(1);
    await expect
      .poll(() => lines.at(-1))
      .toBe('newsletter digest 2026-W48: 2 sent, 1 with nothing new, 0 failed');
    schedule.stop();
    await sleep(100);
    expect(runs).toBe(1);
  });
});
