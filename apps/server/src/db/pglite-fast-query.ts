/*
 * query() for the embedded database's thread (pglite-worker.ts). PGlite's own runs each statement
 * as six calls into PostgreSQL and reads the replies with a parser that copies every field into an
 * ArrayBuffer of its own; for the app's lists that parsing costs four times what PostgreSQL does
 * (1,000 rows: 6.5 ms against 1.3 ms). This one sends the same extended-protocol messages in two
 * calls (parse and describe, then bind, execute and sync; one when there are no parameters)
 * through execProtocolRawStream, which hands over the raw reply, and reads it in place
 * (pglite-reply.ts). The result is what PGlite's query() returns: its serializers (by the
 * parameter types PostgreSQL describes) and parsers, its fields, command and row counts, its
 * DatabaseError with query and params; under the same locks (PGlite's transaction and query
 * mutexes), so it interleaves with exec() and transaction() as PGlite's own does.
 *
 * NOTE: PGlite's internals this relies on are held by pglite-internals.test.ts.
 * Loaded by the worker with Node's own TypeScript support (see pglite-wire.ts).
 */
import { protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { concat, readReply, type Field, type ReadContext, type Reply } from './pglite-reply.ts';

const { serialize } = protocol;

/** The rows changed by the statement, counted as PGlite counts them. */
const COUNTS_AFFECTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

function withQuery(err: Error, sql: string, params: unknown[], options: QueryOptions | undefined) {
  return Object.assign(err, { query: sql, params, queryOptions: options });
}

/*
 * The app's repeated statements are prepared once, as on PostgreSQL
 * (docs/decisions/019-prepared-statements.md): a text with parameters gets a name from its second
 * use, and then runs as one bind-and-execute call, with no parse and no plan. The first
 * MAX_PREPARED texts only, so texts built from input cannot grow the database's memory for good.
 * NOTE: the rule of prepared-statements.ts, written again here because that file is not one Node
 * can load as TypeScript (a class with parameter properties) and brings node-postgres along.
 */
const PREPARE_THRESHOLD = 2;
const MAX_PREPARED = 500;
const MAX_COUNTED = 10_000;

interface PreparedStatement {
  name: string;
  paramTypes: number[];
  fields: Field[] | null;
}

export type FastQuery = (
  tx: number | undefined,
  sql: string,
  params: unknown[],
  options: QueryOptions | undefined,
) => Promise<Results>;

/**
 * The worker's query() on `db`. `isOpen(tx)`: whether the app's transaction `tx` still runs;
 * `notify`: where a NOTIFY a statement raised goes.
 */
export function fastQueries(
  db: PGlite,
  isOpen: (tx: number) => boolean,
  notify: ReadContext['notify'],
): FastQuery {
  const statements = new Map<string, PreparedStatement>();
  const uses = new Map<string, number>();
  let nextStatement = 1;
  const context: ReadContext = { parsers: db.parsers, notify };

  /** The name to prepare `key` under, or undefined while it runs unnamed. */
  function statementName(key: string): string | undefined {
    if (statements.size >= MAX_PREPARED) return undefined;
    const seen = (uses.get(key) ?? 0) + 1;
    if (seen < PREPARE_THRESHOLD) {
      if (uses.size >= MAX_COUNTED) uses.clear();
      uses.set(key, seen);
      return undefined;
    }
    uses.delete(key);
    // NOTE: never a name used before, even one whose statement failed to prepare.
    return `sw_${nextStatement++}`;
  }

  /** Sends protocol messages and returns PostgreSQL's raw reply. */
  async function exchange(message: Uint8Array): Promise<Buffer> {
    const chunks: Uint8Array[] = [];
    await db.execProtocolRawStream(message, {
      syncToFs: false,
      // NOTE: a view into PostgreSQL's memory, reused by the next write: copied.
      onRawData: (bytes) => chunks.push(bytes.slice()),
    });
    const all = concat(chunks);
    return Buffer.from(all.buffer, all.byteOffset, all.byteLength);
  }

  const read = async (message: Uint8Array, reply: Reply, options: QueryOptions | undefined) =>
    readReply(await exchange(message), reply, options, context);

  async function withParams(
    reply: Reply,
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<void> {
    const key = options?.paramTypes ? `${sql}\0${options.paramTypes.join(',')}` : sql;
    const prepared = statements.get(key);
    const name = prepared ? prepared.name : statementName(key);
    if (prepared) {
      reply.paramTypes = prepared.paramTypes;
      reply.fields = prepared.fields;
    } else {
      const parse = serialize.parse({
        text: sql,
        ...(name ? { name } : {}),
        ...(options?.paramTypes ? { types: options.paramTypes } : {}),
      });
      await read(
        concat([parse, serialize.describe({ type: 'S', name: name ?? '' })]),
        reply,
        options,
      );
      // Kept as soon as PostgreSQL has it, whatever happens to this run's values.
      if (name && !reply.error) {
        statements.set(key, { name, paramTypes: reply.paramTypes, fields: reply.fields });
      }
    }
    // NOTE: PostgreSQL skips everything until a Sync after an error in the extended protocol,
    // and waits for one after a Parse: whatever happens next (a failed parse, a parameter that
    // cannot be serialized), a Sync goes, as PGlite's query() sends one in its `finally`.
    let values: (string | null)[] | undefined;
    try {
      if (!reply.error) {
        values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const oid = reply.paramTypes[i] ?? 0;
          const toText = options?.serializers?.[oid] ?? db.serializers[oid];
          // NOTE: as PGlite does for a type it has no serializer for.
          return toText ? toText(param) : (param as { toString(): string }).toString();
        });
      }
    } finally {
      if (!values && !prepared) await exchange(serialize.sync());
    }
    if (values) {
      const bind = serialize.bind({ values, ...(name ? { statement: name } : {}) });
      await read(concat([bind, serialize.execute({}), serialize.sync()]), reply, options);
    }
  }

  return async (tx, sql, params, options) => {
    if (tx !== undefined && !isOpen(tx)) {
      throw new Error('This transaction is over: its statements cannot run any more.');
    }
    const run = async (): Promise<Results> => {
      const reply: Reply = { paramTypes: [], fields: null, rows: [] };
      if (params.length === 0) {
        const messages = [
          serialize.parse({ text: sql }),
          serialize.bind({ values: [] }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ];
        await read(concat(messages), reply, options);
      } else {
        await withParams(reply, sql, params, options);
      }
      if (reply.error) throw withQuery(reply.error, sql, params, options);
      if (tx === undefined) await db.syncToFs();
      if (reply.command === undefined) return { affectedRows: 0, rows: [], fields: [] };
      const result: Results = {
        rows: reply.rows,
        fields: reply.fields ?? [],
        command: reply.command,
        affectedRows: COUNTS_AFFECTED.has(reply.command) ? (reply.rowCount ?? 0) : 0,
      };
      if (reply.rowCount !== undefined) result.rowCount = reply.rowCount;
      return result;
    };
    await db._checkReady();
    // NOTE: the locks PGlite's query() and a transaction's tx.query() take.
    return tx === undefined
      ? db._runExclusiveTransaction(() => db._runExclusiveQuery(run))
      : db._runExclusiveQuery(run);
  };
}
