import * as nodeFs from 'node:fs';
import path from 'node:path';

/*
 * The embedded database, the dev outbox and the dev secret all live in DATA_DIR. A folder the
 * server cannot write, or a full disk, used to end the start with a stack trace (or, from inside
 * PGlite, with "ErrnoError { errno: 51 }"); these turn it into one sentence a person can act on.
 */

export class DataDirUnusableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DataDirUnusableError';
  }
}

type Problem = 'EACCES' | 'EPERM' | 'EROFS' | 'ENOSPC' | 'EDQUOT' | 'ENOTDIR' | 'EEXIST';

const SENTENCES: Record<Problem, (dir: string) => string> = {
  EACCES: (dir) =>
    `The data folder ${dir} cannot be written by this user (permission denied): give the user running Streakwise write access to it, or set DATA_DIR to a folder it can write.`,
  EPERM: (dir) =>
    `The data folder ${dir} cannot be written by this user (operation not permitted): give the user running Streakwise write access to it, or set DATA_DIR to a folder it can write.`,
  EROFS: (dir) =>
    `The data folder ${dir} is on a read-only file system: set DATA_DIR to a folder on a writable disk.`,
  ENOSPC: (dir) =>
    `The disk holding the data folder ${dir} is full: free some space on it, or set DATA_DIR to a folder on a disk with room.`,
  EDQUOT: (dir) =>
    `The data folder ${dir} is over this user's disk quota: free some space or raise the quota, or set DATA_DIR to a folder elsewhere.`,
  ENOTDIR: (dir) =>
    `The data folder ${dir} cannot be created because part of that path is a file: set DATA_DIR to a folder path.`,
  EEXIST: (dir) => `The data folder ${dir} is a file, not a folder: set DATA_DIR to a folder path.`,
};

const isProblem = (code: unknown): code is Problem =>
  typeof code === 'string' && Object.hasOwn(SENTENCES, code);

/** PGlite's file system reports errors by WASI errno number, without a name or a path. */
const WASI_ERRNO: Record<number, Problem> = {
  2: 'EACCES',
  19: 'EDQUOT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

/** PostgreSQL's own "could not extend file: No space left on device". */
const SQLSTATE_DISK_FULL = '53100';

/** What went wrong, when it is one of the folder problems a person can fix; else undefined. */
function problemOf(err: unknown): Problem | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { code, errno, name, syscall } = err as Record<string, unknown>;
  // NOTE: EEXIST means "DATA_DIR is a file" only when making the folder; elsewhere it is a bug.
  if (code === 'EEXIST') return syscall === 'mkdir' ? code : undefined;
  if (isProblem(code)) return code;
  if (code === SQLSTATE_DISK_FULL) return 'ENOSPC';
  if (name === 'ErrnoError' && typeof errno === 'number') return WASI_ERRNO[errno];
  return undefined;
}

/**
 * The folder this process checked (and so uses for its embedded database): errors from PGlite
 * carry no path, and are described with this one.
 */
let checkedDataDir: string | undefined;

/** The file-system calls the check makes, so a test can make any of them fail. */
export type ProbeFs = Pick<
  typeof nodeFs,
  'existsSync' | 'mkdirSync' | 'chmodSync' | 'writeFileSync' | 'rmSync'
>;

function makeFolder(dataDir: string, fs: ProbeFs): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (err) {
    // NOTE: Node's recursive mkdir says ENOENT for a folder it cannot create on a read-only file
    // system; a plain mkdir of the first missing folder gives the real reason.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    let missing = dataDir;
    while (!fs.existsSync(path.dirname(missing)) && path.dirname(missing) !== missing) {
      missing = path.dirname(missing);
    }
    fs.mkdirSync(missing, { mode: 0o700 });
    // It could be made after all (another process was creating it): carry on from there.
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  }
}

/**
 * Creates the data folder if needed, makes it private to the user, then writes, flushes and
 * removes a small probe file: a folder that cannot be used stops the start with a sentence,
 * before the embedded database is opened.
 */
export function checkDataDir(dataDir: string, fs: ProbeFs = nodeFs): void {
  const probe = path.join(dataDir, `.write-probe-${process.pid}`);
  try {
    makeFolder(dataDir, fs);
    // NOTE: before the probe, so a folder of the user's own left read-only (0500) is put right
    // rather than refused, as it always was.
    fs.chmodSync(dataDir, 0o700);
    // NOTE: `flush` makes the write reach the disk now: a full disk may accept a small write into
    // the page cache and only refuse it later.
    fs.writeFileSync(probe, 'streakwise', { flush: true });
    fs.rmSync(probe, { force: true });
    checkedDataDir = dataDir;
  } catch (err) {
    const problem = problemOf(err);
    if (!problem) throw err;
    throw new DataDirUnusableError(SENTENCES[problem](dataDir), { cause: err });
  }
}

/**
 * One sentence for a start that failed on the data folder after the check (the embedded
 * database filling the disk) or before it (the dev secret, written while the configuration is
 * read); undefined for any other failure.
 *
 * `dataDir` is the folder when known (by default, the one `checkDataDir` passed). Without it, the
 * folder is read from the error's path: at start-up, nothing else is written.
 */
export function describeDataDirFailure(
  err: unknown,
  dataDir: string | undefined = checkedDataDir,
): string | undefined {
  if (err instanceof DataDirUnusableError) return err.message;
  const problem = problemOf(err);
  if (!problem) return undefined;
  const { path: failedPath, syscall } = err as { path?: unknown; syscall?: unknown };
  if (typeof failedPath === 'string') {
    const folder = syscall === 'mkdir' ? failedPath : path.dirname(failedPath);
    // A path outside the data folder is some other problem, with its own stack trace.
    if (dataDir && !isWithin(path.resolve(folder), path.resolve(dataDir))) return undefined;
    if (problem === 'EEXIST' && dataDir && path.resolve(folder) !== path.resolve(dataDir)) {
      return undefined;
    }
    return SENTENCES[problem](dataDir ?? folder);
  }
  if (dataDir) return SENTENCES[problem](dataDir);
  // NOTE: a write that fails carries no path. Node's own error (it has a syscall) comes from the
  // dev secret, the one file written before the check; PGlite's and PostgreSQL's errors are
  // about the data folder only when it holds the embedded database, i.e. when `dataDir` is known.
  return typeof syscall === 'string' ? SENTENCES[problem]('(DATA_DIR)') : undefined;
}

function isWithin(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
