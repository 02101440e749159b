import { and, count, getTableColumns, is, isNotNull, notInArray, sql } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { selectRows } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { db, type TestApp } from '../helper.js';
import { visible } from './request.js';

/* What the database holds: the reads behind "nothing invalid was stored". */

const rows = <T>(t: TestApp, query: ReturnType<typeof sql>) => selectRows<T>(db(t), query);

/** Tables a user owns rows of (a user_id column), read from the catalogue so new ones count. */
export async function ownedTables(t: TestApp): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    t,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  return found.map((r) => r.table_name);
}

/** Tables whose rows have their own id and an owner. */
async function identifiedTables(t: TestApp): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    t,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name in ('id', 'user_id')
        group by table_name having count(*) = 2`,
  );
  return found.map((r) => r.table_name);
}

/** The id of every row a user owns, with the table it is in. */
export async function idsOf(
  t: TestApp,
  userId: string,
): Promise<Array<{ id: string; table: string }>> {
  const ids = [];
  for (const table of await identifiedTables(t)) {
    const found = await rows<{ id: string }>(
      t,
      sql`select id::text as id from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    ids.push(...found.map((row) => ({ id: row.id, table })));
  }
  return ids;
}

/** The owner of each of `ids` found in a table with both an id and a user_id column. */
export async function ownersOf(t: TestApp, ids: string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  if (ids.length === 0) return owners;
  for (const table of await identifiedTables(t)) {
    const found = await rows<{ id: string; user_id: string }>(
      t,
      sql`select id::text as id, user_id::text as user_id from ${sql.identifier(table)}
          where id::text in ${ids}`,
    );
    for (const row of found) owners.set(row.id, row.user_id);
  }
  return owners;
}

/** Everything stored about a user, row by row as JSON, to compare before and after. */
export async function snapshotOf(t: TestApp, userId: string): Promise<Record<string, string[]>> {
  const all = (list: object[]) => list.map((row) => JSON.stringify(row)).sort();
  const snapshot: Record<string, string[]> = {
    users: all(await rows<object>(t, sql`select * from users where id = ${userId}`)),
  };
  for (const table of await ownedTables(t)) {
    snapshot[table] = all(
      await rows<object>(t, sql`select * from ${sql.identifier(table)} where user_id = ${userId}`),
    );
  }
  return snapshot;
}

/** Texts that may break lines: tab, LF and CR belong in them. */
const MULTI_LINE = new Set([
  'habits.description',
  'goals.description',
  'goals.reward',
  'support_requests.message',
]);

export interface StoredControl {
  /** table.column */
  column: string;
  value: string;
  /** The control characters in it, as U+XXXX. */
  controls: string[];
  multiLine: boolean;
}

/**
 * Every stored text holding a Unicode control character (C0, DEL or C1) it must not: any, in a
 * single-line text; any but tab, LF and CR in a multi-line one. Read from every text column the
 * catalogue lists, so new ones are checked too.
 */
export async function storedControls(t: TestApp): Promise<StoredControl[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    t,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying')`,
  );
  const found: StoredControl[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const name = sql.identifier(column);
    const hits = await rows<{ value: string }>(
      t,
      sql`select ${name} as value from ${sql.identifier(table)}
          where ${name} ~ '[\\x01-\\x1f\\x7f-\\x9f]'`,
    );
    const multiLine = MULTI_LINE.has(`${table}.${column}`);
    for (const { value } of hits) {
      const controls = [...value]
        .map((ch) => ch.charCodeAt(0))
        .filter((c) => c < 0x20 || (c >= 0x7f && c <= 0x9f))
        .filter((c) => !multiLine || ![0x09, 0x0a, 0x0d].includes(c))
        .map((c) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`);
      if (controls.length > 0) {
        found.push({
          column: `${table}.${column}`,
          value: visible(value, 80),
          controls,
          multiLine,
        });
      }
    }
  }
  return found;
}

/** Users whose points differ from the sum of their points ledger. */
export function ledgerMismatches(t: TestApp) {
  return rows<{ id: string; points: number; ledger: string }>(
    t,
    sql`select u.id, u.points, coalesce(sum(p.amount), 0)::text as ledger
        from users u left join point_entries p on p.user_id = u.id
        group by u.id having u.points <> coalesce(sum(p.amount), 0)`,
  );
}

/**
 * 'table.column: n rows' for each text column with a fixed set of values (plan, status, reason…)
 * holding another: the database has no check constraint to refuse one. Read from the schema, so
 * new such columns are checked too.
 */
export async function enumViolations(t: TestApp): Promise<string[]> {
  const found: string[] = [];
  for (const [name, table] of Object.entries(schema)) {
    if (!is(table, PgTable)) continue;
    const columns = Object.entries(getTableColumns(table)) as Array<[string, PgColumn]>;
    for (const [key, column] of columns) {
      const values = column.enumValues;
      if (!values?.length) continue;
      const [row] = await db(t)
        .select({ n: count() })
        .from(table)
        .where(and(isNotNull(column), notInArray(column, values)));
      if (row && row.n > 0) found.push(`${name}.${key}: ${row.n} rows`);
    }
  }
  return found;
}
