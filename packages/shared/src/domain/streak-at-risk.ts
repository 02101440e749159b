import { addDays, localDay } from './day.js';
import { computeFairStreak, planFreezes, type FairHistory } from './fair-streak.js';
import { canLogDay, LATE_LOG_CUTOFF_HOUR } from './schedule.js';

/** A streak that a missed yesterday has broken for now, but that can still be saved. */
export interface StreakAtRisk {
  /** The streak as it stood before yesterday: days, or weeks for a weekly habit. */
  days: number;
  /** The local time yesterday stays open until ('10:00'). */
  until: string;
  /** What saves it: a late check-in of yesterday, or a freeze held that will cover the day. */
  savedBy: 'late' | 'freeze';
  /** Freezes the cover takes (a weekly habit's short week takes one per day short); 0 for late. */
  freezes: number;
}

export const LATE_LOG_UNTIL = `${String(LATE_LOG_CUTOFF_HOUR).padStart(2, '0')}:00`;

/**
 * Whether the habit's streak is at risk at the instant `now` (docs/strength.md, "A streak at
 * risk"): yesterday can still be checked in (before 10:00 local, decision 015), and the streak
 * the habit has now is shorter than it would be with yesterday protected (a broken run: yesterday
 * was due, not done and not protected) and with yesterday done (a late check-in saves it). Saved by a freeze when one of the `freezesHeld` would cover
 * the day once it closes (`planFreezes`, decision 017: a run of at least FREEZE_MIN_STREAK),
 * else by a late check-in. Null otherwise, e.g. from 10:00 on, when the day is judged.
 */
export function streakAtRisk(
  input: FairHistory & { now: Date; timeZone: string; freezesHeld: number },
): StreakAtRisk | null {
  const today = localDay(input.now, input.timeZone);
  const yesterday = addDays(today, -1);
  if (yesterday < input.createdOn) return null;
  if (canLogDay(yesterday, input.now, input.timeZone) !== 'yesterday') return null;
  const history: FairHistory = {
    schedule: input.schedule,
    createdOn: input.createdOn,
    done: [...input.done],
    protectedDays: [...input.protectedDays],
  };
  const now = computeFairStreak({ ...history, today }).current;
  // Broken now, and whole again were yesterday protected (as a freeze would) or done (late).
  const spared = [...history.protectedDays, yesterday];
  if (computeFairStreak({ ...history, protectedDays: spared, today }).current <= now) return null;
  const late = computeFairStreak({ ...history, done: [...history.done, yesterday], today });
  if (late.current <= now) return null;
  // As of yesterday, yesterday is still open: the run that ended the day before.
  const days = computeFairStreak({ ...history, today: yesterday }).current;
  if (days === 0) return null;
  const frozen = planFreezes({
    ...history,
    held: input.freezesHeld,
    from: yesterday,
    through: yesterday,
  });
  return frozen.length > 0
    ? { days, until: LATE_LOG_UNTIL, savedBy: 'freeze', freezes: frozen.length }
    : { days, until: LATE_LOG_UNTIL, savedBy: 'late', freezes: 0 };
}
