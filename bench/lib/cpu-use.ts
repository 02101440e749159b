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
  /** utime + stime. */
  ticks: number;
}

/** The command name in a /proc/…/stat line's parentheses, and its CPU times. */
function parseStat(text: string): Stat {
  const close = text.lastIndexOf(')');
  // Fields 14 and 15 of proc(5); the slice starts at field 3.
  const fields = text
    .slice(close + 2)
    .split(' ')
    .map(Number);
  return {
    name: text.slice(text.indexOf('(') + 1, close),
    ticks: (fields[11] ?? 0) + (fields[12] ?? 0),
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
 * Every `postgres` process's CPU time by pid. `others` holds the pids already seen to be something
 * else, so each sample reads only PostgreSQL's processes and the ones that are new since the last.
 * NOTE: a pid reused by a new postgres process within one run would be missed; a run lasts
 * seconds, and Linux hands pids out in turn.
 */
function postgresByPid(others: Set<number>): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (others.has(pid)) continue;
    const stat = readStat(`/proc/${entry}/stat`);
    if (stat?.name === 'postgres') found.set(pid, stat.ticks);
    else if (stat) others.add(pid);
  }
  return found;
}

/** The machine's busy and total time (all cores), from the first line of /proc/stat. */
function machineTicks(): { busy: number; total: number } | null {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
  const total = fields.reduce((sum, n) => sum + n, 0);
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

/** How often PostgreSQL's processes are read while a run lasts. */
const SAMPLE_MS = 100;

/**
 * Measures one run: `startCpuMeter()` before it, `stop(responses)` after. PostgreSQL's processes
 * are read every 100 ms meanwhile, each by its pid, because backends come and go: pgbench's open
 * and close inside the run, and a pool closes idle connections. A process counts from its first
 * reading in the run (from zero when it started after the meter did) to its last; one that ends
 * loses at most its last 100 ms. Each reading opens only PostgreSQL's processes and any new ones,
 * so it takes little of the main thread whose time it measures.
 */
class CpuMeter {
  private readonly machine = machineTicks();
  private readonly mainThread = readStat(`/proc/self/task/${process.pid}/stat`)?.ticks;
  private readonly others = new Set<number>();
  private readonly first = postgresByPid(this.others);
  private readonly last = new Map(this.first);
  private readonly timer = setInterval(() => this.sample(), SAMPLE_MS);

  constructor() {
    this.timer.unref();
  }

  private sample(): void {
    for (const [pid, ticks] of postgresByPid(this.others)) {
      this.last.set(pid, ticks);
      if (!this.first.has(pid)) this.first.set(pid, 0);
    }
  }

  /** The run's CPU per response; null when nothing was answered or /proc could not be read. */
  stop(responses: number): CpuUse | null {
    clearInterval(this.timer);
    try {
      return this.use(responses);
    } catch {
      return null;
    }
  }

  private use(responses: number): CpuUse | null {
    this.sample();
    const machine = machineTicks();
    const mainThread = readStat(`/proc/self/task/${process.pid}/stat`)?.ticks;
    if (!this.machine || !machine || this.mainThread === undefined || mainThread === undefined) {
      return null;
    }
    if (responses <= 0) return null;
    const ms = (ticks: number) => (ticks * 1000) / clockTicks() / responses;
    let postgres = 0;
    for (const [pid, ticks] of this.last) postgres += ticks - (this.first.get(pid) ?? 0);
    const total = machine.total - this.machine.total;
    return {
      cores: cpus().length,
      busyShare: total > 0 ? (machine.busy - this.machine.busy) / total : 0,
      perRequestMs: {
        machine: ms(machine.busy - this.machine.busy),
        mainThread: ms(mainThread - this.mainThread),
        postgres: this.last.size > 0 ? ms(postgres) : null,
      },
    };
  }
}

/** A meter started now; null off Linux (no /proc to read). */
export function startCpuMeter(): { stop(responses: number): CpuUse | null } | null {
  try {
    return new CpuMeter();
  } catch {
    return null;
  }
}
