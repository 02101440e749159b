import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, db, newPerson, signup, type TestApp } from './test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A write that fails inside the database, as a full disk or a broken constraint would.
  await db(t).execute(sql`
    create function refuse_new_users() returns trigger language plpgsql as $$
    begin raise exception 'users are read-only today' using errcode = '53100'; end $$`);
  await db(t).execute(sql`
    create trigger refuse_new_users before insert on users
    for each row execute function refuse_new_users()`);
});
afterAll(async () => t?.close());

it('logs a failed write by its code and statement, never the values it carried', async () => {
  const person = newPerson();
  const res = await signup(t, person);
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ message: 'Internal Server Error' });

  const failures = t.logs.filter((line) => line.includes('"level":50'));
  expect(failures).toHaveLength(1);
  const entry = JSON.parse(failures[0] ?? '{}') as { err?: Record<string, unknown> };
  // What an operator needs: the SQLSTATE and the statement's shape.
  expect(entry.err).toMatchObject({ code: '53100' });
  expect(String(entry.err?.statement)).toMatch(/insert into "users"/i);
  const log = t.logs.join('');
  expect(log).not.toContain(person.email);
  expect(log).not.toContain(person.name);
  expect(log).not.toContain('$argon2id$');
});
