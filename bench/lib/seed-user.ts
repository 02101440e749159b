import { randomUUID } from 'node:crypto';
import {
  addDays,
  computeStreak,
  type Day,
  HABIT_CATEGORIES,
  HABIT_COLORS,
  HABIT_ICONS,
  isPerfectWeek,
  newlyEarnedBadges,
  PERFECT_WEEK_BONUS,
  streakStateFrom,
  WEEKLY_CHALLENGE_REWARD,
  weeklyChallengeTarget,
  weekStart,
} from '@streakwise/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import {
  checkIns,
  completions,
  habits,
  pointEntries,
  userBadges,
  users,
} from '../../apps/server/src/db/schema.js';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.js';
import { streakColumns } from '../../apps/server/src/modules/habits/habits.repository.js';
import { kindOfHabit, planDay } from './seed-kinds.js';
import {
  insertInBatches,
  BENCH_EMAIL,
  BENCH_PASSWORD,
  HABIT_COUNT,
  HABIT_NAMES,
  HISTORY_DAYS,
  prng,
  PRNG_SEED,
  type SeedSummary,
  TIME_ZONE,
} from './seed.js';

/**
 * The benchmark user: verified, premium, 20 habits (or `habitCount`; a third each of counts,
 * measures and habits to quit: bench/lib/seed-kinds.ts) and a year of history (or `historyDays`)
 * — completions, one check-in per unit, the points ledger with its streak multipliers and weekly
 * bonuses, badges — following the app's own rules (the shared domain functions), so the queries
 * under load see realistic data. Deterministic: the same PRNG seed gives the same history.
 */

/** An instant on a day: 07:00 UTC plus some minutes (always that same day in Europe/London). */
function at(day: Day, minutes: number): Date {
  return new Date(Date.parse(`${day}T07:00:00Z`) + minutes * 60_000);
}

