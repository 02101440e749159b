import type { CompleteResult, ErrorResponse } from '@streakwise/shared';
import { and, count, eq, isNull, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIns, completions, habits, idempotentReplies } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';

const t = useTestApp();
let token: string;
let userId: string;
beforeAll(async () => {
  // Premium, so the file can create as many habits as it needs.
  ({ token, id: userId } = await kit.newMember(t, '2026-07-08T10:00:00Z', { plan: 'premium' }));
});

const create = (dailyTarget: number) =>
  kit.addHabit(t, token, { name: `Target ${dailyTarget}`, category: 'Fitness', dailyTarget }, 201);
const complete = (habitId: string, key?: string, count = 1) =>
  kit.completeHabit(t, token, habitId, { count, key });

/** What the database holds for one habit and for the user's points. */
async function state(habitId: string) {
  const [day] = await db(t).select().from(completions).where(eq(completions.habitId, habitId));
  const [live] = await db(t)
    .select({ units: sum(checkIns.units), n: count() })
    .from(checkIns)
    .where(and(eq(checkIns.habitId, habitId), isNull(checkIns.undoneAt)));
  return {
    count: day?.count ?? 0,
    liveUnits: Number(live?.units ?? 0),
    checkIns: live?.n ?? 0,
    ledger: await kit.ledgerSum(t, userId),
    points: await kit.storedPoints(t, userId),
  };
}

describe('simultaneous check-ins', () => {
  it('20 at once on a target of 10: exactly 10 count, the rest are 409, none lost or doubled', async () => {
    const habit = await create(10);
    const replies = await Promise.all(Array.from({ length: 20 }, () => complete(habit._id)));

    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    for (const r of replies.filter((x) => x.statusCode === 409))
      expect(r.json<ErrorResponse>().code).toBe('ALREADY_COMPLETE');

    const progress = replies
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json<CompleteResult>().progress.completed)
      .sort((a, b) => a - b);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const after = await state(habit._id);
    expect(after).toMatchObject({ count: 10, liveUnits: 10, checkIns: 10 });
    expect(after.points).toBe(after.ledger);
    // Ten units; one habit-day done is no weekly challenge (docs/decisions/042-weekly-challenge-effort.md).
    expect(after.points).toBe(100);
  });

  it('mixed simultaneous counts are capped at the target together', async () => {
    const habit = await create(7);
    const replies = await Promise.all(
      [3, 3, 3, 3, 2, 1].map((n) => complete(habit._id, undefined, n)),
    );
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const after = await state(habit._id);
    expect(after).toMatchObject({ count: 7, liveUnits: 7 });
    expect(after.points).toBe(after.ledger);
  });
});

describe('other writes racing check-ins', () => {
  it('a delete among check-ins on the same habit never fails with a 5xx', async () => {
    const replies = [];
    for (let round = 0; round < 8; round += 1) {
      const habit = await create(10);
      replies.push(
        ...(await Promise.all([
          complete(habit._id),
          complete(habit._id),
          kit.deleteHabit(t, token, habit._id),
          complete(habit._id),
        ])),
      );
      expect(
        await db(t).select().from(completions).where(eq(completions.habitId, habit._id)),
      ).toEqual([]);
    }
    expect(replies.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(replies.every((r) => [200, 204, 404].includes(r.statusCode))).toBe(true);
    expect(await kit.storedPoints(t, userId)).toBe(await kit.ledgerSum(t, userId));
  });

  it('simultaneous creates stop exactly at the free limit', async () => {
    const free = await kit.newMember(t, undefined, { plan: 'free' });
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        kit.createHabit(t, free.token, { name: `Habit ${i}`, category: 'Other', dailyTarget: 1 }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 403, 403, 403]);
    expect(await kit.countRows(t, habits, free.id)).toBe(3);
  });
});

