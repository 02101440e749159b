import { and, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.js';
import { habits, pointEntries, userBadges, users, weeklyChallenges } from '../../db/schema.js';

/**
 * A bonus entry under its key; a quit habit's kept day (docs/decisions/032-habit-kinds.md) names
 * its habit and its own day.
 */
export interface PostedBonus {
  reason: 'perfect-week' | 'weekly-challenge' | 'quit-day';
  amount: number;
  key: string;
  habitId?: string;
  day?: string;
}

/**
 * Posts bonuses, each once per key (docs/decisions/003-habits-and-gamification.md): payments
 * (positive) and takings back (negative: docs/decisions/026-taking-back-rewards.md), and moves the
 * user's total by what was posted, in one statement. Returns the reasons actually posted, the
 * user's points after them, and how many perfect weeks stood before them (paid and not taken back).
 */
export async function postBonuses(
  tx: Queryable,
  userId: string,
  bonuses: readonly PostedBonus[],
  day: string,
  now: Date,
): Promise<{ posted: string[]; points: number; perfectWeeks: number }> {
  const rows = sql.join(
    bonuses.map(
      (b) =>
        sql`(${userId}::uuid, ${b.habitId ?? null}::uuid, ${b.reason}, ${b.amount},
          ${b.day ?? day}::date, ${b.key}, ${now}::timestamptz)`,
    ),
    sql`, `,
  );
  const [row] = await selectRows<{ points: number; posted: string[]; perfectWeeks: number }>(
    tx,
    sql`
    with posted as (
      insert into ${pointEntries} (user_id, habit_id, reason, amount, day, bonus_key, created_at)
      values ${rows}
      on conflict (user_id, bonus_key) do nothing
      returning reason, amount
    )
    update ${users} set points = points + coalesce((select sum(amount) from posted), 0)::int
    where id = ${userId}
    returning points, array(select reason from posted) as posted,
      (select (count(*) filter (where amount > 0) - count(*) filter (where amount < 0))::int
        from ${pointEntries}
        where user_id = ${userId} and reason = 'perfect-week' and bonus_key is not null)
        as "perfectWeeks"`,
  );
  if (!row) throw new Error('bonus found no user');
  return row;
}

/**
 * Whether a bonus of a kind (e.g. 'perfect-week') stands for any week: paid more often than taken
 * back (docs/decisions/026-taking-back-rewards.md).
 */
export async function hasStandingBonus(
  db: Queryable,
  userId: string,
  reason: 'perfect-week' | 'weekly-challenge',
): Promise<boolean> {
  const [row] = await db
    .select({
      stands: sql<boolean>`count(*) filter (where ${pointEntries.amount} > 0)
        > count(*) filter (where ${pointEntries.amount} < 0)`,
    })
    .from(pointEntries)
    // Bonuses always carry a key: saying so lets the small index of bonus rows answer.
    .where(
      and(
        eq(pointEntries.userId, userId),
        eq(pointEntries.reason, reason),
        isNotNull(pointEntries.bonusKey),
      ),
    );
  return row?.stands ?? false;
}

export async function ledgerTotal(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointEntries.amount}), 0)` })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId));
  return Number(row?.total ?? 0);
}

export async function heldBadges(
  db: Queryable,
  userId: string,
): Promise<{ badgeId: string; earnedAt: Date }[]> {
  return db
    .select({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(userBadges.earnedAt, userBadges.badgeId);
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

/**
 * The points a user has earned, net of undos and of bonuses taken back, but not of what was spent
 * on freezes: what the points badges are held by once an undo has taken points back
 * (docs/decisions/026-taking-back-rewards.md). Asked only then, so reading the user's whole ledger
 * is rare.
 */
export async function earnedPoints(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointEntries.amount}), 0)` })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), ne(pointEntries.reason, 'freeze-bought')));
  return Number(row?.total ?? 0);
}

/** Takes badges back (an undo broke their rule); returns the ids that were held. */
export async function takeBackBadges(
  tx: Queryable,
  userId: string,
  badgeIds: string[],
): Promise<string[]> {
  if (badgeIds.length === 0) return [];
  const rows = await tx
    .delete(userBadges)
    .where(and(eq(userBadges.userId, userId), inArray(userBadges.badgeId, badgeIds)))
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
