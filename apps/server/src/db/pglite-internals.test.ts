import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastQueries } from './pglite-fast-query.js';
import { concat, readReply, type Reply } from './pglite-reply.js';

/*
 * The embedded database's thread leans on parts of PGlite that are not its public interface
 * (docs/decisions/016-pglite-worker.md, kept by docs/decisions/047-embedded-database-role.md).
 * An upgrade of PGlite that changes one of them must fail here, naming what changed and which
 * file relies on it, rather than as a hang or a wrong row somewhere in the API tests. Each is
 * called here the way the worker calls it, on a real PGlite.
 */

const FAST_QUERY = 'apps/server/src/db/pglite-fast-query.ts';
const WORKER = 'apps/server/src/db/pglite-worker.ts';
const CLIENT = 'apps/server/src/db/pglite-client.ts';

const relied = (what: string, file: string, how: string) =>
  `PGlite's ${what} (relied on by ${file}) ${how}: a PGlite upgrade changed it; ` +
  'adapt that file before taking the upgrade (docs/decisions/047-embedded-database-role.md).';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise held open until `release()`, and whether the code holding it has started. */
function hold() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release() };
}

let db: PGlite;

beforeAll(async () => {
  db = new PGlite({ startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
  await db.waitReady;
});

afterAll(async () => {
  if (!db.closed) await db.close();
});

describe("PGlite's internals the embedded database's thread relies on", () => {
  it.each([
    ['_checkReady', FAST_QUERY],
    ['_runExclusiveQuery', FAST_QUERY],
    ['_runExclusiveTransaction', FAST_QUERY],
    ['execProtocolRawStream', FAST_QUERY],
    ['syncToFs', FAST_QUERY],
    ['transaction', WORKER],
    ['listen', WORKER],
  ])('%s is a method (%s)', (name, file) => {
    const method = (db as unknown as Record<string, unknown>)[name];
    expect(typeof method, relied(`\`${name}()\``, file, 'is gone')).toBe('function');
  });

  it('keeps its type parsers and serializers by type id', () => {
    const text = relied('`parsers` / `serializers` by type id', FAST_QUERY, 'changed shape');
    expect(db.parsers[23]?.('42', 23), text).toBe(42);
    expect(db.parsers[16]?.('t', 16), text).toBe(true);
    expect(db.serializers[114]?.({ a: 1 }), text).toBe('{"a":1}');
    expect(db.serializers[1184]?.(new Date(0)), text).toMatch(/^1970-01-01/);
  });

  it('keeps its start parameters and its protocol writer', () => {
    const params = relied('`PGlite.defaultStartParams`', WORKER, 'is no list of words');
    expect(Array.isArray(PGlite.defaultStartParams), params).toBe(true);
    expect(
      PGlite.defaultStartParams.every((p) => typeof p === 'string'),
      params,
    ).toBe(true);
    const writer = relied('`protocol.serialize`', FAST_QUERY, 'lacks a message writer');
    for (const name of ['parse', 'bind', 'describe', 'execute', 'sync'] as const) {
      expect(typeof protocol.serialize[name], `${writer} (${name})`).toBe('function');
    }
  });

  it('ships its WebAssembly where the app compiles it once for both threads', () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    for (const file of ['pglite.wasm', 'initdb.wasm']) {
      expect(
        existsSync(path.join(dist, file)),
        relied(`file dist/${file}`, CLIENT, 'has moved'),
      ).toBe(true);
    }
  });

  it('execProtocolRawStream hands over the raw reply of extended-protocol messages', async () => {
    const { serialize } = protocol;
    const chunks: Uint8Array[] = [];
    await db._checkReady();
    await db._runExclusiveQuery(() =>
      db.execProtocolRawStream(
        concat([
          serialize.parse({ text: 'SELECT $1::int + 1 AS n' }),
          serialize.bind({ values: ['41'] }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false, onRawData: (bytes) => chunks.push(bytes.slice()) },
      ),
    );
    const all = concat(chunks);
    const reply: Reply = { paramTypes: [], fields: null, rows: [] };
    readReply(Buffer.from(all.buffer, all.byteOffset, all.byteLength), reply, undefined, {
      parsers: db.parsers,
      notify: () => undefined,
    });
    const text = relied('`execProtocolRawStream(message, { onRawData })`', FAST_QUERY, 'changed');
    expect(reply.error, text).toBeUndefined();
    expect(reply.rows, text).toEqual([{ n: 42 }]);
    expect(reply.command, text).toBe('SELECT');
  });

  it('_runExclusiveQuery makes query() wait for it', async () => {
    const { held, release } = hold();
    const first = db._runExclusiveQuery(async () => {
      await held;
      return 'first';
    });
    let answered = false;
    const second = db.query('SELECT 1').then(() => (answered = true));
    await sleep(100);
    expect(
      answered,
      relied('`_runExclusiveQuery()`', FAST_QUERY, 'no longer holds the query lock'),
    ).toBe(false);
    release();
    expect(await first).toBe('first');
    await second;
    expect(answered).toBe(true);
  });

  it('_runExclusiveTransaction waits while a transaction() holds the database', async () => {
    const { held, release } = hold();
    let entered = false;
    const open = db.transaction(async () => {
      entered = true;
      await held;
    });
    while (!entered) await sleep(5);
    let ran = false;
    const outside = db._runExclusiveTransaction(async () => {
      ran = true;
    });
    await sleep(100);
    expect(
      ran,
      relied('`_runExclusiveTransaction()`', FAST_QUERY, 'no longer waits for a transaction'),
    ).toBe(false);
    release();
    await open;
    await outside;
    expect(ran).toBe(true);
  });

  it("answers through the worker's query() as PGlite's own query() does", async () => {
    const query = fastQueries(
      db,
      () => false,
      () => undefined,
    );
    const sql = 'SELECT $1::int AS n, $2::jsonb AS doc, $3::timestamptz AS at';
    const params = [7, { a: [1] }, new Date('2026-12-02T10:00:00Z')];
    const own = await db.query(sql, params);
    const text = relied('query() and its results', FAST_QUERY, 'answer differently');
    // Twice: the second run is the prepared statement's (docs/decisions/019-prepared-statements.md).
    for (let run = 0; run < 2; run += 1) {
      const ours = await query(undefined, sql, params, undefined);
      expect(ours.rows, text).toEqual(own.rows);
      expect(ours.fields, text).toEqual(own.fields);
    }
    const failing = query(undefined, 'SELECT 1 / $1::int', [0], undefined);
    await expect(failing, text).rejects.toMatchObject({
      code: '22012',
      query: 'SELECT 1 / $1::int',
    });
  });

  it('_checkReady refuses a closed database', async () => {
    await db.close();
    await expect(
      db._checkReady(),
      relied('`_checkReady()`', FAST_QUERY, 'no longer refuses a closed database'),
    ).rejects.toThrow(/closed/);
  });
});
