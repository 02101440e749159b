import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { HABIT_ORDER_MESSAGES, type Analytics, type Habit } from '@streakwise/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

/* PUT /api/habits/order: the person's own order, and every list that follows it. */
const t = useTestApp();

const order = (token: string, ids: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/habits/order',
    headers: bearer(token),
    payload: { ids },
  });
const listed = async (token: string, query = '') =>
  (await kit.getJson<Habit[]>(t, token, `/api/habits${query}`, 200)).map((h) => h.name);

/** A member with habits made in the order given: the list shows them newest first. */
async function memberWith(names: string[], plan: kit.Plan = 'pro') {
  const m = await kit.newMember(t, undefined, { plan });
  const made: Record<string, string> = {};
  for (const name of names) {
    // A second apart, so "newest first" is never a tie.
    t.clock.set(new Date(t.clock.now().getTime() + 1000));
    made[name] = (
      await kit.addHabit(t, m.token, { name, category: 'Other', dailyTarget: 1 }, 201)
    )._id;
  }
  return { ...m, ids: made };
}

describe('PUT /api/habits/order', () => {
  it('sets the order GET /api/habits lists, kept across requests; the same order again is fine', async () => {
    const m = await memberWith(['Read', 'Walk', 'Stretch']);
    expect(await listed(m.token)).toEqual(['Stretch', 'Walk', 'Read']);
    const wanted = [m.ids.Read, m.ids.Stretch, m.ids.Walk];
    const res = await order(m.token, wanted);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await listed(m.token)).toEqual(['Read', 'Stretch', 'Walk']);
    expect((await order(m.token, wanted)).statusCode).toBe(204);
    expect(await listed(m.token)).toEqual(['Read', 'Stretch', 'Walk']);
  });

  it('refuses a list that is not every active habit exactly once, and changes nothing', async () => {
    const m = await memberWith(['Read', 'Walk', 'Stretch']);
    const { Read, Walk, Stretch } = m.ids as Record<'Read' | 'Walk' | 'Stretch', string>;
    await kit.addHabit(t, m.token, { name: 'Old', category: 'Other', dailyTarget: 1 }, 201);
    const old = (await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200))[0]!;
    expect((await kit.archiveHabit(t, m.token, old._id)).statusCode).toBe(200);
    const before = await listed(m.token);

    const bad: [string, unknown][] = [
      ['one missing', [Read, Walk]],
      ['none', []],
      ['a repeat', [Read, Walk, Stretch, Read]],
      ['a repeat in place of one', [Read, Walk, Walk]],
      ['an unknown id', [Read, Walk, randomUUID()]],
      ['an unknown id added', [Read, Walk, Stretch, randomUUID()]],
      ['an archived habit', [Read, Walk, Stretch, old._id]],
      ['not an id', [Read, Walk, 'stretch']],
      ['not a list', Read],
    ];
    for (const [why, ids] of bad) {
      const res = await order(m.token, ids);
      expect(res.statusCode, why).toBe(400);
      // The sentence names the list; `fields` points at it (or at the malformed entry).
      const body = res.json<{ message: string; fields: Record<string, string> }>();
      expect(body.message, why).toBe(HABIT_ORDER_MESSAGES.idsInvalid);
      expect(Object.entries(body.fields), why).toEqual([
        [expect.stringMatching(/^ids/), HABIT_ORDER_MESSAGES.idsInvalid],
      ]);
      expect(await listed(m.token), why).toEqual(before);
    }
    const noBody = await t.app.inject({
      method: 'PUT',
      url: '/api/habits/order',
      headers: bearer(m.token),
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
    expect(await listed(m.token)).toEqual(before);
  });

  it("refuses another person's habit exactly as an unknown id, and leaves both lists alone", async () => {
    const me = await memberWith(['Read', 'Walk']);
    const other = await memberWith(['Swim', 'Cook']);
    const theirs = await order(me.token, [me.ids.Read, other.ids.Swim]);
    const unknown = await order(me.token, [me.ids.Read, randomUUID()]);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual(unknown.json());
    expect(await listed(me.token)).toEqual(['Walk', 'Read']);
    expect(await listed(other.token)).toEqual(['Cook', 'Swim']);
    // Listing all four (the other's too) is refused as well.
    const all = [me.ids.Read, me.ids.Walk, other.ids.Swim, other.ids.Cook];
    expect((await order(me.token, all)).statusCode).toBe(400);
    expect(await listed(other.token)).toEqual(['Cook', 'Swim']);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/habits/order',
      payload: { ids: [] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('puts a new habit first and a restored one last, keeping the rest in place', async () => {
    const m = await memberWith(['Read', 'Walk', 'Stretch']);
    expect((await order(m.token, [m.ids.Read, m.ids.Walk, m.ids.Stretch])).statusCode).toBe(204);
    await kit.addHabit(t, m.token, { name: 'Swim', category: 'Other', dailyTarget: 1 }, 201);
    expect(await listed(m.token)).toEqual(['Swim', 'Read', 'Walk', 'Stretch']);

    expect((await kit.archiveHabit(t, m.token, m.ids.Read!)).statusCode).toBe(200);
    expect(await listed(m.token)).toEqual(['Swim', 'Walk', 'Stretch']);
    // The order is of the active habits: the archived one is no longer part of it.
    const swim = (await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200))[0]!._id;
    expect((await order(m.token, [m.ids.Stretch, swim, m.ids.Walk])).statusCode).toBe(204);
    expect(await listed(m.token)).toEqual(['Stretch', 'Swim', 'Walk']);

    expect((await kit.restoreHabit(t, m.token, m.ids.Read!)).statusCode).toBe(200);
    expect(await listed(m.token)).toEqual(['Stretch', 'Swim', 'Walk', 'Read']);
  });

  it('lets Free keep its limit: reordering three habits changes nothing about a fourth', async () => {
    const m = await memberWith(['Read', 'Walk', 'Stretch'], 'free');
    expect((await order(m.token, [m.ids.Walk, m.ids.Read, m.ids.Stretch])).statusCode).toBe(204);
    const fourth = await kit.createHabit(t, m.token, {
      name: 'Swim',
      category: 'Other',
      dailyTarget: 1,
    });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({ code: 'HABIT_LIMIT' });
  });

  it('is never lost to a habit created at the same moment: one wins whole, the other waits', async () => {
    const m = await memberWith(['Read', 'Walk']);
    const [put, made] = await Promise.all([
      order(m.token, [m.ids.Read, m.ids.Walk]),
      kit.createHabit(t, m.token, { name: 'Swim', category: 'Other', dailyTarget: 1 }),
    ]);
    expect(made.statusCode).toBe(201);
    // Either the order came first (then the new habit goes before it) or the new habit did (then
    // the order, which leaves it out, is refused and nothing changed).
    if (put.statusCode === 204) expect(await listed(m.token)).toEqual(['Swim', 'Read', 'Walk']);
    else {
      expect(put.statusCode).toBe(400);
      expect(await listed(m.token)).toEqual(['Swim', 'Walk', 'Read']);
    }
  });
});

describe('the lists a screen shows follow the order', () => {
  it("analytics lists the streaks of the first habits in the person's order", async () => {
    const m = await memberWith(['Read', 'Walk', 'Stretch'], 'premium');
    expect((await order(m.token, [m.ids.Walk, m.ids.Stretch, m.ids.Read])).statusCode).toBe(204);
    const reply = await kit.getJson<Analytics>(t, m.token, '/api/premium/analytics?period=7d', 200);
    expect(reply.streakAnalysis.currentStreaks.map((s) => s.habitName)).toEqual([
      'Walk',
      'Stretch',
      'Read',
    ]);
  });
});

describe('migration 0012', () => {
  const BACKFILL = readFileSync(path.join(MIGRATIONS_DIR, '0012_habit_order.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .find((statement) => statement.includes('UPDATE "habits"'));

  it('numbers each account’s habits in the order they were listed before it', async () => {
    const a = await memberWith(['Read', 'Walk', 'Stretch']);
    const b = await memberWith(['Swim', 'Cook']);
    await kit.archiveHabit(t, a.token, a.ids.Walk!);
    const before = [
      await listed(a.token),
      await listed(b.token),
      await listed(a.token, '?archived=true'),
    ];
    // Habits as they were before the column: every position the default.
    await db(t)
      .update(habits)
      .set({ position: 0 })
      .where(inArray(habits.userId, [a.id, b.id]));
    expect(BACKFILL).toBeDefined();
    await db(t).execute(sql.raw(BACKFILL!));
    expect([
      await listed(a.token),
      await listed(b.token),
      await listed(a.token, '?archived=true'),
    ]).toEqual(before);
    const positions = await db(t)
      .select({ name: habits.name, position: habits.position })
      .from(habits)
      .where(eq(habits.userId, a.id))
      .orderBy(habits.position);
    expect(positions).toEqual([
      { name: 'Stretch', position: 0 },
      { name: 'Walk', position: 1 },
      { name: 'Read', position: 2 },
    ]);
  });
});
