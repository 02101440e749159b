import type { Clock } from '../../apps/server/src/clock.js';

export const DAY_MS = 86_400_000;

/**
 * The app's clock for the benchmark: noon of the benchmark's "today" plus the real time elapsed,
 * plus a whole number of days that the load generator (another thread) moves on through shared
 * memory, so that every check-in lands on a day that still has room for it.
 */
export class BenchClock implements Clock {
  readonly dayOffset = new SharedArrayBuffer(4);
  private readonly days = new Int32Array(this.dayOffset);
  private readonly startedAt = Date.now();

  constructor(readonly noonOfToday: number) {}

  now(): Date {
    return new Date(
      this.noonOfToday + (Date.now() - this.startedAt) + Atomics.load(this.days, 0) * DAY_MS,
    );
  }

  get day(): number {
    return Atomics.load(this.days, 0);
  }
}
