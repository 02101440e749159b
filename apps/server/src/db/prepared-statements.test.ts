import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { StatementNames } from './prepared-statements.js';

/*
 * The app's repeated statements run prepared (docs/decisions/019-prepared-statements.md), on
 * PostgreSQL through prepared-statements.ts and on PGlite through its worker: the same answers as
 * unnamed statements, errors that leave the statement usable, and a cap on how many are kept.
 */
/** The rows execute() answers, on both drivers. */
async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

describe('which texts are prepared', () => {
  it('names a text from its second use, under one stable name', () => {
    const names = new StatementNames({ threshold: 2, maxNames: 10 });
    expect(names.nameFor('select $1')).toBeUndefined();
    const name = names.nameFor('select $1');
    expect(name).toMatch(/^sw_[0-9a-f]{24}$/);
    expect(names.nameFor('select $1')).toBe(name);
    // Another process (another instance) agrees on the name.
    const elsewhere = new StatementNames({ threshold: 1, maxNames: 10 });
    expect(elsewhere.nameFor('select $1')).toBe(name);
    expect(names.nameFor('select $2')).toBeUndefined();
    expect(names.nameFor('select $2')).not.toBe(name);
  });

  it('prepares no more than maxNames texts; the rest run unnamed', () => {
    const names = new StatementNames({ threshold: 1, maxNames: 3 });
    const named = ['a', 'b', 'c', 'd', 'e'].map((t) => names.nameFor(`select '${t}', $1`));
    expect(named.filter(Boolean)).toHaveLength(3);
    expect(named.slice(3)).toEqual([undefined, undefined]);
    expect(names.prepared).toBe(3);
    // The ones already named keep their names.
    expect(names.nameFor(`select 'a', $1`)).toBe(named[0]);
  });
});

describe('prepared statements on the database', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await database.db.execute(
      sql`create table prepared_probe (id int primary key, label text not null)`,
    );
  });

  afterAll(async () => {
    await drop();
  });

  const insert = (id: number, label: string) =>
    database.db.execute(sql`insert into prepared_probe (id, label) values (${id}, ${label})`);
  const label = async (id: number) => {
    const rows = await rowsOf<{ label: string }>(
      database.db.execute(sql`select label from prepared_probe where id = ${id}`),
    );
    return rows.map((row) => row.label);
  };

  it('answers a repeated statement right on every run, with its own values each time', async () => {
    for (let id = 1; id <= 6; id += 1) await insert(id, `row ${id}`);
    for (let id = 1; id <= 6; id += 1) expect(await label(id)).toEqual([`row ${id}`]);
    expect(await label(99)).toEqual([]);
    // The statement is now prepared on the connection that ran it.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select label from prepared_probe where id = ${1}`);
      const prepared = await rowsOf<{ statement: string }>(
        tx.execute(sql`select statement from pg_prepared_statements`),
      );
      expect(prepared.map((r) => r.statement)).toContain(
        'select label from prepared_probe where id = $1',
      );
    });
  });

  it('a prepared statement that fails (a duplicate key) stays usable, inside and outside a transaction', async () => {
    await insert(10, 'ten');
    await expect(insert(10, 'again')).rejects.toMatchObject({ cause: { code: '23505' } });
    await insert(11, 'eleven');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe (id, label) values (${12}, ${'twelve'})`);
        await tx.execute(sql`insert into prepared_probe (id, label) values (${12}, ${'twelve'})`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    // The rolled-back transaction wrote nothing; the statements still run.
    expect(await label(12)).toEqual([]);
    await insert(12, 'twelve');
    expect(await label(11)).toEqual(['eleven']);
    expect(await label(12)).toEqual(['twelve']);
  });

  it('plans a prepared statement once: every run uses its generic plan, none is planned again', async () => {
    const shown = await rowsOf<{ plan_cache_mode: string }>(
      database.db.execute(sql`show plan_cache_mode`),
    );
    expect(shown).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
    // One transaction holds one connection, so its prepared statements can be read back.
    await database.db.transaction(async (tx) => {
      for (let from = 1; from <= 8; from += 1) {
        await tx.execute(sql`select count(*) from prepared_probe where id >= ${from}`);
      }
      const [plans] = await rowsOf<{ generic_plans: number; custom_plans: number }>(
        tx.execute(
          sql`select generic_plans::int as generic_plans, custom_plans::int as custom_plans from pg_prepared_statements
              where statement = 'select count(*) from prepared_probe where id >= $1'`,
        ),
      );
      // The first run is unnamed (prepared-statements.ts); the other seven are the named one's.
      expect(plans).toEqual({ generic_plans: 7, custom_plans: 0 });
    });
  });

  it('a value that cannot be sent for a prepared statement is an error, and the next run works', async () => {
    await label(1);
    await label(1);
    await expect(label('not a number' as unknown as number)).rejects.toThrow();
    expect(await label(2)).toEqual(['row 2']);
  });
});
