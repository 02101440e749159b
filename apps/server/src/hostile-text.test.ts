import { describe, expect, it } from 'vitest';
import { bearer, newPerson, signup, useTestApp } from './test/helper.js';
import * as kit from './test/habits.js';

/*
 * PostgreSQL cannot store a NUL in a text column, and half a surrogate pair (JSON's `\ud800`) is
 * no character at all: PostgreSQL stores U+FFFD instead and the embedded database refuses the
 * statement. Before the shared schemas refused them, each of these was a failed write and a 500
 * (or, for the half character, a changed text). Now each is a 400 naming the field.
 */
const t = useTestApp();

describe.each([
  ['a NUL character', '\u0000'],
  ['half a surrogate pair', '\ud800'],
  ['two halves parted by a zero-width space', '\ud800\u200b\udc00'],
])('text carrying %s', (_what, NUL) => {
  it('is refused with 400 in every text field, and nothing is stored', async () => {
    const person = newPerson({ name: `Ada${NUL}Lovelace` });
    const refusedSignup = await signup(t, person);
    expect(refusedSignup.statusCode).toBe(400);
    expect(refusedSignup.json<{ fields: Record<string, string> }>().fields.name).toBeDefined();

    const m = await kit.newMember(t, undefined, { plan: 'premium' });
    const headers = bearer(m.token);
    const cases: [string, string, object, string][] = [
      ['POST', '/api/habits', { name: `Run${NUL}`, category: 'Fitness', dailyTarget: 1 }, 'name'],
      [
        'POST',
        '/api/habits',
        { name: 'Run', category: 'Fitness', dailyTarget: 1, description: `a${NUL}b` },
        'description',
      ],
      ['POST', '/api/premium/goals', { title: `Go${NUL}`, type: 'streak', target: 3 }, 'title'],
      ['POST', '/api/categories', { name: `Mind${NUL}fulness` }, 'name'],
      ['PATCH', '/api/auth/me', { name: `Ada${NUL}` }, 'name'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await t.app.inject({ method: method as 'POST', url, headers, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBeDefined();
    }
    const habits = await t.app.inject({ method: 'GET', url: '/api/habits', headers });
    expect(habits.json()).toEqual([]);
  });
});
