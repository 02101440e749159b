import type { Habit, User } from '@streakwise/shared';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkIns, completions, pointEntries, users as usersTable } from '../../db/schema.js';
import type { ApiClient } from './api-client.js';
import { eachLimited } from './concurrency.js';
import type { DayTally, SimUser, Verification } from './model.js';

/*
 * Reading back at the end: what was acknowledged is what is stored, through the API or straight
 * from the tables, and the points equal the ledger (docs/architecture.md §5).
 */

/** Whether `stored` is within what the acknowledged replies (and requests in doubt) allow. */
function compare(report: Verification, where: string, tally: DayTally, stored: number): void {
  const low = tally.count - tally.maybeDown;
  const high = tally.count + tally.maybeUp;
  report.habitDays += 1;
  if (stored < low) {
    report.lostCheckIns += low - stored;
    if (report.problems.length < 10)
      report.problems.push(`${where}: stored ${stored}, acknowledged ${tally.count}`);
  } else if (stored > high) {
    report.extraUnits += stored - high;
    if (report.problems.length < 10)
      report.problems.push(`${where}: stored ${stored}, acknowledged ${tally.count}`);
  }
}

function comparePoints(report: Verification, user: SimUser, stored: number): void {
  // A total is exact when every request was answered; after an unknown fate, the latest reply
  // still pins it as long as another acknowledged reply followed.
  const expected = user.inDoubt === 0 ? user.ackedPoints : user.knownPoints;
  if (expected === null) {
    report.usersInDoubt += 1;
    return;
  }
  if (stored !== expected) {
    report.pointsMismatches += 1;
    if (report.problems.length < 10)
      report.problems.push(`${user.email}: ${stored} points stored, acknowledged ${expected}`);
  }
}

function emptyReport(source: Verification['source'], users: number): Verification {
  return {
    source,
    users,
    habitDays: 0,
    lostCheckIns: 0,
    extraUnits: 0,
    pointsMismatches: 0,
    usersInDoubt: 0,
    problems: [],
  };
}

/** Reads every person's habits (from their earliest day) and total back through the API. */
export async function verifyThroughApi(api: ApiClient, users: SimUser[]): Promise<Verification> {
  const report = emptyReport('api', users.length);
  await eachLimited(users, 8, async (user) => {
    const days = user.habits.flatMap((h) => [...h.days.keys()]).sort();
    const from = days[0] ? `?from=${days[0]}` : '';
    const listed = await api.call(
      api.verification,
      'GET /api/habits',
      'GET',
      `/api/habits${from}`,
      { token: user.token },
    );
    const me = await api.call(api.verification, 'GET /api/auth/me', 'GET', '/api/auth/me', {
      token: user.token,
    });
    if (
      listed.kind !== 'reply' ||
      listed.status !== 200 ||
      me.kind !== 'reply' ||
      me.status !== 200
    ) {
      report.problems.push(`${user.email}: could not read back (${JSON.stringify([listed, me])})`);
      return;
    }
    const habits = listed.body as Habit[];
    for (const habit of user.habits) {
      const stored = habits.find((h) => h._id === habit.id);
      for (const [day, tally] of habit.days) {
        const count = stored?.completions.find((c) => c.date === day)?.count ?? 0;
        compare(report, `${user.email} habit ${habit.id} ${day}`, tally, count);
      }
    }
    comparePoints(report, user, (me.body as { user: User }).user.points);
  });
  return report;
}

/** The same checks straight from the tables, plus points = ledger and counts = live check-ins. */
export async function verifyWithSql(db: Db, users: SimUser[]): Promise<Verification> {
  const report: Verification = {
    ...emptyReport('sql', users.length),
    ledgerMismatches: 0,
    liveCheckInMismatches: 0,
  };
  const ids = users.map((u) => u.id);
  if (ids.length === 0) return report;
  const counts = await db
    .select({ habitId: completions.habitId, day: completions.day, count: completions.count })
    .from(completions)
    .where(inArray(completions.userId, ids));
  const live = await db
    .select({
      habitId: checkIns.habitId,
      day: checkIns.day,
      units: sql<string>`sum(${checkIns.units})`,
    })
    .from(checkIns)
    .where(and(inArray(checkIns.userId, ids), isNull(checkIns.undoneAt)))
    .groupBy(checkIns.habitId, checkIns.day);
  const totals = await db
    .select({ id: usersTable.id, points: usersTable.points })
    .from(usersTable)
    .where(inArray(usersTable.id, ids));
  const ledger = await db
    .select({
      userId: pointEntries.userId,
      sum: sql<string>`coalesce(sum(${pointEntries.amount}), 0)`,
    })
    .from(pointEntries)
    .where(inArray(pointEntries.userId, ids))
    .groupBy(pointEntries.userId);

  const countOf = new Map(counts.map((c) => [`${c.habitId}/${c.day}`, c.count]));
  const liveOf = new Map(live.map((l) => [`${l.habitId}/${l.day}`, Number(l.units)]));
  for (const user of users) {
    for (const habit of user.habits) {
      for (const [day, tally] of habit.days) {
        compare(
          report,
          `${user.email} habit ${habit.id} ${day}`,
          tally,
          countOf.get(`${habit.id}/${day}`) ?? 0,
        );
      }
    }
  }
  for (const key of new Set([...countOf.keys(), ...liveOf.keys()])) {
    if ((countOf.get(key) ?? 0) !== (liveOf.get(key) ?? 0)) {
      report.liveCheckInMismatches = (report.liveCheckInMismatches ?? 0) + 1;
      if (report.problems.length < 10)
        report.problems.push(
          `${key}: count ${countOf.get(key) ?? 0}, live check-ins ${liveOf.get(key) ?? 0}`,
        );
    }
  }
  const ledgerOf = new Map(ledger.map((l) => [l.userId, Number(l.sum)]));
  const pointsOf = new Map(totals.map((t) => [t.id, t.points]));
  for (const user of users) {
    const points = pointsOf.get(user.id) ?? Number.NaN;
    const sum = ledgerOf.get(user.id) ?? 0;
    if (points !== sum) {
      report.ledgerMismatches = (report.ledgerMismatches ?? 0) + 1;
      if (report.problems.length < 10)
        report.problems.push(`${user.email}: ${points} points, ledger ${sum}`);
    }
    comparePoints(report, user, points);
  }
  return report;
}

/** Whether a verification found nothing wrong. */
export function verificationPassed(report: Verification): boolean {
  return (
    report.lostCheckIns === 0 &&
    report.extraUnits === 0 &&
    report.pointsMismatches === 0 &&
    (report.ledgerMismatches ?? 0) === 0 &&
    (report.liveCheckInMismatches ?? 0) === 0 &&
    report.problems.length === 0
  );
}
