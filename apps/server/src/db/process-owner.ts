import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/*
 * Who holds the data folder, as its lock file names them, and whether that process still runs:
 * PostgreSQL's rule for postmaster.pid (docs/decisions/025-data-dir-lock.md). A pid alone is not
 * enough, since pids are reused: the process's start time (Linux's /proc/<pid>/stat) and the
 * machine's boot id tell a later process with the same pid from the owner.
 */

export interface Owner {
  pid: number;
  /** Clock ticks from boot to the process's start (/proc/<pid>/stat); null where unknown. */
  startTime: string | null;
  /** /proc/sys/kernel/random/boot_id: a new one after each reboot; null where unknown. */
  bootId: string | null;
  hostname: string;
  /** When it took the lock, for the person reading the file or a refusal. */
  since: string;
  /** Set by a server that stopped cleanly. */
  released?: true;
}

export type Verdict =
  /** The owner runs: the folder is not ours to take. */
  | 'running'
  /** The owner has stopped (or the file names nobody): the lock is taken at once. */
  | 'gone'
  /** The owner is on another machine, whose processes this one cannot see. */
  | 'elsewhere';

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

interface ProcessStat {
  state: string;
  startTime: string;
}

/** The state and start time of a running process, or null (no /proc, or no such process). */
function statOf(pid: number): ProcessStat | null {
  const text = readText(`/proc/${pid}/stat`);
  if (!text) return null;
  // NOTE: field 2 is the command name in parentheses and may itself hold spaces and ")".
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const [state, startTime] = [fields[0], fields[19]];
  return state && startTime ? { state, startTime } : null;
}

/** This process, as its lock file names it. */
export function thisProcess(): Owner {
  return {
    pid: process.pid,
    startTime: statOf(process.pid)?.startTime ?? null,
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    hostname: hostname(),
    since: new Date().toISOString(),
  };
}

/** Whether a process with this pid exists (another user's too); false for pids that name none. */
export function pidExists(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file's text as an owner, or null when it is not one (a truncated or foreign file). */
export function parseOwner(text: string): Owner | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const owner = value as Partial<Record<keyof Owner, unknown>>;
  const nullableText = (field: unknown) => field === null || typeof field === 'string';
  if (
    typeof owner.pid !== 'number' ||
    !nullableText(owner.startTime) ||
    !nullableText(owner.bootId) ||
    typeof owner.hostname !== 'string' ||
    typeof owner.since !== 'string'
  ) {
    return null;
  }
  return value as Owner;
}

/**
 * Whether the lock's owner still runs, seen from `me`. Another host name cannot be judged (its
 * processes are not ours to see); another boot id means the machine restarted since.
 */
export function judge(owner: Owner | null, me: Owner): Verdict {
  if (!owner || owner.released) return 'gone';
  if (owner.hostname !== me.hostname) return 'elsewhere';
  if (owner.bootId && me.bootId && owner.bootId !== me.bootId) return 'gone';
  if (!pidExists(owner.pid)) return 'gone';
  const stat = statOf(owner.pid);
  // NOTE: a process killed but not yet reaped by its parent still answers kill(pid, 0).
  if (stat && (stat.state === 'Z' || stat.state === 'X')) return 'gone';
  if (owner.startTime && stat && stat.startTime !== owner.startTime) return 'gone';
  return 'running';
}
