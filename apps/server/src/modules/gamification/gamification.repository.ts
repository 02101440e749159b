import { and, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.js';
import {
  checkIns,
  habits,
  pointEntries,
  userBadges,
  users,
  weeklyChallenges,
} from '../../db/schema.js';

/**
 * Pays bonuses (each once per key: docs/decisions/003-habits-and-gamification.md) and moves the
 * user's total by what was paid, in one statement. Returns the reasons actually paid and the
 * user's points after them.
 */
export async function payBonuses(
  tx: Queryable,
  userId: string,
  bonuses: readonly { reason: 'perfect-week' | 'weekly-challenge'; amount: number; key: string }[],
  day: string,
  now: Date,
): Promise<{ paid: string[]; points: number }> {
  const rows = sql.join(
    bonuses.map(
      (b) =>
        sql`(${userId}::uuid, ${b.reason}, ${b.amount}, ${day}::date, ${b.key}, ${now}::timestamptz)`,
    ),
    sql`, `,
  );
  const [row] = await selectRows<{ points: number; paid: string[] }>(
    tx,
    sql`
    with paid as (
      insert into ${pointEntries} (user_id, reason, amount, day, bonus_key, created_at)
      values ${rows}
      on conflict (user_id, bonus_key) do nothing
      returning reason, amount
    )
    update ${users} set points = points + coalesce((select sum(amount) from paid), 0)::int
    where id = ${userId}
    returning points, array(select reason from paid) as paid`,
  );
  if (!row) throw new Error('bonus found no user');
  return row;
}

/**
 * What the weekly challenge and the badge rules are judged by, read in one statement: each part is
 * an index lookup (docs/decisions/012-streak-state.md lists the plans).
 */
export interface GamificationFacts {
  /** The week's challenge target, once fixed. */
  weekTarget: number | null;
  activeHabits: number;
  /** Every habit, archived ones included (the habit badges count them all). */
  allHabits: number;
  /** The week's check-in units, net of undos. */
  weekUnits: number;
  challengePaid: boolean;
  perfectWeekPaid: boolean;
  /** Whether any perfect-week bonus was ever paid. */
  anyPerfectWeek: boolean;
  badgeIds: string[];
  /** The challenge's three facts of `otherWeek`, when it was asked for; else null. */
  otherWeek: ChallengeFacts | null;
}

export type ChallengeFacts = Pick<GamificationFacts, 'weekTarget' | 'weekUnits' | 'challengePaid'>;

type WeekKeys = { monday: string; sunday: string; challengeKey: string };

/**
 * The facts of `week` as one json expression, a scalar subquery: what the stats read
 * (`factsAndBadges`), and what a check-in's or an undo's write statement returns beside its
 * changes (rewards.ts `checkInFacts`, `undoFacts`). Inside a statement that writes, it reads the
 * tables as they were before that statement.
 * `otherWeek`: a second week whose challenge is wanted too (this week's, beside the last week a
 * late check-in of Sunday is judged in).
 */
export function gamificationFactsSql(
  userId: string,
  week: WeekKeys & { perfectWeekKey: string },
  otherWeek?: WeekKeys,
): SQL {
  const bonusPaid = (key: string) =>
    sql`exists (select 1 from ${pointEntries} where user_id = ${userId} and bonus_key = ${key})`;
  const target = (w: WeekKeys) =>
    sql`(select target from ${weeklyChallenges}
        where user_id = ${userId} and week_start = ${w.monday}::date)`;
  const units = (w: WeekKeys) =>
    sql`(select coalesce(sum(units), 0)::int from ${checkIns}
        where user_id = ${userId} and day between ${w.monday}::date and ${w.sunday}::date
          and undone_at is null)`;
  return sql`(select json_build_object(
      'weekTarget', ${target(week)},
      'activeHabits', h.active,
      'allHabits', h.every_habit,
      'weekUnits', ${units(week)},
      'challengePaid', ${bonusPaid(week.challengeKey)},
      'otherWeek', ${
        otherWeek
          ? sql`json_build_object('weekTarget', ${target(otherWeek)}, 'weekUnits', ${units(otherWeek)},
              'challengePaid', ${bonusPaid(otherWeek.challengeKey)})`
          : sql`null`
      },
      'perfectWeekPaid', ${bonusPaid(week.perfectWeekKey)},
      'anyPerfectWeek', exists (select 1 from ${pointEntries}
        where user_id = ${userId} and reason = 'perfect-week' and bonus_key is not null),
      'badgeIds', array(select badge_id from ${userBadges} where user_id = ${userId}))
    from (
      select count(*) filter (where archived_at is null)::int as active, count(*)::int as every_habit
      from ${habits} where user_id = ${userId}
    ) h)`;
}

/** Whether any bonus of a kind (e.g. 'perfect-week') was ever paid. */
export async function hasAnyBonus(
  db: Queryable,
  userId: string,
  reason: 'perfect-week' | 'weekly-challenge',
): Promise<boolean> {
  const rows = await db
    .select({ id: pointEntries.id })
    .from(pointEntries)
    // Bonuses always carry a key: saying so lets the small index of bonus rows answer.
    .where(
      and(
        eq(pointEntries.userId, userId),
        eq(pointEntries.reason, reason),
        isNotNull(pointEntries.bonusKey),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function ledgerTotal(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointEntries.amount}), 0)` })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * The facts of `week` and the badges held, oldest first, in one statement: what the stats read of
 * this module.
 */
export async function factsAndBadges(
  db: Queryable,
  userId: string,
  week: WeekKeys & { perfectWeekKey: string },
): Promise<{ facts: GamificationFacts; badges: { badgeId: string; earnedAt: Date }[] }> {
  const [row] = await selectRows<{
    facts: GamificationFacts;
    badges: { badgeId: string; earnedAt: string }[];
  }>(
    db,
    sql`select ${gamificationFactsSql(userId, week)} as facts,
      (select coalesce(json_agg(json_build_object('badgeId', badge_id, 'earnedAt', earned_at)
          order by earned_at), '[]')
        from ${userBadges} where user_id = ${userId}) as badges`,
  );
  if (!row) throw new Error('facts query returned no row');
  return {
    facts: row.facts,
    badges: row.badges.map((b) => ({ badgeId: b.badgeId, earnedAt: new Date(b.earnedAt) })),
  };
}

export async function heldBadges(
  db: Queryable,
  userId: string,
): Promise<{ badgeId: string; earnedAt: Date }[]> {
  return db
    .select({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(userBadges.earnedAt);
}

/** Awards badges once each: returns only the ids that were new. */
export async function awardBadges(
  tx: Queryable,
  userId: string,
  badgeIds: string[],
  now: Date,
): Promise<string[]> {
  if (badgeIds.length === 0) return [];
  const rows = await tx
    .insert(userBadges)
    .values(badgeIds.map((badgeId) => ({ userId, badgeId, earnedAt: now })))
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId });
  return rows.map((r) => r.badgeId);
}

export async function weeklyTarget(
  db: Queryable,
  userId: string,
  weekStart: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ target: weeklyChallenges.target })
    .from(weeklyChallenges)
    .where(and(eq(weeklyChallenges.userId, userId), eq(weeklyChallenges.weekStart, weekStart)))
    .limit(1);
  return row?.target;
}

/**
 * Fixes a week's challenge target unless it is fixed already; returns the target that holds. Two
 * requests seeing the week at once both end with the first one's target.
 */
export async function fixWeeklyTarget(
  db: Queryable,
  values: { userId: string; weekStart: string; target: number; createdAt: Date },
): Promise<number> {
  const [fixed] = await db
    .insert(weeklyChallenges)
    .values(values)
    .onConflictDoNothing()
    .returning({ target: weeklyChallenges.target });
  if (fixed) return fixed.target;
  return (await weeklyTarget(db, values.userId, values.weekStart)) ?? values.target;
}

/**
 * A streak freeze bought: its ledger entry of minus the price, the user's total moved by the same
 * amount and one more freeze held, in one statement (the total always equals the ledger's sum:
 * docs/decisions/003-habits-and-gamification.md). A first freeze (none held before) moves the
 * judging mark to `lastClosed`, so it never covers a day that closed before it was bought
 * (docs/decisions/017-fair-streaks.md); `greatest` keeps a mark already later (the zone moved
 * west), so no day is judged twice. Returns the user's points and freezes after it.
 */
export async function buyFreeze(
  tx: Queryable,
  values: { userId: string; price: number; day: string; lastClosed: string; now: Date },
): Promise<{ points: number; freezesHeld: number }> {
  const { userId, price, day, lastClosed, now } = values;
  const [row] = await selectRows<{ points: number; freezesHeld: number }>(
    tx,
    sql`
    with entry as (
      insert into ${pointEntries} (user_id, reason, amount, day, created_at)
      values (${userId}, 'freeze-bought', ${-price}, ${day}::date, ${now}::timestamptz)
    )
    update ${users} set
      points = points - ${price},
      freezes_held = freezes_held + 1,
      freezes_judged_through = case when freezes_held = 0
        then greatest(freezes_judged_through, ${lastClosed}::date)
        else freezes_judged_through end
    where id = ${userId}
    returning points, freezes_held as "freezesHeld"`,
  );
  if (!row) throw new Error('freeze purchase found no user');
  return row;
}

/**
 * Freezes used on missed days (habits/freeze-judge.service.ts): a ledger row of 0 points each,
 * naming the habit and the day covered, so the total does not move and the use stays on record.
 */
export async function recordFreezeUses(
  tx: Queryable,
  userId: string,
  uses: readonly { habitId: string; day: string }[],
  now: Date,
): Promise<void> {
  if (uses.length === 0) return;
  await tx.insert(pointEntries).values(
    uses.map((use) => ({
      userId,
      habitId: use.habitId,
      reason: 'freeze-used' as const,
      amount: 0,
      day: use.day,
      createdAt: now,
    })),
  );
}

/**
 * The freezes used since `since`, newest first (on the same instant, the later day first), with
 * their habit's name; a use whose habit was deleted since is left out. Served by the ledger's
 * (user_id, created_at) index.
 */
export async function recentFreezeUses(
  db: Queryable,
  userId: string,
  since: Date,
): Promise<{ habitId: string; habitName: string; day: string; usedAt: Date }[]> {
  return db
    .select({
      habitId: habits.id,
      habitName: habits.name,
      day: pointEntries.day,
      usedAt: pointEntries.createdAt,
    })
    .from(pointEntries)
    .innerJoin(habits, eq(habits.id, pointEntries.habitId))
    .where(
      and(
        eq(pointEntries.userId, userId),
        gte(pointEntries.createdAt, since),
        eq(pointEntries.reason, 'freeze-used'),
      ),
    )
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.day));
}
