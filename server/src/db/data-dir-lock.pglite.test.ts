import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';
import { makeTempDir } from '../../test/test-app';

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** A lock as a crashed (or still running) server leaves it: fresh mtime, owner pid inside. */
function writeLock(dataDir: string, pid: number) {
  const lockDir = path.join(dataDir, 'futurefund.lock');
  fs.mkdirSync(lockDir);
  fs.writeFileSync(path.join(lockDir, 'pid'), String(pid));
}

describe('embedded data directory lock', () => {
  const dataDir = makeTempDir('ff-lock-');
  const children: ChildProcess[] = [];
  afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process-level open with a clear error, and allows it after close', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      `The data directory ${dataDir} is already in use by another FutureFund process.`,
    );
    await first.query('CREATE TABLE kept (value text)');
    await first.query("INSERT INTO kept VALUES ('still here')");
    await first.close();
    expect(fs.existsSync(`${dataDir}/futurefund.lock`)).toBe(false);

    const second = await openDatabase({ kind: 'pglite', dataDir });
    expect(await second.query('SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
    await second.close();
  }, 60_000);

  it('takes over at once a lock left by a process that no longer exists', async () => {
    writeLock(dataDir, await deadPid());
    const started = Date.now();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await database.query('SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
      expect(fs.readFileSync(path.join(dataDir, 'futurefund.lock', 'pid'), 'utf8')).toBe(String(process.pid));
    } finally {
      await database.close();
    }
    // proper-lockfile alone would refuse until the lock is 10 s old.
    expect(Date.now() - started).toBeLessThan(9_000);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('futurefund.lock'))).toEqual([]);
  }, 60_000);

  it('still refuses a lock held by a live process', async () => {
    const dir = makeTempDir('ff-lock-live-');
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(live);
    writeLock(dir, live.pid!);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    expect(fs.readFileSync(path.join(dir, 'futurefund.lock', 'pid'), 'utf8')).toBe(String(live.pid));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a lock whose owner has not written its pid yet', async () => {
    const dir = makeTempDir('ff-lock-new-');
    fs.mkdirSync(path.join(dir, 'futurefund.lock'));
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
