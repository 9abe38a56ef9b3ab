import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { makeTempDir } from '../../test/test-app';

describe('embedded data directory lock', () => {
  const dataDir = makeTempDir('ff-lock-');
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
});
