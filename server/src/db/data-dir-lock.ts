import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is already in use by another FutureFund process. ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * PGlite is single-process: two servers on one data directory would corrupt it.
 * proper-lockfile keeps the lock fresh while we run and treats it as stale after a crash.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'futurefund.lock'),
      // Refreshed every 2 s; a crashed process's lock is taken over after 10 s.
      stale: 10_000,
      update: 2_000,
      retries: 0,
      onCompromised: (error) => {
        // Another process took the directory over: stop rather than write next to it.
        console.error(`FutureFund lost the lock on ${dataDir}: ${error.message}`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
