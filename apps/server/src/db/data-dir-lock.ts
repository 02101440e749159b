import { randomUUID } from 'node:crypto';
import {
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { checkDataDir } from './data-dir-check.js';
import { judge, parseOwner, pidExists, thisProcess, type Owner } from './process-owner.js';

/*
 * The embedded database's folder is one server process's alone: PGlite has no protection of its
 * own, and two processes writing one folder lose writes and leave it unreadable after the next
 * crash. PostgreSQL's rule (postmaster.pid) decides: the lock names its owner's process; a live
 * owner is never displaced however long it sleeps, and a dead owner's lock is taken at once.
 * docs/decisions/025-data-dir-lock.md.
 *
 * The lock is a folder of numbered files, each written whole (a hard link to a complete file, so
 * never seen half-written) and never overwritten: the highest number holds. A dead owner's number
 * n is taken by creating n + 1, which only one of several starters can do.
 */

/** The lock's folder inside DATA_DIR. */
export const LOCK_FOLDER = 'server-lock';
/** proper-lockfile's folder, the lock of versions before decision 025, renewed every 5 s. */
const EARLIER_LOCK = 'server.lock';
const EARLIER_STALE_MS = 15_000;

/** How often a running server makes sure that the lock still names it. */
const CHECK_EVERY_MS = 1_000;
/**
 * A database call made longer than this after the last check checks again first: a server that
 * was paused (SIGSTOP, a debugger, a suspended VM) must not write before it has.
 */
const TRUSTED_FOR_MS = 1_500;
/** Enough for any number of starters racing; each round is one more number taken. */
const MAX_ROUNDS = 100;

export class DataDirInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}

export class DataDirLockLostError extends Error {
  constructor(dataDir: string, file: string) {
    super(
      `Stopping at once: this server no longer holds the lock on the data folder ${dataDir} ` +
        `(${file} was removed or replaced), so another server may be using its embedded ` +
        'database. It exits without writing to it again; start it once no other server uses ' +
        'that folder.',
    );
    this.name = 'DataDirLockLostError';
  }
}

const inUse = (dataDir: string, owner: Owner) =>
  `The data folder ${dataDir} is in use by another Streakwise server (process ${owner.pid}, ` +
  `holding it since ${owner.since}). Stop that server first, or start this one with another ` +
  'DATA_DIR: two servers on one embedded database would corrupt it.';

const elsewhere = (dataDir: string, owner: Owner, file: string) =>
  `The data folder ${dataDir} is locked by a Streakwise server on another host ` +
  `(${owner.hostname}, process ${owner.pid}), which this one cannot see. If no server on ` +
  `${owner.hostname} uses this folder any more, remove ${file} and start again; otherwise give ` +
  'this server another DATA_DIR.';

const numbered = /^(\d+)\.json$/;
const fileOf = (folder: string, n: number) => path.join(folder, `${n}.json`);

/** The lock's numbers, highest first (none when the folder is missing). */
function numbers(folder: string): number[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return names
    .flatMap((name) => numbered.exec(name)?.[1] ?? [])
    .map(Number)
    .sort((a, b) => b - a);
}

