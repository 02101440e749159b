import { MESSAGES, type ErrorResponse, type Habit, type Vacation } from '@streakwise/shared';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dayProtections, vacations } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

/*
 * /api/vacations (docs/decisions/017-fair-streaks.md, "Protected days"): a vacation protects
 * every day of its range for its habits (every active one without `habitIds`), one row per habit
 * and day; ending it removes the protections from today on and keeps the days already past.
 */
const t = useTestApp();

// Noon in London (BST, UTC+1) on 11 May 2026, a Monday.
const START = '2026-05-11T11:00:00Z';
const ZONE = 'Europe/London';

const member = () => kit.newMember(t, START, { timezone: ZONE });
const create = (m: kit.Member, name: string) =>
  kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget: 1 }, 201);

const send = (m: kit.Member, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(m.token), ...(payload ? { payload } : {}) });
const plan = (m: kit.Member, body: object) => send(m, 'POST', '/api/vacations', body);
const end = (m: kit.Member, id: string) => send(m, 'DELETE', `/api/vacations/${id}`);
const list = (m: kit.Member) => kit.getJson<Vacation[]>(t, m.token, '/api/vacations', 200);

function created(res: LightMyRequestResponse): Vacation {
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Vacation>();
}

function expectError(res: LightMyRequestResponse, status: number, body: ErrorResponse) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json<ErrorResponse>()).toEqual(body);
}

/** The user's protected days as stored, by day then habit. */
const stored = (m: kit.Member) =>
  kit.storedProtections(t, m, { vacationId: dayProtections.vacationId });

async function vacationRows(m: kit.Member): Promise<number> {
  const [row] = await db(t)
    .select({ n: count() })
    .from(vacations)
    .where(eq(vacations.userId, m.id));
  return row?.n ?? 0;
}

