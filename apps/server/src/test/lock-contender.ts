import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.js';

/*
 * A process that tries to take data folders' locks (data-dir-lock.test.ts), for races between
 * real processes: `lock-contender.ts <start at, ms since the epoch> <folder>...` tries the n-th
 * folder at `start + n × ROUND_MS`, prints one JSON line ({ pid, outcomes }) and then holds every
 * lock it took until its standard input closes.
 */
const ROUND_MS = 40;

type Outcome = 'won' | 'refused' | `error: ${string}`;

const [startArg, ...folders] = process.argv.slice(2);
const start = Number(startArg);

/** Waits until `at`: by timer while far, then spinning, so the contenders start together. */
async function until(at: number): Promise<void> {
  const far = at - Date.now() - 5;
  if (far > 0) await new Promise((resolve) => setTimeout(resolve, far));
  while (Date.now() < at) {
    // spin
  }
}

const outcomes: Outcome[] = [];
for (const [round, folder] of folders.entries()) {
  await until(start + round * ROUND_MS);
  try {
    lockDataDir(folder);
    outcomes.push('won');
  } catch (err) {
    outcomes.push(err instanceof DataDirInUseError ? 'refused' : `error: ${String(err)}`);
  }
}
process.stdout.write(`${JSON.stringify({ pid: process.pid, outcomes })}\n`);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
