import { MESSAGES, type Analytics, type ErrorResponse, type Habit } from '@streakwise/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, habits } from '../../db/schema.js';
import * as cats from '../../test/categories.js';
import * as auth from '../../test/auth.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

const t = useTestApp();

const member = (plan: kit.Plan = 'pro') => kit.newMember(t, undefined, { plan });
const habit = (name: string, category: string) => ({ name, category, dailyTarget: 1 });
const invalidCategory = {
  message: MESSAGES.categoryInvalid,
  fields: { category: MESSAGES.categoryInvalid },
};

async function categoryRows(userId: string): Promise<number> {
  const [row] = await db(t)
    .select({ n: count() })
    .from(categories)
    .where(eq(categories.userId, userId));
  return row?.n ?? 0;
}

describe('habits in own categories', () => {
  it("files a habit under the user's category, in the category's own spelling", async () => {
    const { token } = await member();
    await cats.add(t, token, 'Reading');
    const created = await kit.addHabit(t, token, habit('Novel', ' reading '), 201);
    expect(created.category).toBe('Reading');

    const walk = await kit.addHabit(t, token, habit('Walk', 'Health'), 201);
    const moved = await kit.editHabit(t, token, walk._id, { category: 'READING' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Habit>().category).toBe('Reading');
  });

  it("keeps built-ins case-sensitive and refuses unknown names and other users' categories", async () => {
    const owner = await member();
    await cats.add(t, owner.token, 'Garden');
    const { token } = await member('premium');
    const walk = await kit.addHabit(t, token, habit('Walk', 'Health'), 201);
    for (const res of [
      await kit.createHabit(t, token, habit('Weed', 'Garden')),
      await kit.createHabit(t, token, habit('Run', 'health')),
      await kit.createHabit(t, token, habit('Run', 'Sports')),
      await kit.editHabit(t, token, walk._id, { category: 'Garden' }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ErrorResponse>()).toEqual(invalidCategory);
    }
    expect(await cats.habitCategories(t, token)).toEqual({ Walk: 'Health' });
  });

  it("renames the category on its habits, and only on the owner's", async () => {
    const { token } = await member();
    const other = await member();
    const reading = await cats.add(t, token, 'Reading');
    await cats.add(t, other.token, 'Reading');
    await kit.addHabit(t, token, habit('Novel', 'Reading'), 201);
    await kit.addHabit(t, token, habit('Poems', 'Reading'), 201);
    await kit.addHabit(t, token, habit('Walk', 'Fitness'), 201);
    await kit.addHabit(t, other.token, habit('Paper', 'Reading'), 201);

    expect((await cats.rename(t, token, reading._id, 'Books')).statusCode).toBe(200);
    expect(await cats.habitCategories(t, token)).toEqual({
      Novel: 'Books',
      Poems: 'Books',
      Walk: 'Fitness',
    });
    expect(await cats.habitCategories(t, other.token)).toEqual({ Paper: 'Reading' });
  });

  it("moves a deleted category's habits, archived ones too, to Other", async () => {
    const { token } = await member();
    const reading = await cats.add(t, token, 'Reading');
    await kit.addHabit(t, token, habit('Novel', 'Reading'), 201);
    const poems = await kit.addHabit(t, token, habit('Poems', 'Reading'), 201);
    await kit.archiveHabit(t, token, poems._id);
    await kit.addHabit(t, token, habit('Walk', 'Fitness'), 201);

    expect((await cats.remove(t, token, reading._id)).statusCode).toBe(204);
    expect(await cats.habitCategories(t, token)).toEqual({ Novel: 'Other', Walk: 'Fitness' });
    const archived = await kit.getJson<Habit[]>(t, token, '/api/habits?archived=true', 200);
    expect(archived.map((h) => h.category)).toEqual(['Other']);
    // The name is free again, and no longer accepted for a habit.
    const res = await kit.createHabit(t, token, habit('Essay', 'Reading'));
    expect(res.json<ErrorResponse>()).toEqual(invalidCategory);
  });
});

describe('after a downgrade to Free', () => {
  it('keeps the categories and their habits, lists them, but makes no new ones', async () => {
    const m = await member();
    const reading = await cats.add(t, m.token, 'Reading');
    await kit.addHabit(t, m.token, habit('Novel', 'Reading'), 201);
    await kit.setPlan(t, m.id, 'free');

    expect(await cats.ownNames(t, m.token)).toEqual(['Reading']);
    expect(await cats.habitCategories(t, m.token)).toEqual({ Novel: 'Reading' });
    for (const res of [
      await cats.create(t, m.token, 'Music'),
      await cats.rename(t, m.token, reading._id, 'Books'),
      await cats.remove(t, m.token, reading._id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorResponse>().code).toBe('PLAN_REQUIRED');
    }
    expect(await cats.ownNames(t, m.token)).toEqual(['Reading']);

    // Choosing a category kept from the paid plan is fine; only making one is a Pro feature.
    const essay = await kit.addHabit(t, m.token, habit('Essay', 'reading'), 201);
    expect(essay.category).toBe('Reading');
    // Editing another field leaves the habit's category as it is.
    const novel = (await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200)).find(
      (h) => h.name === 'Novel',
    );
    const edited = await kit.editHabit(t, m.token, novel!._id, { name: 'Novels' });
    expect(edited.json<Habit>()).toMatchObject({ name: 'Novels', category: 'Reading' });
  });
});

describe('analytics, my data and account deletion', () => {
  it("breaks Premium analytics down by the user's own categories too", async () => {
    const { token } = await member('premium');
    await cats.add(t, token, 'Reading');
    await cats.add(t, token, 'Art');
    const novel = await kit.addHabit(t, token, habit('Novel', 'Reading'), 201);
    await kit.addHabit(t, token, habit('Sketch', 'Art'), 201);
    await kit.addHabit(t, token, habit('Walk', 'Fitness'), 201);
    kit.okResult(await kit.completeHabit(t, token, novel._id));

    const analytics = await kit.getJson<Analytics>(
      t,
      token,
      '/api/premium/analytics?period=7d',
      200,
    );
    expect(analytics.categoryBreakdown).toEqual([
      { category: 'Fitness', habitCount: 1, completions: 0, completionRate: 0 },
      { category: 'Art', habitCount: 1, completions: 0, completionRate: 0 },
      { category: 'Reading', habitCount: 1, completions: 1, completionRate: 100 },
    ]);
  });

  it('puts the categories in my data, and deleting the account removes them', async () => {
    const m = await member();
    const reading = await cats.add(t, m.token, 'Reading');
    await kit.addHabit(t, m.token, habit('Novel', 'Reading'), 201);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/my-data',
      headers: bearer(m.token),
    });
    const data = res.json<{ categories: unknown[]; habits: Array<{ category: string }> }>();
    expect(data.categories).toEqual([
      { _id: reading._id, name: 'Reading', createdAt: expect.any(String) as string },
    ]);
    expect(data.habits.map((h) => h.category)).toEqual(['Reading']);

    expect(await categoryRows(m.id)).toBe(1);
    const deleted = await auth.deleteAccount(t, m.token, m.person.password);
    expect(deleted.statusCode).toBe(204);
    expect(await categoryRows(m.id)).toBe(0);
    expect(await kit.countRows(t, habits, m.id)).toBe(0);
  });
});
