import type { Category, CategoryListItem, Habit } from '@streakwise/shared';
import { expect } from 'vitest';
import * as kit from './habits.js';
import { bearer, type TestApp } from './helper.js';

/* Steps the category API tests share (`import * as cats from '../../test/categories.js'`). */

export const BUILT_INS = ['Health', 'Learning', 'Fitness', 'Productivity', 'Other'];

const path = (id: string) => `/api/categories/${id}`;

export const create = (t: TestApp, token: string, name: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: bearer(token),
    payload: { name },
  });

export const rename = (t: TestApp, token: string, id: string, name: unknown) =>
  t.app.inject({ method: 'PATCH', url: path(id), headers: bearer(token), payload: { name } });

export const remove = (t: TestApp, token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: path(id), headers: bearer(token) });

/** POST /api/categories, expecting a 201; the new category. */
export async function add(t: TestApp, token: string, name: string): Promise<Category> {
  const res = await create(t, token, name);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Category>();
}

export const list = (t: TestApp, token: string) =>
  kit.getJson<CategoryListItem[]>(t, token, '/api/categories', 200);

/** The names GET /api/categories lists after the built-ins. */
export async function ownNames(t: TestApp, token: string): Promise<string[]> {
  return (await list(t, token)).filter((c) => !c.builtIn).map((c) => c.name);
}

/** Each habit's name and category, as GET /api/habits shows them. */
export async function habitCategories(t: TestApp, token: string) {
  const habits = await kit.getJson<Habit[]>(t, token, '/api/habits', 200);
  return Object.fromEntries(habits.map((h) => [h.name, h.category]));
}
