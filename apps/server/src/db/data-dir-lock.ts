import path from 'node:path';
import lockfile from 'proper-lockfile';
import { checkDataDir } from './data-dir-check.js';

/** A lock not refreshed for this long belongs to a process that died: the next start takes it. */
const STALE_MS = 15_000;
const UPDATE_MS = 5_000;

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is already in use by another Streakwise server. ` +
        'Stop that server first, or start this one with another DATA_DIR (two servers on one ' +
        'embedded database would corrupt it). If that server has just been killed, its lock ' +
        'expires within 15 seconds.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes the embedded database's folder for this process alone, before the database is opened:
 * PGlite has no protection of its own, and two processes writing one folder leave it unreadable
 * after the next crash. The folder is made private to the user and checked to be writable first
 * (a DataDirUnusableError says why not). Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  checkDataDir(dataDir);
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: STALE_MS,
      update: UPDATE_MS,
      realpath: false,
      // NOTE: losing the lock (the folder removed or the clock jumping) must not crash requests in
      // flight; the next start will find it stale and take it again.
      onCompromised: () => undefined,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw err;
  }
}