/** A lock file's text, or null once it has been removed. */
function readLock(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** A file beside `file` to write it whole first, named by this process (see `tidy`). */
const pendingFile = (file: string) =>
  path.join(path.dirname(file), `.${process.pid}-${randomUUID()}.tmp`);

/** Creates `file` with `text` whole, unless it exists: false then. */
function create(file: string, text: string): boolean {
  const pending = pendingFile(file);
  try {
    writeFileSync(pending, text, { mode: 0o600, flush: true });
    // NOTE: link(2) fails when the name exists (as O_EXCL does) and shows the file with its text,
    // never empty: a starter reading it meanwhile would take an empty lock for a dead one.
    linkSync(pending, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(pending, { force: true });
  }
}

/** Replaces this process's own lock file (never another's: the numbers are not reused). */
function rewrite(file: string, text: string): void {
  const pending = pendingFile(file);
  writeFileSync(pending, text, { mode: 0o600, flush: true });
  renameSync(pending, file);
}

/**
 * A folder locked by a version before decision 025 (proper-lockfile renewed its folder's time
 * every 5 s): refused while that server may still run, removed otherwise.
 */
function refuseEarlierLock(dataDir: string): void {
  const earlier = path.join(dataDir, EARLIER_LOCK);
  let renewedMsAgo: number;
  try {
    const stat = lstatSync(earlier);
    if (!stat.isDirectory()) return;
    renewedMsAgo = Date.now() - stat.mtimeMs;
  } catch {
    return;
  }
  if (renewedMsAgo < EARLIER_STALE_MS) {
    throw new DataDirInUseError(
      `The data folder ${dataDir} is in use by a Streakwise server of an earlier version (its ` +
        `lock ${earlier} was renewed ${Math.round(renewedMsAgo / 1000)} s ago). Stop that ` +
        'server first, or start this one with another DATA_DIR.',
    );
  }
  rmSync(earlier, { recursive: true, force: true });
}

/**
 * The lock this process holds. `watch` checks it every second; `assertHeld` (before each call to
 * the embedded database) checks it when the last check is older than 1.5 s.
 */
export class DataDirLock {
  readonly dataDir: string;
  /** This process's lock file. */
  readonly file: string;
  readonly #text: string;
  #checkedAt = performance.now();
  #lost: DataDirLockLostError | null = null;
  #timer: NodeJS.Timeout | undefined;
  #onLost: (err: DataDirLockLostError) => void = () => undefined;

  constructor(dataDir: string, file: string, text: string) {
    this.dataDir = dataDir;
    this.file = file;
    this.#text = text;
  }

  /** Whether the highest lock file is still this one, with this process's text. */
  #holds(): boolean {
    const [highest] = numbers(path.dirname(this.file));
    return (
      highest !== undefined &&
      fileOf(path.dirname(this.file), highest) === this.file &&
      readLock(this.file) === this.#text
    );
  }

  #check(): void {
    if (this.#lost) throw this.#lost;
    if (this.#holds()) {
      this.#checkedAt = performance.now();
      return;
    }
    this.#lost = new DataDirLockLostError(this.dataDir, this.file);
    this.#stopWatching();
    this.#onLost(this.#lost);
    throw this.#lost;
  }

  /** Throws DataDirLockLostError (after calling the `watch` callback) once the lock is lost. */
  assertHeld(): void {
    if (this.#lost) throw this.#lost;
    if (performance.now() - this.#checkedAt >= TRUSTED_FOR_MS) this.#check();
  }

  /** Checks every second; calls `onLost` once when the lock no longer names this process. */
  watch(onLost: (err: DataDirLockLostError) => void): void {
    this.#onLost = onLost;
    this.#stopWatching();
    this.#timer = setInterval(() => {
      try {
        this.#check();
      } catch {
        // Lost: reported through onLost. A folder that cannot be read now is read again next time.
      }
    }, CHECK_EVERY_MS);
    this.#timer.unref();
  }

  #stopWatching(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /**
   * Marks the lock released, for a server that stops cleanly. NOTE: the file stays: removing it
   * would let a number be used twice (see `lockDataDir`).
   */
  release(): void {
    this.#stopWatching();
    if (this.#lost || !this.#holds()) return;
    const owner = JSON.parse(this.#text) as Owner;
    rewrite(this.file, JSON.stringify({ ...owner, released: true }));
    this.#lost = new DataDirLockLostError(this.dataDir, this.file);
  }
}

/**
 * Takes the embedded database's folder for this process alone, before the database is opened.
 * The folder is made private to the user and checked to be writable first (a
 * DataDirUnusableError says why not); a folder another live server holds is a
 * DataDirInUseError that names it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  checkDataDir(dataDir);
  refuseEarlierLock(dataDir);
  const folder = path.join(dataDir, LOCK_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const me = thisProcess();
  const text = JSON.stringify(me);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const [highest] = numbers(folder);
    let next = 1;
    if (highest !== undefined) {
      const file = fileOf(folder, highest);
      const found = readLock(file);
      if (found === null) continue; // removed meanwhile: look again
      const owner = parseOwner(found);
      const verdict = judge(owner, me);
      if (owner && verdict === 'running') throw new DataDirInUseError(inUse(dataDir, owner));
      if (owner && verdict === 'elsewhere') {
        throw new DataDirInUseError(elsewhere(dataDir, owner, file));
      }
      next = highest + 1;
    }
    if (!create(fileOf(folder, next), text)) continue; // another starter took it first
    // NOTE: a starter that read the folder before another's tidying can create a number that had
    // been passed already; the highest holds, so it gives this one up and looks again.
    if (numbers(folder)[0] !== next) {
      rmSync(fileOf(folder, next), { force: true });
      continue;
    }
    tidy(folder, next);
    return new DataDirLock(dataDir, fileOf(folder, next), text);
  }
  throw new DataDirInUseError(
    `The data folder ${dataDir} could not be locked: other servers kept taking it. Start this ` +
      'one again once only one server starts on it.',
  );
}

const unfinished = /^\.(\d+)-.*\.tmp$/;

/**
 * Removes the lower numbers (each one's owner was judged gone before the next was made), and what
 * starters that were killed while writing their file left.
 */
function tidy(folder: string, held: number): void {
  for (const name of readdirSync(folder)) {
    const n = numbered.exec(name)?.[1];
    const writer = unfinished.exec(name)?.[1];
    const passed = n !== undefined && Number(n) < held;
    if (passed || (writer !== undefined && !pidExists(Number(writer)))) {
      rmSync(path.join(folder, name), { force: true });
    }
  }
}
