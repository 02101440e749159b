import type { Day } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imports } from '../../db/schema.js';
import { accountOf, daysUpTo, importOf, memberWithRead } from '../../test/import-account.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { call, waitForImport } from '../../test/imports.js';

/*
 * DELETE /api/imports/:id takes an import back in short transactions, one habit (or one batch of
 * a merged habit's days) each, as the apply writes it
 * (docs/decisions/043-import-in-short-transactions.md): each part is marked taken back as it
 * commits, so an undo that stops halfway is finished by the next DELETE.
 */

const t = useTestApp();
const habit = (name: string, days: [Day, number][]) => ({ name, kind: 'count', unit: null, days });

/** Applies an import of these habits; waits for it to be done. */
async function imported(token: string, habits: object[]): Promise<string> {
  const id = await importOf(t, token, { habits, warnings: [] });
  expect((await call(t, token, 'POST', `/api/imports/${id}/apply`)).statusCode).toBe(202);
  expect((await waitForImport(t, token, id)).status).toBe('done');
  return id;
}

const writtenOf = async (id: string) =>
  ((await db(t).select().from(imports).where(eq(imports.id, id)))[0]?.written ?? []) as {
    habitId?: string;
    createdOnBefore?: string | null;
  }[];

describe('undoing an import in short transactions', () => {
  it('keeps what a stopped undo took back; the next DELETE finishes it, exactly', async () => {
    const { m, read } = await memberWithRead(t);
    const before = await accountOf(t, m.token);
    const id = await imported(m.token, [
      habit('Alpha', daysUpTo(3)),
      habit('Read', [['2026-11-01', 1]]),
      habit('Beta', daysUpTo(5)),
    ]);
    const names = (await accountOf(t, m.token)).map((h) => h.name).sort();
    expect(names).toEqual(['Alpha', 'Beta', 'Read']);
    // A record the database refuses (a day that does not exist) after Alpha's: the undo stops there.
    const written = await writtenOf(id);
    const alpha = written.findIndex((w) => w.habitId !== written[0]?.habitId);
    const bad = { habitId: read._id, created: false, createdOnBefore: '2026-02-30', days: [] };
    await db(t)
      .update(imports)
      .set({ written: [...written.slice(0, alpha), bad, ...written.slice(alpha)] })
      .where(eq(imports.id, id));

    expect((await call(t, m.token, 'DELETE', `/api/imports/${id}`)).statusCode).toBe(500);
    // Alpha's part committed on its own; the rest is still there, and so is the import.
    expect((await accountOf(t, m.token)).map((h) => h.name).sort()).toEqual(['Beta', 'Read']);
    const still = await call(t, m.token, 'GET', `/api/imports/${id}`);
    expect([still.statusCode, still.json<{ status: string }>().status]).toEqual([200, 'done']);

    // The record mended (the day it names gone), the next DELETE goes on from where it stopped.
    const mended = (await writtenOf(id)).map((w) =>
      w.createdOnBefore === bad.createdOnBefore ? { ...w, createdOnBefore: null } : w,
    );
    await db(t).update(imports).set({ written: mended }).where(eq(imports.id, id));
    expect((await call(t, m.token, 'DELETE', `/api/imports/${id}`)).statusCode).toBe(204);
    expect(await accountOf(t, m.token)).toEqual(before);
    expect((await call(t, m.token, 'DELETE', `/api/imports/${id}`)).statusCode).toBe(404);
  });

  // PGlite has one connection: one long transaction would hold every other person's request.
  it.runIf(process.env.TEST_DB === 'pglite')(
    "answers another person's request while it is undoing",
    async () => {
      const { m } = await memberWithRead(t);
      const other = await kit.newMember(t, '2026-11-20T12:00:00Z');
      const many = Array.from({ length: 20 }, (_, i) => habit(`Habit ${i}`, daysUpTo(150)));
      const id = await imported(m.token, many);

      const order: string[] = [];
      const undo = call(t, m.token, 'DELETE', `/api/imports/${id}`).then((res) => {
        order.push('undo');
        return res.statusCode;
      });
      await new Promise((resolve) => setTimeout(resolve, 15));
      const list = call(t, other.token, 'GET', '/api/habits').then((res) => {
        order.push('other');
        return res.statusCode;
      });
      expect(await Promise.all([undo, list])).toEqual([204, 200]);
      expect(order).toEqual(['other', 'undo']);
      expect(await accountOf(t, m.token)).toEqual([expect.objectContaining({ name: 'Read' })]);
    },
  );
});
