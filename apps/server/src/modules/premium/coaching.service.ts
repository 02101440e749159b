import {
  addDays,
  ANALYTICS_PERIOD_DAYS,
  localClock,
  localDay,
  type AnalyticsPeriod,
  type Coaching,
  type Day,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import { firstCheckIns } from '../habits/habit-history.service.js';
import { habitHistories, habitRecords, protectedOffsets } from '../habits/habit-reads.service.js';
import type { SignedInUser } from '../users/user-view.js';
import { AiUnavailable } from './ai-chat.js';
import { requestAiCoaching } from './ai-coaching.js';
import { coachingFacts, type CheckInMoment, type CoachingFacts } from './coaching-facts.js';
import { coachByRules, type CoachingNote } from './coaching.js';
import { requirePremium } from './premium-access.js';

type Person = Pick<UserRow, 'id' | 'timezone'>;

/** The facts of the person's active habits from `start` to `end`, `today` their local day. */
async function readFacts(
  db: Queryable,
  user: Person,
  range: { start: Day; end: Day; today: Day },
): Promise<CoachingFacts> {
  const { start, end, today } = range;
  // NOTE: one query after another: the weekly report may pass a transaction's one connection.
  const habitRows = await habitRecords(db, user.id, { set: 'all', order: 'person' });
  const histories = await habitHistories(db, user.id, start, end);
  const protections = await protectedOffsets(db, user.id, { base: start, from: null, to: end });
  const firsts = await firstCheckIns(db, user.id, start, end);
  const byHabit = new Map(histories.map((h) => [h.habitId, h.done]));
  const moments = new Map<string, CheckInMoment[]>();
  for (const c of firsts) {
    const list = moments.get(c.habitId) ?? [];
    list.push({
      day: c.day,
      hour: Number(localClock(c.at, user.timezone).slice(0, 2)),
      later: localDay(c.at, user.timezone) > c.day,
    });
    moments.set(c.habitId, list);
  }
  const toDays = (offsets: readonly number[]) => offsets.map((o) => addDays(start, o));
  return coachingFacts({
    start,
    end,
    today,
    habits: habitRows
      .filter((h) => h.archivedAt === null)
      .map((h) => ({
        id: h.id,
        name: h.name,
        kind: h.kind,
        unit: h.unit,
        dailyTarget: h.dailyTarget,
        createdOn: h.createdOn,
        schedule: h.schedule,
        done: toDays(byHabit.get(h.id) ?? []),
        protectedDays: toDays(protections.get(h.id) ?? []),
        checkIns: moments.get(h.id) ?? [],
      })),
  });
}

/** The AI provider's note when configured and honest; else (logged) the built-in rules'. */
async function write(
  ctx: ServiceContext,
  user: Person,
  facts: CoachingFacts,
): Promise<CoachingNote> {
  const ai = ctx.config.ai;
  if (!ai) return coachByRules(facts);
  try {
    return await requestAiCoaching(ai, facts);
  } catch (error) {
    const reason = error instanceof AiUnavailable ? error.reason : 'unexpected error';
    ctx.log.warn(
      { event: 'coaching.ai_fallback', userId: user.id, reason },
      'AI coaching unavailable: using the built-in rules',
    );
    return coachByRules(facts);
  }
}

/**
 * The coaching note on the person's habits from `start` to `end` (docs/decisions/039-coaching.md).
 * The caller checks the plan; the weekly report passes its own database handle.
 */
export async function coachingNote(
  ctx: ServiceContext,
  db: Queryable,
  user: Person,
  range: { start: Day; end: Day; today: Day },
): Promise<Coaching> {
  const facts = await readFacts(db, user, range);
  const note = await write(ctx, user, facts);
  return { range: { start: range.start, end: range.end }, ...note };
}

/** GET /api/premium/coaching: the note on the Analytics period shown, ending today. */
export async function coaching(
  ctx: ServiceContext,
  user: SignedInUser,
  period: AnalyticsPeriod,
): Promise<Coaching> {
  requirePremium(user);
  const today = localDay(ctx.clock.now(), user.timezone);
  const start = addDays(today, -(ANALYTICS_PERIOD_DAYS[period] - 1));
  return coachingNote(ctx, ctx.database.db, user, { start, end: today, today });
}
