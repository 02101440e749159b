import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, lockDataDir, LOCK_FOLDER, type DataDirLock } from './data-dir-lock.js';

/*
 * Two servers starting on one data folder at the same moment, step by step: a second start runs
 * whole between two steps of the first, at each step where the first touches the lock. Exactly
 * one of them may get the folder. (data-dir-lock.test.ts races real processes; these are the
 * interleavings such a race rarely hits.)
 */

type Step = 'listed' | 'read the lock' | 'wrote its file' | 'linked its file';

/** Set by a test: at this step of the first start, `run` runs once. */
let pause: { step: Step; folder: string; run: () => void } | undefined;

function at(step: Step, file: fs.PathLike): void {
  const current = pause;
  if (!current || current.step !== step || !String(file).startsWith(current.folder)) return;
  pause = undefined;
  current.run();
}

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const wrapped = {
    ...real,
    readdirSync: ((dir: fs.PathLike, options?: unknown) => {
      const names = real.readdirSync(dir, options as undefined);
      at('listed', dir);
      return names;
    }) as typeof real.readdirSync,
    readFileSync: ((file: fs.PathOrFileDescriptor, options?: unknown) => {
      const text = real.readFileSync(file, options as undefined);
      if (typeof file !== 'number') at('read the lock', file);
      return text;
    }) as typeof real.readFileSync,
    writeFileSync: ((file: fs.PathOrFileDescriptor, data: string, options?: unknown) => {
      real.writeFileSync(file, data, options as undefined);
      if (typeof file !== 'number' && String(file).endsWith('.tmp')) at('wrote its file', file);
    }) as typeof real.writeFileSync,
    linkSync: (existing: fs.PathLike, made: fs.PathLike) => {
      real.linkSync(existing, made);
      at('linked its file', made);
    },
  };
  return { ...wrapped, default: wrapped };
});

const root = mkdtempSync(path.join(tmpdir(), 'streakwise-lock-race-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;

/** A lock left by a process that has gone (a pid no process has; Linux's pids stay far below). */
function leaveGoneLock(dir: string): void {
  mkdirSync(path.join(dir, LOCK_FOLDER), { recursive: true });
  writeFileSync(
    path.join(dir, LOCK_FOLDER, '1.json'),
    JSON.stringify({
      pid: 2 ** 30,
      startTime: '1',
      bootId: null,
      hostname: hostname(),
      since: '2026-01-01T00:00:00.000Z',
    }),
  );
}

type Outcome = 'won' | 'refused';

function attempt(dir: string, held: DataDirLock[]): Outcome {
  try {
    held.push(lockDataDir(dir));
    return 'won';
  } catch (err) {
    if (err instanceof DataDirInUseError) return 'refused';
    throw err;
  }
}

/** The lock file that holds: the highest number. */
function highest(dir: string): string {
  const folder = path.join(dir, LOCK_FOLDER);
  const [top] = fs
    .readdirSync(folder)
    .filter((name) => /^\d+\.json$/.test(name))
    .sort((a, b) => parseInt(b, 10) - parseInt(a, 10));
  return path.join(folder, top ?? '');
}

const everyStep: Step[] = ['listed', 'read the lock', 'wrote its file', 'linked its file'];

/** The embedded database's folder only: PostgreSQL needs no folder lock. */
const onPglite = process.env.TEST_DB !== 'postgres';

describe.runIf(onPglite)('the data folder lock, between two starts', () => {
  describe.each([
    { on: 'a gone owner’s lock', gone: true, steps: everyStep },
    // Nothing to read: the folder holds no lock yet.
    {
      on: 'a folder never locked',
      gone: false,
      steps: everyStep.filter((s) => s !== 'read the lock'),
    },
  ])('two starts at once on $on', ({ gone, steps }) => {
    it.each(steps)(
      'the second running whole once the first has %s: exactly one gets it',
      (step) => {
        const dir = path.join(root, String((folders += 1)));
        mkdirSync(dir);
        if (gone) leaveGoneLock(dir);
        const held: DataDirLock[] = [];
        let second: Outcome | undefined;
        pause = {
          step,
          folder: path.join(dir, LOCK_FOLDER),
          run: () => {
            second = attempt(dir, held);
          },
        };
        const first = attempt(dir, held);
        expect(pause, 'the second start ran').toBeUndefined();
        expect([first, second].sort()).toEqual(['refused', 'won']);
        expect(held.map((lock) => lock.file)).toEqual([highest(dir)]);
        for (const lock of held) lock.release();
      },
    );
  });

  it('a start that read a gone owner’s lock, while two more servers took the folder in turn, is refused', () => {
    const dir = path.join(root, String((folders += 1)));
    mkdirSync(dir);
    leaveGoneLock(dir);
    const held: DataDirLock[] = [];
    const others: Outcome[] = [];
    pause = {
      step: 'read the lock',
      folder: path.join(dir, LOCK_FOLDER),
      run: () => {
        // One takes the folder and stops cleanly; the next takes it after that one, and runs on.
        others.push(attempt(dir, held));
        held.shift()?.release();
        others.push(attempt(dir, held));
      },
    };
    // The first goes on from the lock it read, whose number the others have passed and tidied away.
    expect(attempt(dir, held)).toBe('refused');
    expect(others).toEqual(['won', 'won']);
    expect(held.map((lock) => lock.file)).toEqual([highest(dir)]);
    for (const lock of held) lock.release();
  });
});