describe('Idempotency-Key', () => {
  it('a sequential retry returns the first reply and changes nothing', async () => {
    const habit = await create(5);
    const first = await complete(habit._id, 'retry-seq-1', 2);
    expect(first.statusCode).toBe(200);
    const before = await state(habit._id);

    const retry = await complete(habit._id, 'retry-seq-1', 2);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(await state(habit._id)).toEqual(before);
    expect(before.count).toBe(2);

    // A new key is a new check-in.
    const next = await complete(habit._id, 'retry-seq-2', 2);
    expect(next.json<CompleteResult>().progress.completed).toBe(4);
  });

  it('simultaneous retries count once and all get the identical first body', async () => {
    const habit = await create(5);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => complete(habit._id, 'retry-concurrent')),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(replies[0]?.json<CompleteResult>().progress.completed).toBe(1);
    const after = await state(habit._id);
    expect(after).toMatchObject({ count: 1, liveUnits: 1, checkIns: 1 });
    expect(after.points).toBe(after.ledger);
    const saved = await db(t)
      .select()
      .from(idempotentReplies)
      .where(
        and(eq(idempotentReplies.userId, userId), eq(idempotentReplies.key, 'retry-concurrent')),
      );
    expect(saved).toHaveLength(1);
  });

  it('the same key on a different habit is a 409 and changes nothing', async () => {
    const a = await create(3);
    const b = await create(3);
    expect((await complete(a._id, 'shared-key')).statusCode).toBe(200);
    const before = await state(b._id);
    const res = await complete(b._id, 'shared-key');
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().code).toBe('CONFLICT');
    expect(await state(b._id)).toEqual(before);
  });

  it("keys are per user: another user's identical key is a new check-in", async () => {
    const a = await create(3);
    expect((await complete(a._id, 'everyones-key')).statusCode).toBe(200);
    const other = await kit.newMember(t);
    const theirs = await kit.addHabit(t, other.token, {
      name: 'Theirs',
      category: 'Other',
      dailyTarget: 3,
    });
    const res = await kit.completeHabit(t, other.token, theirs._id, { key: 'everyones-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json<CompleteResult>()).toMatchObject({ progress: { completed: 1 }, points: 10 });
  });

  it('an invalid key is a 400', async () => {
    const habit = await create(3);
    for (const key of ['k'.repeat(200), '', 'has space', 'naïve']) {
      const res = await complete(habit._id, key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
    }
    expect((await state(habit._id)).count).toBe(0);
  });
});

describe('Idempotency-Key on undo', () => {
  const undo = (habitId: string, key?: string) => kit.undoCheckIn(t, token, habitId, key);

  it('a retried undo returns the first reply and undoes nothing more', async () => {
    const habit = await create(5);
    for (let i = 0; i < 3; i += 1) expect((await complete(habit._id)).statusCode).toBe(200);

    const first = await undo(habit._id, 'undo-seq-1');
    expect(first.statusCode).toBe(200);
    expect(first.json<CompleteResult>().progress.completed).toBe(2);
    const before = await state(habit._id);

    const retry = await undo(habit._id, 'undo-seq-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(await state(habit._id)).toEqual(before);
    expect(before).toMatchObject({ count: 2, liveUnits: 2, checkIns: 2 });

    // A new key is a new undo.
    const next = await undo(habit._id, 'undo-seq-2');
    expect(next.json<CompleteResult>().progress.completed).toBe(1);
  });

  it('a retry after the last check-in was undone still gets its first reply, not a 409', async () => {
    const habit = await create(3);
    expect((await complete(habit._id)).statusCode).toBe(200);
    const first = await undo(habit._id, 'undo-last');
    expect(first.json<CompleteResult>().progress.completed).toBe(0);
    const retry = await undo(habit._id, 'undo-last');
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    // Without a key, the same request is a second undo: there is nothing left to undo.
    expect((await undo(habit._id)).json<ErrorResponse>().code).toBe('NOTHING_TO_UNDO');
  });

  it('simultaneous retries undo once and all get the identical first body', async () => {
    const habit = await create(5);
    for (let i = 0; i < 3; i += 1) expect((await complete(habit._id)).statusCode).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => undo(habit._id, 'undo-concurrent')),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    const after = await state(habit._id);
    expect(after).toMatchObject({ count: 2, liveUnits: 2, checkIns: 2 });
    expect(after.points).toBe(after.ledger);
  });

  it("a check-in's key sent with an undo is a 409 and undoes nothing", async () => {
    const habit = await create(3);
    expect((await complete(habit._id, 'one-key')).statusCode).toBe(200);
    const before = await state(habit._id);
    const res = await undo(habit._id, 'one-key');
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().code).toBe('CONFLICT');
    expect(await state(habit._id)).toEqual(before);
  });

  it('an invalid key is a 400 and undoes nothing', async () => {
    const habit = await create(3);
    expect((await complete(habit._id)).statusCode).toBe(200);
    for (const key of ['k'.repeat(200), '', 'has space', 'naïve']) {
      const res = await undo(habit._id, key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
    }
    expect((await state(habit._id)).count).toBe(1);
  });
});
