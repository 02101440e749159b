import { MESSAGES, type CategoryListItem, type ErrorResponse } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as cats from '../../test/categories.js';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';

const t = useTestApp();

const member = (plan: kit.Plan = 'pro') => kit.newMember(t, undefined, { plan });
const errorOf = (res: { json: <T>() => T }) => res.json<ErrorResponse>();

describe('listing categories', () => {
  it('gives a Free user the five built-ins', async () => {
    const { token } = await member('free');
    expect(await cats.list(t, token)).toEqual(
      cats.BUILT_INS.map((name) => ({ _id: null, name, builtIn: true })),
    );
  });

  it("lists the built-ins, then the user's own by name, case aside, and no one else's", async () => {
    const { token } = await member('premium');
    const other = await member();
    await cats.add(t, other.token, 'Garden');
    const zen = await cats.add(t, token, 'zen');
    const art = await cats.add(t, token, 'Art');
    const music = await cats.add(t, token, 'Music');
    const listed = await cats.list(t, token);
    expect(listed.slice(0, 5).map((c) => c.name)).toEqual(cats.BUILT_INS);
    expect(listed.slice(5)).toEqual<CategoryListItem[]>([
      { _id: art._id, name: 'Art', builtIn: false },
      { _id: music._id, name: 'Music', builtIn: false },
      { _id: zen._id, name: 'zen', builtIn: false },
    ]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(401);
  });
});

describe('adding, renaming and deleting a category', () => {
  it('creates, renames and deletes one (trimmed)', async () => {
    const { token } = await member();
    const res = await cats.create(t, token, '  Reading  ');
    expect(res.statusCode).toBe(201);
    const created = res.json<{ _id: string; name: string }>();
    expect(created).toEqual({ _id: expect.any(String) as string, name: 'Reading' });

    const renamed = await cats.rename(t, token, created._id, 'Books');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ _id: created._id, name: 'Books' });
    expect(await cats.ownNames(t, token)).toEqual(['Books']);

    // A new spelling of its own name is not a clash.
    expect((await cats.rename(t, token, created._id, 'BOOKS')).json()).toMatchObject({
      name: 'BOOKS',
    });

    const deleted = await cats.remove(t, token, created._id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await cats.ownNames(t, token)).toEqual([]);
    expect((await cats.remove(t, token, created._id)).statusCode).toBe(404);
  });

  it('checks the name with the shared messages', async () => {
    const { token } = await member();
    const cases: Array<[unknown, string]> = [
      [undefined, MESSAGES.categoryNameRequired],
      ['   ', MESSAGES.categoryNameRequired],
      [' a ', MESSAGES.categoryNameMin],
      ['x'.repeat(31), MESSAGES.categoryNameMax],
    ];
    for (const [name, message] of cases) {
      const res = await cats.create(t, token, name);
      expect(res.statusCode, String(name)).toBe(400);
      expect(errorOf(res).fields?.name, String(name)).toBe(message);
    }
    expect((await cats.create(t, token, 'x'.repeat(30))).statusCode).toBe(201);
  });

  it('refuses a name the user already has, in any case, or a built-in one: 409', async () => {
    const { token } = await member();
    const reading = await cats.add(t, token, 'Reading');
    const music = await cats.add(t, token, 'Music');
    for (const res of [
      await cats.create(t, token, 'reading'),
      await cats.create(t, token, 'READING '),
      await cats.create(t, token, 'health'),
      await cats.create(t, token, 'Other'),
      await cats.rename(t, token, music._id, 'rEaDiNg'),
      await cats.rename(t, token, reading._id, 'fitness'),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        message: MESSAGES.categoryExists,
        code: 'CATEGORY_EXISTS',
        fields: { name: MESSAGES.categoryExists },
      });
    }
    expect(await cats.ownNames(t, token)).toEqual(['Music', 'Reading']);
  });

  it('lets two users have a category of the same name', async () => {
    const a = await member();
    const b = await member('premium');
    await cats.add(t, a.token, 'Garden');
    await cats.add(t, b.token, 'garden');
    expect(await cats.ownNames(t, b.token)).toEqual(['garden']);
  });

  it('gives one 201 and one 409 to two requests racing for one name', async () => {
    const { token } = await member();
    const replies = await Promise.all([
      cats.create(t, token, 'Chess'),
      cats.create(t, token, 'chess'),
      cats.create(t, token, 'CHESS'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await cats.ownNames(t, token)).toHaveLength(1);
  });

  it('is 403 PLAN_REQUIRED for a Free user, before any lookup', async () => {
    const { token } = await member('free');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await cats.create(t, token, 'Reading'),
      await cats.create(t, token, 'Health'),
      await cats.rename(t, token, unknown, 'Books'),
      await cats.remove(t, token, unknown),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({
        message: MESSAGES.categoriesRequirePlan,
        code: 'PLAN_REQUIRED',
      });
    }
  });

  it("is 404 for another user's category, which stays as it was", async () => {
    const owner = await member();
    const garden = await cats.add(t, owner.token, 'Garden');
    const other = await member('premium');
    for (const res of [
      await cats.rename(t, other.token, garden._id, 'Mine now'),
      await cats.remove(t, other.token, garden._id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.categoryNotFound });
    }
    expect(await cats.ownNames(t, owner.token)).toEqual(['Garden']);
    expect((await cats.remove(t, other.token, 'not-an-id')).statusCode).toBe(400);
  });
});
