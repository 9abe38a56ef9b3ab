import fs from 'node:fs';
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

const LOCK_NAME = 'futurefund.lock';
// Inside the lock directory, so it is created, moved and removed together with the lock itself.
const OWNER_FILE = 'pid';
/** Lock directories this process holds: a recorded pid equal to ours means a previous incarnation otherwise. */
const heldHere = new Set<string>();

/**
 * PGlite is single-process: two servers on one data directory would corrupt it.
 * proper-lockfile keeps the lock fresh while we run (mtime) and treats it as stale 10 s after a
 * crash; the owner's pid, stored in the lock, lets a restart take over at once when that process
 * is gone, instead of refusing to start for those 10 s.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockDir = path.join(dataDir, LOCK_NAME);
  try {
    return await lockOnce(dataDir, lockDir);
  } catch (error) {
    if (!isStale(error, lockDir)) throw translate(error, dataDir);
    moveAside(lockDir);
    return lockOnce(dataDir, lockDir).catch((retryError: unknown) => {
      throw translate(retryError, dataDir);
    });
  }
}

async function lockOnce(dataDir: string, lockDir: string): Promise<() => Promise<void>> {
  const release = await lockfile.lock(dataDir, {
    lockfilePath: lockDir,
    // Refreshed every 2 s; a lock whose owner we cannot identify is taken over after 10 s.
    stale: 10_000,
    update: 2_000,
    retries: 0,
    onCompromised: (error) => {
      // Another process took the directory over: stop rather than write next to it.
      console.error(`FutureFund lost the lock on ${dataDir}: ${error.message}`);
      process.exit(1);
    },
  });
  // proper-lockfile treats any mtime but its own as a takeover: put the directory's mtime back.
  const { mtime } = fs.statSync(lockDir);
  fs.writeFileSync(path.join(lockDir, OWNER_FILE), String(process.pid));
  fs.utimesSync(lockDir, mtime, mtime);
  heldHere.add(lockDir);
  return async () => {
    heldHere.delete(lockDir);
    // proper-lockfile removes the lock with rmdir, which needs it empty.
    fs.rmSync(path.join(lockDir, OWNER_FILE), { force: true });
    await release();
  };
}

function isStale(error: unknown, lockDir: string): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  // proper-lockfile found the lock stale by its age but could not rmdir it: our pid file is inside
  // (rmdir of a non-empty directory fails with ENOTEMPTY, or EEXIST on some systems).
  if (code === 'ENOTEMPTY' || code === 'EEXIST') return true;
  return code === 'ELOCKED' && ownerIsGone(lockDir);
}

/** True only when the lock names a process that no longer exists; unknown owners count as alive. */
function ownerIsGone(lockDir: string): boolean {
  const pid = readOwner(lockDir);
  if (pid === null) return false; // just created, pid not written yet: a live owner
  if (pid === process.pid) return !heldHere.has(lockDir); // e.g. PID 1 again after a container restart
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function readOwner(lockDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(lockDir, OWNER_FILE), 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Renames the stale lock away (atomic: of two restarts racing here only one moves it) and deletes
 * it. Should the moved lock turn out to be a fresh one that a racing process just created, it is
 * put back and this start refuses like any other second process.
 */
function moveAside(lockDir: string) {
  const stalePid = readOwner(lockDir);
  const aside = `${lockDir}.stale-${process.pid}-${Date.now()}`;
  try {
    fs.renameSync(lockDir, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else moved it
    throw error;
  }
  if (readOwner(aside) !== stalePid) {
    fs.renameSync(aside, lockDir);
    return;
  }
  fs.rmSync(aside, { recursive: true, force: true });
}

function translate(error: unknown, dataDir: string): unknown {
  return (error as NodeJS.ErrnoException).code === 'ELOCKED' ? new DataDirLockedError(dataDir) : error;
}
