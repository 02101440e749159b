import { addDays, type Day } from '@streakwise/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullAccount, TODAY, type FullAccount } from '../../test/full-account.js';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';
import { call, upload, waitForImport } from '../../test/imports.js';

/*
 * Issue 28's round trip: a year of an account's history exported in JSON, imported
 * (source "streakwise") into a new, empty Premium account and exported again gives the same
 * file, apart from ids, the timestamps of creation, the profile's name, email and memberSince,
 * and the points ledger (an import pays nothing: docs/decisions/035-import-sources.md). Badges
 * are not imported (imported days earn none, docs/decisions/043-import-in-short-transactions.md),
 * so they are left out of the comparison too; goals come over and are compared.
 */

const t = useTestApp();
let account: FullAccount;
let first: Record<string, unknown>;
let second: Record<string, unknown>;
/** A year after the full account's first day, at noon in London. */
const YEAR_ON = '2027-03-03';

const put = async (token: string, habitId: string, date: Day, body: object) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/habits/${habitId}/days/${date}`,
    headers: bearer(token),
    payload: body,
  });
  expect(res.statusCode, `${date} ${res.body}`).toBe(200);
};

/**
 * The year: each habit's closed days written as the person corrects them (PUT …/days/:date),
 * varied by the day's number; two more habits (weekly, weekdays) made on TODAY; notes; a freeze
 * used in the summer; a rest day with a reason and one without, taken on their own days.
 */
async function liveAYear(a: FullAccount): Promise<void> {
  const { member } = a;
  const gym = await kit.addHabit(
    t,
    member.token,
    {
      name: 'Gym',
      dailyTarget: 1,
      category: 'Fitness',
      icon: '💪',
      color: '#3B82F6',
      schedule: { kind: 'weekly', times: 3 },
    },
    201,
  );
  const stretch = await kit.addHabit(
    t,
    member.token,
    {
      name: 'Stretch',
      dailyTarget: 1,
      category: 'Health',
      schedule: { kind: 'weekdays', days: [1, 2, 3, 4, 5] },
    },
    201,
  );
  // Rest days are taken on the day (POST …/skip is for today): one with a reason, one without.
  const skip = async (at: Day, habitId: string, reason?: string) => {
    await kit.moveClock(t, member, `${at}T08:00:00Z`);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/habits/${habitId}/skip`,
      headers: bearer(member.token),
      payload: reason ? { reason } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await skip('2026-06-10', gym._id, 'Knee');
  await skip('2026-09-01', stretch._id);
  await kit.moveClock(t, member, `${YEAR_ON}T12:00:00Z`);
  const { read, walk, soda } = a.ids;
  for (let d = addDays(TODAY, 1), n = 0; d < YEAR_ON; d = addDays(d, 1), n += 1) {
    if (n % 5 !== 4) await put(member.token, read, d, { count: n % 3 === 0 ? 1 : 2 });
    if (n % 4 !== 3 && (d < '2026-03-06' || d > '2026-03-07'))
      await put(member.token, walk, d, { amount: 3 + (n % 7) * 0.75 });
    if (n % 11 === 0) await put(member.token, soda, d, { count: n % 3 });
    if (n % 2 === 0) await put(member.token, gym._id, d, { count: 1 });
    if (n % 7 < 5) await put(member.token, stretch._id, d, { count: 1 });
    if (n % 60 === 0) await put(member.token, walk, d, { note: `Week ${n / 7} felt good` });
  }
  await kit.protectDay(t, member, read, '2026-07-14', 'freeze');
  // Planned ahead: a rest day in three days and a week's vacation of every habit next month.
  const ahead = await t.app.inject({
    method: 'POST',
    url: `/api/habits/${gym._id}/skip`,
    headers: bearer(member.token),
    payload: { date: addDays(YEAR_ON, 3), reason: 'Trip' },
  });
  expect(ahead.statusCode, ahead.body).toBe(200);
  const away = await t.app.inject({
    method: 'POST',
    url: '/api/vacations',
    headers: bearer(member.token),
    payload: { from: addDays(YEAR_ON, 20), to: addDays(YEAR_ON, 26) },
  });
  expect(away.statusCode, away.body).toBe(201);
  // The person opens the app: the quit habit's kept days are written, missed days judged.
  await kit.getJson(t, member.token, '/api/habits', 200);
}

