import {
  addDays,
  type Analytics,
  type AnalyticsPeriod,
  type Goal,
  type Habit,
} from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { completions, habits } from '../db/schema.js';
import * as kit from './habits.js';
import { bearer, db, type TestApp } from './helper.js';

/*
 * Steps the Premium API tests share (`import * as premium from '../../test/premium.js'`): a member
 * on a plan in a time zone, and a history written day by day through the API by moving the clock
 * to noon of each local day.
 */

const HOUR = 3_600_000;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The instant of 12:00 on a calendar day in a time zone (found by trying each whole offset). */
export function localNoon(day: string, timeZone: string): Date {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const noonUtc = new Date(`${day}T12:00:00Z`).getTime();
  for (let offset = -14; offset <= 14; offset += 1) {
    const candidate = new Date(noonUtc - offset * HOUR);
    const parts = Object.fromEntries(format.formatToParts(candidate).map((p) => [p.type, p.value]));
    if (`${parts.year}-${parts.month}-${parts.day}` === day && parts.hour === '12')
      return candidate;
  }
  throw new Error(`no noon on ${day} in ${timeZone}`);
}

export interface PlanMember extends kit.Member {
  timezone: string;
}

/** A verified member on `plan` (Premium by default), signed up at noon of `day` in `timezone`. */
export async function member(
  t: TestApp,
  day: string,
  { timezone = 'Europe/London', plan = 'premium' }: { timezone?: string; plan?: kit.Plan } = {},
): Promise<PlanMember> {
  const m = await kit.newMember(t, localNoon(day, timezone).toISOString(), { timezone, plan });
  return { ...m, timezone };
}

/** Moves the clock to `minutes` past noon of a local day of the member (signing in again if due). */
export async function goTo(t: TestApp, m: PlanMember, day: string, minutes = 0): Promise<void> {
  await kit.moveClock(t, m, new Date(localNoon(day, m.timezone).getTime() + minutes * 60_000));
}

/** Creates a habit on a local day (default category Health, target 1). */
export async function habitOn(
  t: TestApp,
  m: PlanMember,
  day: string,
  body: { name: string; category?: string; dailyTarget?: number },
  minutes = 0,
): Promise<Habit> {
  await goTo(t, m, day, minutes);
  return kit.addHabit(t, m.token, { category: 'Health', dailyTarget: 1, ...body }, 201);
}

/** Checks in `count` units of a habit on a local day (one request). */
export async function checkIn(
  t: TestApp,
  m: PlanMember,
  habit: Pick<Habit, '_id'>,
  day: string,
  count = 1,
): Promise<void> {
  await goTo(t, m, day, 30);
  kit.okResult(await kit.completeHabit(t, m.token, habit._id, { count }));
}

/** Checks in each habit on each day: `{ '2026-06-24': [[read, 1], [walk, 2]] }`, in day order. */
export async function history(
  t: TestApp,
  m: PlanMember,
  days: Record<string, Array<[Pick<Habit, '_id'>, number]>>,
): Promise<void> {
  for (const day of Object.keys(days).sort()) {
    for (const [habit, count] of days[day] ?? []) await checkIn(t, m, habit, day, count);
  }
}

/** Archives a habit at an instant, straight in the table (the archive endpoint is not ours). */
export async function archive(t: TestApp, habit: Pick<Habit, '_id'>, at: Date): Promise<void> {
  await db(t).update(habits).set({ archivedAt: at }).where(eq(habits.id, habit._id));
}

/** GET /api/premium/analytics (period left out when not given, sent as is: it may be bad); the raw reply. */
export const analyticsReply = (t: TestApp, token: string, period?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/premium/analytics${period === undefined ? '' : `?period=${period}`}`,
    headers: bearer(token),
  });

/** The analytics of a period, expecting a 200. */
export async function analytics(
  t: TestApp,
  token: string,
  period?: AnalyticsPeriod,
): Promise<Analytics> {
  const res = await analyticsReply(t, token, period);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Analytics>();
}

/** A day of the analytics' `daily`. */
export const dayRow = (date: string, completed: number, possible: number, rate: number) => ({
  date,
  completed,
  possible,
  rate,
});

/** A day of the week (0 is Sunday) of the analytics' `weekdays`. */
export const weekdayRow = (n: number, completed: number, possible: number, rate: number) => ({
  weekday: n,
  label: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][n],
  completed,
  possible,
  rate,
});

/** The analytics' whole `weekdays`: [completed, possible, rate] of each day, Sunday first. */
export const weekdayRows = (...days: [completed: number, possible: number, rate: number][]) =>
  days.map(([completed, possible, rate], n) => weekdayRow(n, completed, possible, rate));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request to /api/premium/goals[/:id]; the raw reply. */
export const goalsRequest = (
  t: TestApp,
  token: string,
  method: Method,
  id?: string,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url: `/api/premium/goals${id === undefined ? '' : `/${id}`}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

export async function goals(t: TestApp, token: string): Promise<Goal[]> {
  const res = await goalsRequest(t, token, 'GET');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Goal[]>();
}

export async function createGoal(t: TestApp, token: string, body: object): Promise<Goal> {
  const res = await goalsRequest(t, token, 'POST', undefined, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Goal>();
}

export async function updateGoal(t: TestApp, token: string, id: string, body: object) {
  const res = await goalsRequest(t, token, 'PUT', id, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Goal>();
}

/** The goal with this id as GET /api/premium/goals lists it. */
export async function goalById(t: TestApp, token: string, id: string): Promise<Goal | undefined> {
  return (await goals(t, token)).find((g) => g._id === id);
}

/**
 * `habitCount` habits made straight in the tables on `firstDay`, each done on two days of three
 * for `days` days (no points or check-ins: what an export reads), for tests of big exports.
 */
export async function seedVolume(
  t: TestApp,
  userId: string,
  { habitCount, firstDay, days }: { habitCount: number; firstDay: string; days: number },
): Promise<void> {
  const created = await db(t)
    .insert(habits)
    .values(
      Array.from({ length: habitCount }, (_, i) => ({
        userId,
        name: `Habit number ${i + 1}`,
        category: 'Health' as const,
        dailyTarget: 1,
        icon: '💧',
        color: '#3B82F6',
        createdOn: firstDay,
        createdAt: new Date(Date.parse(`${firstDay}T08:00:00Z`) + i * 1000),
      })),
    )
    .returning({ id: habits.id });
  const rows = created.flatMap(({ id }, i) =>
    Array.from({ length: days }, (_, day) => day)
      .filter((day) => (day + i) % 3 !== 0)
      .map((day) => ({ habitId: id, userId, day: addDays(firstDay, day), count: 1, target: 1 })),
  );
  for (let i = 0; i < rows.length; i += 2000) {
    await db(t)
      .insert(completions)
      .values(rows.slice(i, i + 2000));
  }
}
