/**
 * Where a load case's CPU time went, read from Linux's /proc around its measured run: the whole
 * machine's busy time, this process's main thread (the app under test runs on it; the load
 * generator has a worker thread of its own) and PostgreSQL's processes when the server runs on
 * this machine. Given per request, so a latency can be read against the CPU the machine has: at
 * 10 connections a p50 of 10 ms needs about 1,000 requests a second (10 in flight ÷ 10 ms), which
 * two cores can only serve below 2 ms of CPU per request.
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';

export interface CpuSnapshot {
  /** Jiffies: the machine's busy and total time (all cores), this process's main thread. */
  machineBusy: number;
  machineTotal: number;
  mainThread: number;
  /** Every `postgres` process on this machine; null when there is none to read. */
  postgres: number | null;
}

export interface CpuUse {
  cores: number;
  /** Share of all cores busy during the run, 0–1. */
  busyShare: number;
  /** CPU milliseconds per response. */
  perRequestMs: { machine: number; mainThread: number; postgres: number | null };
}

let ticksPerSecond: number | undefined;

/** USER_HZ, the unit of /proc's times (100 on every common Linux build). */
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      ticksPerSecond = NaN;
    }
    if (!Number.isFinite(ticksPerSecond) || ticksPerSecond <= 0) ticksPerSecond = 100;
  }
  return ticksPerSecond;
}

interface Stat {
  name: string;
  /** utime + stime: the process's or thread's own. */
  ticks: number;
  /** cutime + cstime: its children's that have ended and been waited for. */
  childTicks: number;
}

/** The command name in a /proc/…/stat line's parentheses, and its CPU times. */
function parseStat(text: string): Stat {
  const close = text.lastIndexOf(')');
  // Fields 14–17 of proc(5); the slice starts at field 3.
  const fields = text
    .slice(close + 2)
    .split(' ')
    .map(Number);
  return {
    name: text.slice(text.indexOf('(') + 1, close),
    ticks: (fields[11] ?? 0) + (fields[12] ?? 0),
    childTicks: (fields[13] ?? 0) + (fields[14] ?? 0),
  };
}

function readStat(file: string): Stat | undefined {
  try {
    return parseStat(readFileSync(file, 'utf8'));
  } catch {
    // The process or thread ended between the listing and the read.
    return undefined;
  }
}

/**
 * PostgreSQL's processes, those that ended included: a backend that closes (pgbench's, when it
 * finishes) leaves its time to the postmaster, which waits for it, as the postmaster's children's.
 */
function postgresTicks(): number | null {
  let total = 0;
  let found = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(`/proc/${entry}/stat`);
    if (stat?.name !== 'postgres') continue;
    found = true;
    total += stat.ticks + stat.childTicks;
  }
  return found ? total : null;
}

/** Null off Linux (no /proc to read). */
export function cpuSnapshot(): CpuSnapshot | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    // user nice system idle iowait irq softirq steal (guest time is already inside user).
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    const fields = [user, nice, system, idle, iowait, irq, softirq, steal];
    if (fields.some((n) => n === undefined || !Number.isFinite(n))) return null;
    const total = fields.reduce<number>((sum, n) => sum + (n ?? 0), 0);
    const main = readStat(`/proc/self/task/${process.pid}/stat`);
    if (!main) return null;
    return {
      machineBusy: total - (idle ?? 0) - (iowait ?? 0),
      machineTotal: total,
      mainThread: main.ticks,
      postgres: postgresTicks(),
    };
  } catch {
    return null;
  }
}

/** The CPU of one measured run, per response; null when either snapshot is missing. */
export function cpuUse(
  before: CpuSnapshot | null,
  after: CpuSnapshot | null,
  responses: number,
): CpuUse | null {
  if (!before || !after || responses <= 0) return null;
  const ms = (ticks: number) => (ticks * 1000) / clockTicks() / responses;
  const total = after.machineTotal - before.machineTotal;
  return {
    cores: cpus().length,
    busyShare: total > 0 ? (after.machineBusy - before.machineBusy) / total : 0,
    perRequestMs: {
      machine: ms(after.machineBusy - before.machineBusy),
      mainThread: ms(after.mainThread - before.mainThread),
      postgres:
        before.postgres === null || after.postgres === null
          ? null
          : ms(after.postgres - before.postgres),
    },
  };
}
