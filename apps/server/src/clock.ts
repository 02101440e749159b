/**
 * The only source of "now" for rules (docs/architecture.md §2); tests move it through
 * `POST /api/test/clock`.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at real time and can be set; time keeps flowing from the set point. */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  set(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }
}
