import type { CompleteResult } from '@streakwise/shared';

/* What the load driver knows of its simulated people, and the shapes of its options and reports. */

export interface DayTally {
  /** The count the latest acknowledged check-in or undo of that day answered. */
  count: number;
  /** Check-ins and undos sent after it whose fate is unknown (the connection broke). */
  maybeUp: number;
  maybeDown: number;
}

export interface SimHabit {
  id: string;
  target: number;
  /** Today's date and count as the latest reply about this habit gave them. */
  today: { date: string; completed: number };
  days: Map<string, DayTally>;
}

export interface SimUser {
  id: string;
  email: string;
  password: string;
  token: string;
  premium: boolean;
  habits: SimHabit[];
  /** What the acknowledged check-ins and undos earned, bonuses included. */
  ackedPoints: number;
  /** The total the latest reply gave; null after a request whose fate is unknown. */
  knownPoints: number | null;
  /** Requests whose fate is unknown. */
  inDoubt: number;
  /** The latest acknowledged check-in, to send again with the same Idempotency-Key. */
  lastCheckIn?: { habit: SimHabit; key: string; body: CompleteResult };
}

/** One acknowledged (2xx) check-in or undo and the count it answered. */
export interface Acknowledged {
  userId: string;
  habitId: string;
  day: string;
  kind: 'check-in' | 'undo';
  count: number;
}

/** Things the replies said during the run that contradict each other. */
export interface Consistency {
  replays: number;
  /** A retried Idempotency-Key answered something other than its first reply. */
  replayMismatches: number;
  /** A check-in or undo answered a count or total that does not follow from the previous one. */
  replyMismatches: number;
  /** A read (list, me, stats) disagreed with what the person's own writes had answered. */
  readMismatches: number;
  samples: string[];
}

export interface Verification {
  source: 'api' | 'sql';
  users: number;
  habitDays: number;
  /** Acknowledged check-in units missing from the store. */
  lostCheckIns: number;
  /** Units stored beyond what was acknowledged (and could have been in flight). */
  extraUnits: number;
  /** Users whose stored points differ from what their acknowledged replies add up to. */
  pointsMismatches: number;
  /** Users whose points differ from the sum of their ledger (SQL only). */
  ledgerMismatches?: number;
  /** Habit-days whose count differs from their live check-ins (SQL only). */
  liveCheckInMismatches?: number;
  /** Users with a request in doubt at the end, whose total cannot be predicted exactly. */
  usersInDoubt: number;
  problems: string[];
}

export interface DriverOptions {
  baseUrl: string;
  /** Seed of the action mix, printed by callers so a run can be repeated. */
  seed?: number;
  /** A reply slower than this counts as a network error. */
  requestTimeoutMs?: number;
}

export interface CreateUsersOptions {
  /** Every n-th person buys Premium through the mock checkout (0: nobody). */
  premiumEvery?: number;
  /** Sign-ups in flight at once: each costs the server an argon2 hash. */
  concurrency?: number;
  timeZone?: string;
}

export interface RunOptions {
  seconds: number;
  /** Requests in flight at once (capped at the number of users: one each). */
  concurrency: number;
  /** Aborting stops the workers after their current request. */
  signal?: AbortSignal;
}