const exportOf = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/premium/export?format=json',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

beforeAll(async () => {
  account = await fullAccount(t);
  await liveAYear(account);
  const file = await exportOf(account.member.token);
  first = file.json();
  // A new, empty Premium account imports the file at the same instant.
  const now = t.clock.now().toISOString();
  const other = await kit.newMember(t, now, { plan: 'premium' });
  const created = await upload(t, other.token, file.rawPayload, 'streakwise');
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ _id: string }>()._id;
  const applied = await call(t, other.token, 'POST', `/api/imports/${id}/apply`);
  expect(applied.statusCode, applied.body).toBe(202);
  expect(await waitForImport(t, other.token, id)).toMatchObject({ status: 'done' });
  t.clock.set(new Date(now));
  second = (await exportOf(other.token)).json();
}, 240_000);

/**
 * What the round trip keeps: the export without what the rule allows to differ — the instant it
 * was made, the profile's name, email, memberSince and points (the ledger's total), the points
 * ledger, and the badges (an import earns none); a day's protected days are compared in habit
 * name order (the file lists them by habit id). Everything else is compared as it is: every
 * habit's settings, reminder, first day, archiving instant, order and standing, every day, note
 * and corrected mark, every protected day (those planned ahead too), vacation and custom category,
 * and every goal with its progress, status, reward and completion.
 */
function kept(doc: Record<string, unknown>) {
  const {
    exportedAt: _at,
    profile,
    points: _points,
    badges: _badges,
    ...rest
  } = doc as Record<string, unknown> & { profile: Record<string, unknown> };
  const { name: _n, email: _e, memberSince: _m, points: _p, ...ownProfile } = profile;
  // A day's protections are listed by habit id, which differs between accounts: by name here.
  const protectedDays = (rest.protectedDays as { date: Day; habit: string }[]).toSorted(
    (a, b) => a.date.localeCompare(b.date) || a.habit.localeCompare(b.habit),
  );
  return { ...rest, protectedDays, profile: ownProfile };
}

describe('a Streakwise export imported into a new account', () => {
  it('exports again as the same file, apart from ids, creation timestamps, profile, points and badges', () => {
    // The file holds a year of everything the comparison is about.
    const doc = first as {
      habits: { kind: string; schedule: { kind: string }; archivedOn: Day | null }[];
      habitDays: { corrected: boolean; note: string | null }[];
      protectedDays: { date: Day; kind: string; reason: string | null }[];
      categories: unknown[];
      vacations: unknown[];
      goals: { title: string; status: string }[];
    };
    expect(doc.habitDays.length).toBeGreaterThan(6 * 300);
    expect(new Set(doc.habits.map((h) => h.kind))).toEqual(new Set(['count', 'measure', 'quit']));
    expect(new Set(doc.habits.map((h) => h.schedule.kind))).toEqual(
      new Set(['daily', 'weekdays', 'weekly']),
    );
    expect(doc.habits.some((h) => h.archivedOn !== null)).toBe(true);
    expect(doc.habitDays.filter((d) => d.corrected).length).toBeGreaterThan(1000);
    expect(doc.habitDays.filter((d) => d.note !== null).length).toBeGreaterThan(5);
    expect(new Set(doc.protectedDays.map((p) => p.kind))).toEqual(
      new Set(['skip', 'vacation', 'freeze']),
    );
    expect(doc.protectedDays).toContainEqual(expect.objectContaining({ reason: 'Knee' }));
    expect(doc.categories).toEqual([{ name: 'Mindfulness' }]);
    const later = (p: { date: Day; kind: string }) => p.date > YEAR_ON;
    expect(doc.protectedDays.filter(later).map((p) => p.kind)).toEqual(
      expect.arrayContaining(['skip', 'vacation']),
    );
    expect(doc.protectedDays).toContainEqual(expect.objectContaining({ reason: 'Trip' }));
    expect(doc.vacations).toContainEqual({
      from: addDays(YEAR_ON, 20),
      to: addDays(YEAR_ON, 26),
      habits: null,
    });
    expect(doc.goals.map((g) => [g.title, g.status])).toEqual([
      ['First walk', 'completed'],
      ['Read ten times', 'completed'],
    ]);
    expect(kept(second)).toEqual(kept(first));
  });
});
