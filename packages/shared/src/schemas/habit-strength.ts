import { z } from 'zod';

/* A habit's strength and a streak at risk, as replies carry them: docs/strength.md. */

/** 0–100: an exponentially weighted share of the due days kept (`habitStrength`). */
export const strengthSchema = z.number().int().min(0).max(100);

/**
 * Set between midnight and the late-logging cut-off after a missed due day while the streak can
 * still be saved (`streakAtRisk`), null otherwise. `days` is the streak before the missed day
 * (weeks for a weekly habit), `until` the local time yesterday stays open ('10:00'), `savedBy`
 * what saves it: a late check-in of yesterday, or a held streak freeze that will cover the day
 * when it closes. `streak.current` meanwhile says what it would be if nothing were done.
 */
export const streakAtRiskSchema = z.object({
  days: z.number().int().min(1),
  until: z.string(),
  savedBy: z.enum(['late', 'freeze']),
});
export type StreakAtRiskView = z.infer<typeof streakAtRiskSchema>;