export async function seedBenchUser(
  db: Db,
  options: {
    today: Day;
    subscriptionEnds: Date;
    habitCount?: number;
    historyDays?: number;
    email?: string;
  },
): Promise<SeedSummary> {
  const started = performance.now();
  const random = prng(PRNG_SEED);
  const { today } = options;
  const habitCount = options.habitCount ?? HABIT_COUNT;
  const historyDays = options.historyDays ?? HISTORY_DAYS;
  const firstDay = addDays(today, -historyDays);
  const lastDay = addDays(today, -1);
  const userId = randomUUID();

  const habitRows = Array.from({ length: habitCount }, (_, i) => ({
    id: randomUUID(),
    userId,
    name: HABIT_NAMES[i % HABIT_NAMES.length]! + (i < HABIT_NAMES.length ? '' : ` ${i + 1}`),
    category: HABIT_CATEGORIES[i % HABIT_CATEGORIES.length]!,
    ...kindOfHabit(i),
    icon: HABIT_ICONS[i % HABIT_ICONS.length]!,
    color: HABIT_COLORS[i % HABIT_COLORS.length]!,
    description: i % 3 === 0 ? '' : `Benchmark habit ${i + 1}`,
    createdOn: firstDay,
    createdAt: at(firstDay, -60 + i),
  }));
  // How reliably each habit is kept: 60–95 % of days complete.
  const adherence = habitRows.map(() => 0.6 + random() * 0.35);

  const completionRows: (typeof completions.$inferInsert)[] = [];
  const checkInRows: (typeof checkIns.$inferInsert)[] = [];
  const ledgerRows: (typeof pointEntries.$inferInsert)[] = [];
  const badgeRows: (typeof userBadges.$inferInsert)[] = [];
  const held = new Set<string>();
  let points = 0;
  let hasPerfectWeek = false;
  // Consecutive counted days ending yesterday, per habit.
  const runs = habitRows.map(() => 0);
  // Per habit: the days that reached their target, and the last day written at all.
  const countedDays = habitRows.map((): Day[] => []);
  const lastWritten = habitRows.map((): Day | null => null);
  // Per-habit counts of the current week, for the perfect-week rule.
  let weekCounts = habitRows.map(() => new Map<Day, number>());
  let weekUnits = 0;

  const award = (facts: { bestCurrentStreak: number }, when: Date) => {
    const earned = newlyEarnedBadges(
      {
        habitCount,
        bestCurrentStreak: facts.bestCurrentStreak,
        points,
        hasPerfectWeek,
      },
      held,
    );
    for (const badge of earned) {
      held.add(badge.id);
      badgeRows.push({ userId, badgeId: badge.id, earnedAt: when });
    }
  };
  award({ bestCurrentStreak: 0 }, at(firstDay, -40));

  for (let d = 0; d < historyDays; d += 1) {
    const day = addDays(firstDay, d);
    const monday = weekStart(day);
    if (day === monday) {
      weekCounts = habitRows.map(() => new Map<Day, number>());
      weekUnits = 0;
    }
    const countedToday = habitRows.map(() => false);
    habitRows.forEach((habit, h) => {
      const planned = planDay(habit, random(), random, adherence[h]!, runs[h]!);
      if (!planned) return;
      if (planned.counts) countedToday[h] = true;

      let last = at(day, 0);
      const challengeUnit = (when: Date) => {
        weekUnits += 1;
        if (weekUnits !== weeklyChallengeTarget(habitCount)) return;
        ledgerRows.push({
          userId,
          reason: 'weekly-challenge',
          amount: WEEKLY_CHALLENGE_REWARD,
          day,
          bonusKey: `weekly-challenge:${monday}`,
          createdAt: when,
        });
        points += WEEKLY_CHALLENGE_REWARD;
      };
      planned.entries.forEach((entry, index) => {
        last = at(day, h * 20 + (index + 1) * 3 + Math.floor(random() * 3));
        const checkInId = randomUUID();
        checkInRows.push({
          id: checkInId,
          habitId: habit.id,
          userId,
          day,
          units: entry.units,
          points: entry.points,
          createdAt: last,
        });
        if (entry.points > 0) {
          ledgerRows.push({
            userId,
            habitId: habit.id,
            checkInId,
            reason: 'check-in',
            amount: entry.points,
            day,
            createdAt: last,
          });
          points += entry.points;
        }
        // A measure's entry is one check-in; a slip is none.
        if (habit.kind !== 'quit') {
          for (let u = 0; u < (habit.kind === 'count' ? entry.units : 1); u += 1) {
            challengeUnit(last);
          }
        }
        const best = Math.max(...runs.map((run, i) => (countedToday[i] ? run + 1 : run)));
        award({ bestCurrentStreak: best }, last);
      });
      if (planned.keptPoints > 0) {
        // Paid once the day has ended (the app's job, by the next morning).
        const paidAt = at(addDays(day, 1), 3 * 60);
        ledgerRows.push({
          userId,
          habitId: habit.id,
          reason: 'quit-day',
          amount: planned.keptPoints,
          day,
          bonusKey: `quit-day:${habit.id}:${day}`,
          createdAt: paidAt,
        });
        points += planned.keptPoints;
        challengeUnit(paidAt);
      }
      weekCounts[h]!.set(day, planned.count);
      lastWritten[h] = day;
      if (planned.counts) countedDays[h]!.push(day);
      completionRows.push({
        habitId: habit.id,
        userId,
        day,
        count: planned.count,
        target: habit.dailyTarget,
        slips: planned.slips,
        slipLimit: planned.slips === null ? null : habit.slipLimit,
        updatedAt: last,
      });
    });

    const weekHabits = habitRows.map((habit, h) => ({
      createdOn: habit.createdOn,
      dailyTarget: habit.dailyTarget,
      counts: weekCounts[h]!,
    }));
    if (isPerfectWeek(monday, weekHabits, day)) {
      const when = at(day, 23 * 60);
      ledgerRows.push({
        userId,
        reason: 'perfect-week',
        amount: PERFECT_WEEK_BONUS,
        day,
        bonusKey: `perfect-week:${monday}`,
        createdAt: when,
      });
      points += PERFECT_WEEK_BONUS;
      hasPerfectWeek = true;
      award({ bestCurrentStreak: Math.max(...runs) + 1 }, when);
    }
    habitRows.forEach((_, h) => {
      runs[h] = countedToday[h] ? runs[h]! + 1 : 0;
    });
  }

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      name: 'Bench User',
      email: options.email ?? BENCH_EMAIL,
      passwordHash,
      emailVerifiedAt: at(firstDay, -90),
      timezone: TIME_ZONE,
      plan: 'premium',
      priceType: 'annual',
      expiredAt: options.subscriptionEnds,
      points,
      quitDaysThrough: lastDay,
      createdAt: at(firstDay, -120),
      updatedAt: at(firstDay, -120),
    });
    // NOTE: the app keeps each habit's streak on its row, written by every check-in; rows
    // inserted here get the state those check-ins would have left, or every streak would read 0.
    await tx.insert(habits).values(
      habitRows.map((row, h) => ({
        ...row,
        ...streakColumns(streakStateFrom(countedDays[h] ?? [], lastWritten[h] ?? null)),
        // A quit habit's days are written and paid through the last day of the history.
        ...(row.kind === 'quit' ? { quitWrittenThrough: lastDay, quitPaidThrough: lastDay } : {}),
      })),
    );
    await insertInBatches(completionRows, (batch) => tx.insert(completions).values(batch));
    await insertInBatches(checkInRows, (batch) => tx.insert(checkIns).values(batch));
    await insertInBatches(ledgerRows, (batch) => tx.insert(pointEntries).values(batch));
    if (badgeRows.length > 0) await tx.insert(userBadges).values(badgeRows);
  });
  // Fresh statistics, as a long-lived database would have.
  await db.execute(sql`ANALYZE`);

  return {
    userId,
    today,
    habits: habitRows.map((h, i) => ({
      id: h.id,
      name: h.name,
      kind: h.kind,
      dailyTarget: h.dailyTarget,
      // A quit habit's today counts as kept until it goes over (its row is written on the first read).
      streak: computeStreak(
        h.kind === 'quit' ? [...(countedDays[i] ?? []), today] : (countedDays[i] ?? []),
        today,
      ),
    })),
    historyDays,
    rows: {
      completions: completionRows.length,
      checkIns: checkInRows.length,
      pointEntries: ledgerRows.length,
      badges: badgeRows.length,
    },
    points,
    seedMs: performance.now() - started,
  };
}