const days = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2026-05-${String(from + i).padStart(2, '0')}`);

const listed = async (m: kit.Member, habitId: string) =>
  (await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200)).find((h) => h._id === habitId);

describe('POST /api/vacations', () => {
  it('protects every day for every active habit, and shows today protected at once', async () => {
    const m = await member();
    const walk = await create(m, 'Walk');
    const read = await create(m, 'Read');
    const old = await create(m, 'Old');
    expect((await kit.archiveHabit(t, m.token, old._id)).statusCode).toBe(200);
    // Fills the kept list (decision 014) before the vacation.
    expect((await listed(m, walk._id))?.completions).toEqual([]);
    const points = await kit.ledger(t, m.id);

    const vacation = created(await plan(m, { from: '2026-05-11', to: '2026-05-15' }));
    expect(vacation).toMatchObject({ from: '2026-05-11', to: '2026-05-15', habitIds: null });

    const rows = await stored(m);
    expect(rows).toHaveLength(10);
    expect(rows).toEqual(
      days(11, 15).flatMap((day) =>
        [walk._id, read._id]
          .sort()
          .map((habitId) => ({ habitId, day, kind: 'vacation', vacationId: vacation._id })),
      ),
    );
    expect((await listed(m, walk._id))?.completions).toEqual([
      { date: '2026-05-11', count: 0, status: 'protected' },
    ]);
    expect(await kit.ledger(t, m.id)).toEqual(points);

    // A habit made during the vacation is not on it.
    const later = await create(m, 'Later');
    expect((await stored(m)).filter((r) => r.habitId === later._id)).toEqual([]);
  });

  it('protects only the habits named, and leaves a day already protected as it was', async () => {
    const m = await member();
    const walk = await create(m, 'Walk');
    const read = await create(m, 'Read');
    const skipped = await send(m, 'POST', `/api/habits/${walk._id}/skip`, { date: '2026-05-13' });
    expect(skipped.statusCode, skipped.body).toBe(200);

    const vacation = created(
      await plan(m, { from: '2026-05-12', to: '2026-05-14', habitIds: [walk._id, walk._id] }),
    );
    expect(vacation.habitIds).toEqual([walk._id]);
    expect(await stored(m)).toEqual([
      { habitId: walk._id, day: '2026-05-12', kind: 'vacation', vacationId: vacation._id },
      { habitId: walk._id, day: '2026-05-13', kind: 'skip', vacationId: null },
      { habitId: walk._id, day: '2026-05-14', kind: 'vacation', vacationId: vacation._id },
    ]);
    expect((await stored(m)).some((r) => r.habitId === read._id)).toBe(false);
  });

  it('refuses a start before today and more than 90 days, and takes exactly 90', async () => {
    const m = await member();
    await create(m, 'Walk');
    expectError(await plan(m, { from: '2026-05-10', to: '2026-05-12' }), 400, {
      message: MESSAGES.vacationInPast,
      fields: { from: MESSAGES.vacationInPast },
    });
    // 11 May to 9 August is 91 days, first and last included.
    expectError(await plan(m, { from: '2026-05-11', to: '2026-08-09' }), 400, {
      message: MESSAGES.vacationTooLong,
      fields: { to: MESSAGES.vacationTooLong },
    });
    expectError(await plan(m, { from: '2026-05-12', to: '2026-05-11' }), 400, {
      message: MESSAGES.vacationRangeInvalid,
      fields: { to: MESSAGES.vacationRangeInvalid },
    });
    expect(await vacationRows(m)).toBe(0);
    expect(await stored(m)).toEqual([]);

    created(await plan(m, { from: '2026-05-11', to: '2026-08-08' }));
    expect(await stored(m)).toHaveLength(90);
  });

  it("is 404 for another user's habit or an archived one, and writes nothing", async () => {
    const m = await member();
    const mine = await create(m, 'Walk');
    const archived = await create(m, 'Old');
    expect((await kit.archiveHabit(t, m.token, archived._id)).statusCode).toBe(200);
    const other = await member();
    const theirs = await create(other, 'Swim');
    for (const foreign of [theirs._id, archived._id, '00000000-0000-4000-8000-000000000000']) {
      expectError(
        await plan(m, { from: '2026-05-11', to: '2026-05-12', habitIds: [mine._id, foreign] }),
        404,
        { message: MESSAGES.habitNotFound },
      );
    }
    expect(await vacationRows(m)).toBe(0);
    expect(await stored(m)).toEqual([]);
    expect(await stored(other)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vacations',
      payload: { from: '2026-05-11', to: '2026-05-12' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/vacations' })).statusCode).toBe(401);
  });
});

describe('GET /api/vacations', () => {
  it("lists the user's own vacations, latest start first", async () => {
    const m = await member();
    const walk = await create(m, 'Walk');
    const first = created(await plan(m, { from: '2026-06-01', to: '2026-06-07' }));
    const second = created(await plan(m, { from: '2026-07-01', to: '2026-07-02' }));
    const asked = t.clock.now().getTime();
    const third = created(
      await plan(m, { from: '2026-05-20', to: '2026-05-21', habitIds: [walk._id] }),
    );
    const answered = t.clock.now().getTime();
    const other = await member();
    await create(other, 'Swim');
    created(await plan(other, { from: '2026-06-03', to: '2026-06-04' }));

    expect(await list(m)).toEqual([second, first, third]);
    expect(third).toEqual({
      _id: third._id,
      from: '2026-05-20',
      to: '2026-05-21',
      habitIds: [walk._id],
      createdAt: third.createdAt,
    });
    // Made on the app's clock, which flows on from the time it was set to.
    expect(Date.parse(third.createdAt)).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(third.createdAt)).toBeLessThanOrEqual(answered);
  });
});

describe('DELETE /api/vacations/:id', () => {
  it('ends a running vacation: days past stay protected, today and later are freed', async () => {
    const m = await member();
    const walk = await create(m, 'Walk');
    const vacation = created(await plan(m, { from: '2026-05-11', to: '2026-05-15' }));
    await kit.moveClock(t, m, '2026-05-13T11:00:00Z');

    const res = await end(m, vacation._id);
    expect(res.statusCode, res.body).toBe(204);
    expect(await stored(m)).toEqual([
      { habitId: walk._id, day: '2026-05-11', kind: 'vacation', vacationId: null },
      { habitId: walk._id, day: '2026-05-12', kind: 'vacation', vacationId: null },
    ]);
    expect(await list(m)).toEqual([]);
    expect((await listed(m, walk._id))?.completions).toEqual([
      { date: '2026-05-11', count: 0, status: 'protected' },
      { date: '2026-05-12', count: 0, status: 'protected' },
    ]);
    expectError(await end(m, vacation._id), 404, { message: MESSAGES.vacationNotFound });
  });

  it("is 404 for another user's vacation, which stays as it was", async () => {
    const owner = await member();
    await create(owner, 'Walk');
    const vacation = created(await plan(owner, { from: '2026-05-12', to: '2026-05-13' }));
    const other = await member();
    expectError(await end(other, vacation._id), 404, { message: MESSAGES.vacationNotFound });
    expect(await list(owner)).toEqual([vacation]);
    expect(await stored(owner)).toHaveLength(2);
    const malformed = await end(other, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorResponse>().message).toBe(MESSAGES.vacationNotFound);
  });
});

it('keeps a daily streak through a five-day vacation', async () => {
  const m = await member();
  const walk = await create(m, 'Walk');
  for (const day of ['2026-05-11', '2026-05-12', '2026-05-13']) {
    await kit.moveClock(t, m, `${day}T11:00:00Z`);
    kit.okResult(await kit.completeHabit(t, m.token, walk._id));
  }
  const before = (await listed(m, walk._id))?.streak;
  expect(before).toEqual({ current: 3, longest: 3 });
  created(await plan(m, { from: '2026-05-14', to: '2026-05-18' }));

  // The morning after the vacation: its five days kept the run alive and added nothing.
  await kit.moveClock(t, m, '2026-05-19T08:00:00Z');
  const after = await listed(m, walk._id);
  expect(after?.streak).toEqual(before);
  expect(after?.completions.filter((c) => c.status === 'protected').map((c) => c.date)).toEqual(
    days(14, 18),
  );
  const next = kit.okResult(await kit.completeHabit(t, m.token, walk._id));
  expect(next.habit.streak).toEqual({ current: 4, longest: 4 });
});
