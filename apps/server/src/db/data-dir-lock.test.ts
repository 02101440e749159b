import { spawn, type ChildProcess } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  DataDirInUseError,
  DataDirLockLostError,
  lockDataDir,
  LOCK_FOLDER,
} from './data-dir-lock.js';

/*
 * The data folder's lock (docs/decisions/025-data-dir-lock.md): the lock file names its owner's
 * process; a running owner is never displaced, a gone one's lock is taken at once, and of several
 * processes starting together exactly one gets it.
 */
const made: string[] = [];
const newDir = () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'streakwise-lock-')), 'data');
  made.push(path.dirname(dir));
  return dir;
};
const contenders = new Set<ChildProcess>();
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => {
  for (const child of contenders) child.kill('SIGKILL');
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const readText = (file: string) => readFileSync(file, 'utf8').trim();
const bootId = readText('/proc/sys/kernel/random/boot_id');
const startTimeOf = (pid: number) => {
  const stat = readText(`/proc/${pid}/stat`);
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
};

interface LockText {
  pid: number;
  startTime: string | null;
  bootId: string | null;
  hostname: string;
  since: string;
}

/** A lock file as a server of this version leaves it, with `fields` changed. */
function writeLock(dir: string, fields: Partial<LockText> | string, n = 1): string {
  const folder = path.join(dir, LOCK_FOLDER);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${n}.json`);
  const text =
    typeof fields === 'string'
      ? fields
      : JSON.stringify({
          pid: process.pid,
          startTime: startTimeOf(process.pid),
          bootId,
          hostname: hostname(),
          since: new Date().toISOString(),
          ...fields,
        });
  writeFileSync(file, text);
  return file;
}

/** The pid of a process that has run and been reaped. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  if (!child.pid) throw new Error('no pid');
  return child.pid;
}

/** Whose the lock is now: the pid the highest lock file names. */
function holder(dir: string): number {
  const folder = path.join(dir, LOCK_FOLDER);
  const [highest] = readdirSync(folder)
    .filter((name) => /^\d+\.json$/.test(name))
    .sort((a, b) => parseInt(b, 10) - parseInt(a, 10));
  return (JSON.parse(readFileSync(path.join(folder, highest ?? ''), 'utf8')) as LockText).pid;
}

/** The embedded database's folder only: PostgreSQL needs no folder lock. */
const onPglite = process.env.TEST_DB !== 'postgres';

describe.runIf(onPglite)('the data folder lock', () => {
  it('lets one server at a time use a data folder, and the refusal names the folder and the pid', () => {
    const dir = newDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(
      `The data folder ${dir} is in use by another Streakwise server (process ${process.pid}, `,
    );
    lock.release();
    const again = lockDataDir(dir);
    expect(holder(dir)).toBe(process.pid);
    again.release();
  });

  it('makes the data folder private to the user', () => {
    const dir = newDir();
    const lock = lockDataDir(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, LOCK_FOLDER)).mode & 0o077).toBe(0);
    expect(statSync(lock.file).mode & 0o077).toBe(0);
    lock.release();
  });

  describe('a lock left behind', () => {
    it('is taken at once when its process has gone', async () => {
      const dir = newDir();
      writeLock(dir, { pid: await deadPid() });
      lockDataDir(dir).release();
    });

    it('is taken when its pid now belongs to a process that started at another time', () => {
      const dir = newDir();
      // The parent runs, but it is not the process that wrote this lock.
      writeLock(dir, { pid: process.ppid, startTime: '1' });
      lockDataDir(dir).release();
    });

    it('is taken when it was written before the machine restarted', () => {
      const dir = newDir();
      writeLock(dir, { pid: process.ppid, startTime: startTimeOf(process.ppid), bootId: 'before' });
      lockDataDir(dir).release();
    });

    it('is taken when it names no process (a damaged or foreign file)', () => {
      const dir = newDir();
      writeLock(dir, 'not a lock');
      lockDataDir(dir).release();
    });

    it('is not taken while its process runs, however long ago it was written', () => {
      const dir = newDir();
      const file = writeLock(dir, {
        pid: process.ppid,
        startTime: startTimeOf(process.ppid),
        since: '2020-01-01T00:00:00.000Z',
      });
      const old = new Date('2020-01-01T00:00:00Z');
      utimesSync(file, old, old);
      expect(() => lockDataDir(dir)).toThrow(
        `in use by another Streakwise server (process ${process.ppid}, holding it since 2020-01-01`,
      );
    });

    it('on another host is refused, with the file to remove if no server runs there', () => {
      const dir = newDir();
      const file = writeLock(dir, { hostname: 'elsewhere.example' });
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(
        `locked by a Streakwise server on another host (elsewhere.example, process ${process.pid})`,
      );
      expect(() => lockDataDir(dir)).toThrow(`remove ${file} and start again`);
    });

    it("by an earlier version is refused while renewed, and taken once it isn't", () => {
      const dir = newDir();
      mkdirSync(path.join(dir, 'server.lock'), { recursive: true });
      expect(() => lockDataDir(dir)).toThrow(/in use by a Streakwise server of an earlier version/);
      const old = new Date(Date.now() - 60_000);
      utimesSync(path.join(dir, 'server.lock'), old, old);
      lockDataDir(dir).release();
      expect(readdirSync(dir)).not.toContain('server.lock');
    });
  });

  describe('a running server', () => {
    it('learns within a second that its lock was removed, and refuses database calls from then on', () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
      const dir = newDir();
      const lock = lockDataDir(dir);
      const lost = vi.fn();
      lock.watch(lost);
      vi.advanceTimersByTime(1_000);
      expect(lost).not.toHaveBeenCalled();
      expect(() => lock.assertHeld()).not.toThrow();

      rmSync(path.join(dir, LOCK_FOLDER), { recursive: true });
      vi.advanceTimersByTime(1_000);
      expect(lost).toHaveBeenCalledOnce();
      expect(lost.mock.calls[0]?.[0]).toBeInstanceOf(DataDirLockLostError);
      expect(() => lock.assertHeld()).toThrow(`no longer holds the lock on the data folder ${dir}`);
    });

    it('checks again before a database call once it was paused, and gives up a lock another took', () => {
      vi.useFakeTimers({ toFake: ['performance'] });
      const dir = newDir();
      const lock = lockDataDir(dir);
      const lost = vi.fn();
      lock.watch(lost);
      // Removed by hand and taken by another server while this one was paused (no timer ran).
      rmSync(path.join(dir, LOCK_FOLDER), { recursive: true });
      writeLock(dir, { pid: process.ppid, startTime: startTimeOf(process.ppid) });
      vi.advanceTimersByTime(20_000);
      expect(() => lock.assertHeld()).toThrow(DataDirLockLostError);
      expect(lost).toHaveBeenCalledOnce();
      // The other server's lock is left as it is.
      expect(holder(dir)).toBe(process.ppid);
    });
  });

  const contender = fileURLToPath(new URL('../test/lock-contender.ts', import.meta.url));

  interface Report {
    pid: number;
    outcomes: string[];
  }

  /** `count` processes trying each folder in turn, together; resolves with what each one got. */
  function race(count: number, folders: string[]): Promise<Report[]> {
    const start = Date.now() + 6_000;
    return Promise.all(
      Array.from({ length: count }, () => {
        const child = spawn(
          process.execPath,
          ['--conditions=source', '--import', 'tsx', contender, String(start), ...folders],
          { stdio: ['pipe', 'pipe', 'inherit'] },
        );
        contenders.add(child);
        return new Promise<Report>((resolve, reject) => {
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes('\n')) resolve(JSON.parse(output) as Report);
          });
          child.on('exit', (code) => reject(new Error(`contender exited (${code}): ${output}`)));
        });
      }),
    );
  }

  it('gives a folder to exactly one of several processes starting together, on a gone owner’s lock or none', async () => {
    const gone = await deadPid();
    const folders = Array.from({ length: 16 }, (_, round) => {
      const dir = newDir();
      if (round % 2 === 0) writeLock(dir, { pid: gone, startTime: '1' });
      return dir;
    });
    const reports = await race(4, folders);
    for (const [round, folder] of folders.entries()) {
      const outcomes = reports.map((report) => report.outcomes[round]);
      expect(
        outcomes.filter((outcome) => outcome === 'won'),
        `round ${round}`,
      ).toHaveLength(1);
      expect(
        outcomes.filter((outcome) => outcome === 'refused'),
        `round ${round}`,
      ).toHaveLength(3);
      const winner = reports.find((report) => report.outcomes[round] === 'won');
      expect(holder(folder)).toBe(winner?.pid);
    }
  }, 60_000);
});
