import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseURL } from '../support/browser';
import { startServer } from '../support/server-process';

// The production entry point as `npm start` runs it: data kept between starts, one process per data dir.
describe('server process on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-proc-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process on the same DATA_DIR, shuts down cleanly and reuses the data', async () => {
    const first = await startServer({ dataDir, env: { SEED_DATA: 'false' } });
    const health = await (await fetch(`${first.baseURL}/api/health`)).json();
    expect(health.database).toMatchObject({ kind: 'pglite', migrations: { upToDate: true } });

    await expect(startServer({ dataDir, env: { SEED_DATA: 'false' } })).rejects.toThrow(
      'is already in use by another FutureFund process',
    );

    expect(await first.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'futurefund.lock'))).toBe(false);

    const second = await startServer({ dataDir, env: { SEED_DATA: 'false' } });
    const again = await (await fetch(`${second.baseURL}/api/health`)).json();
    expect(again.database.migrations.applied).toBe(health.database.migrations.applied);
    expect(await second.stop()).toBe(0);
  }, 90_000);

  it("imports the seed of the suite server's new DATA_DIR in a process of its own, gone before it listened", async () => {
    const suite = inject('suiteServer');
    const listed = (await (
      await fetch(`${baseURL()}/api/opportunities?includeClosed=true&limit=1`)
    ).json()) as unknown[];
    expect(listed).toHaveLength(1);
    // The import was logged by another process, which has exited (ADR 045).
    const imported = fs
      .readFileSync(suite.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('seed data imported'))
      .map((line) => JSON.parse(line) as { pid: number });
    expect(imported).toHaveLength(1);
    expect(imported[0]!.pid).not.toBe(suite.pid);
    expect(fs.existsSync(`/proc/${imported[0]!.pid}`)).toBe(false);
  });

  it('stops at start-up with one clear line per bad environment key', async () => {
    await expect(startServer({ dataDir, env: { PORT: 'abc', LOG_LEVEL: 'loud' } })).rejects.toThrow(
      /Invalid environment:\n {2}PORT: must be a port number \(got "abc"\)\n {2}LOG_LEVEL: must be one of/,
    );
  });
});
