/*
 * The embedded database on a thread of its own (node:worker_threads), so PostgreSQL's work (all
 * of it synchronous WebAssembly) and the parsing of its replies leave the app's event loop free.
 * pglite-client.ts is the other end; pglite-protocol.ts the messages.
 *
 * NOTE: nothing of the app is imported at run time (the protocol is types only), so Node runs this
 * file as it is from the sources (tests, tsx) as well as from the build.
 */
import fs, { type Mode, type PathLike } from 'node:fs';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import {
  PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type {
  ReleasedMemory,
  WireError,
  WireQueryOptions,
  WorkerInit,
  WorkerMessage,
  WorkerRequest,
} from './pglite-protocol.js';
import { Parser } from 'pg-protocol/dist/parser.js';
import type {
  BackendMessage,
  CommandCompleteMessage,
  DatabaseError,
  DataRowMessage,
  NotificationResponseMessage,
  ParameterDescriptionMessage,
  RowDescriptionMessage,
} from 'pg-protocol/dist/messages.js';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread only');

/*
 * NOTE: PGlite's file system (Emscripten's NODEFS, through this thread's node:fs) creates each file
 * and then gives it its mode with chmod, which the process's umask does not narrow: the database's
 * files came out 0666 although the server's umask is 077. Every mode it sets here loses the
 * group's and others' bits, so the files are the server user's alone, as the rest of DATA_DIR is
 * (docs/decisions/025-data-dir-lock.md).
 */
const GROUP_AND_OTHERS = 0o077;
const ownerOnly = (mode: Mode) =>
  (typeof mode === 'string' ? parseInt(mode, 8) : mode) & ~GROUP_AND_OTHERS;
const { chmodSync, fchmodSync } = fs;
Object.assign(fs, {
  chmodSync: (file: PathLike, mode: Mode) => chmodSync(file, ownerOnly(mode)),
  fchmodSync: (fd: number, mode: Mode) => fchmodSync(fd, ownerOnly(mode)),
});
const port = parentPort;
const init = workerData as WorkerInit;

const post = (message: WorkerMessage) => port.postMessage(message);

/** An error's name, message, stack and every field a structured clone can carry. */
function toWire(err: unknown, depth = 0): WireError {
  if (typeof err !== 'object' || err === null) {
    return { name: 'Error', message: String(err), props: {} };
  }
  const source = err as Record<string, unknown>;
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'cause') continue;
    if (canCross(value)) props[key] = value;
  }
  return {
    name: typeof source.name === 'string' ? source.name : 'Error',
    message:
      typeof source.message === 'string' ? source.message : Object.prototype.toString.call(err),
    ...(typeof source.stack === 'string' ? { stack: source.stack } : {}),
    props,
    ...(source.cause !== undefined && depth < 5 ? { cause: toWire(source.cause, depth + 1) } : {}),
  };
}

/** Plain data only: an error's `queryOptions` (with its parser functions) stays behind. */
function canCross(value: unknown): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'undefined':
      return true;
    case 'object':
      if (value instanceof Date) return true;
      return Array.isArray(value) && value.every(canCross);
    default:
      return false;
  }
}

const asText = (value: string) => value;
const textParsers = new Map<string, Record<number, (value: string) => string>>();

function queryOptions(wire: WireQueryOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const options: QueryOptions = {};
  if (wire.rowMode) options.rowMode = wire.rowMode;
  if (wire.paramTypes) options.paramTypes = wire.paramTypes;
  if (wire.rawTypes?.length) {
    const key = wire.rawTypes.join(',');
    let parsers = textParsers.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(wire.rawTypes.map((type) => [type, asText]));
      textParsers.set(key, parsers);
    }
    options.parsers = parsers;
  }
  return options;
}

const settings = Object.entries(init.settings).flatMap(([name, value]) => [
  '-c',
  `${name}=${value}`,
]);
const db = new PGlite({
  ...(init.dir ? { dataDir: init.dir } : {}),
  startParams: [...PGlite.defaultStartParams, ...settings],
  ...(init.wasm ? { pgliteWasmModule: init.wasm.pglite, initdbWasmModule: init.wasm.initdb } : {}),
});

/** Thrown inside PGlite's transaction callback to make it roll back. */
const ROLL_BACK = new Error('rolled back by the app');

interface OpenTransaction {
  tx: Transaction;
  /** true: commit; false: roll back. */
  finish: (commit: boolean) => void;
  /** PGlite's transaction(): settles after COMMIT or ROLLBACK. */
  done: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;
const unlisteners = new Map<number, () => Promise<void>>();

/** The app's LISTENs: listener id → channel, as PostgreSQL names it. */
const listening = new Map<number, string>();

/** PostgreSQL's name for a channel: as written when quoted, else in lower case. */
const channelName = (channel: string) =>
  channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();

/** A notification read from a reply the worker parsed itself (PGlite's own go to db.listen). */
function notify(channel: string, payload: string): void {
  for (const [listener, name] of listening) {
    if (name === channel) post({ type: 'notify', listener, payload });
  }
}

function on(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error('This transaction is over: its statements cannot run any more.');
  return open.tx;
}

/*
 * query(): PGlite's own runs each statement as six calls into PostgreSQL and reads the replies
 * with a parser that copies every field into an ArrayBuffer of its own; for the app's lists that
 * parsing costs four times what PostgreSQL does (1,000 rows: 6.5 ms against 1.3 ms). This one
 * sends the same extended-protocol messages in two calls (parse and describe, then bind, execute
 * and sync; one when there are no parameters) through execProtocolRawStream, which hands over the
 * raw reply, and reads it in place. The result is what PGlite's query() returns: its serializers
 * (by the parameter types PostgreSQL describes) and parsers, its fields, command and row counts,
 * its DatabaseError with query and params; under the same locks (PGlite's transaction and query
 * mutexes), so it interleaves with exec() and transaction() as PGlite's own does.
 */
const { serialize } = protocol;

interface Field {
  name: string;
  dataTypeID: number;
}

interface Reply {
  paramTypes: number[];
  fields: Field[] | null;
  rows: Results['rows'];
  command?: string;
  rowCount?: number;
  error?: Error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
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

type Parse = ((text: string, typeId: number) => unknown) | undefined;

/**
 * Reads the backend messages of a reply into `reply`, with node-postgres's own protocol reader
 * (pg-protocol), which hands each column over as text without copying the reply.
 */
function read(buf: Buffer, reply: Reply, options: QueryOptions | undefined): void {
  let parse: Parse[] = [];
  const setFields = (fields: Field[]) => {
    reply.fields = fields;
    parse = fields.map(
      (field) => (options?.parsers?.[field.dataTypeID] ?? db.parsers[field.dataTypeID]) as Parse,
    );
  };
  if (reply.fields) setFields(reply.fields);
  const byName = options?.rowMode !== 'array';
  new Parser().parse(buf, (message: BackendMessage) => {
    switch (message.name) {
      case 'parameterDescription':
        reply.paramTypes = (message as ParameterDescriptionMessage).dataTypeIDs;
        break;
      case 'rowDescription':
        setFields(
          (message as RowDescriptionMessage).fields.map(({ name, dataTypeID }) => ({
            name,
            dataTypeID,
          })),
        );
        break;
      case 'dataRow': {
        const values = (message as DataRowMessage).fields as (string | null)[];
        const fields = reply.fields ?? [];
        const row: unknown[] | Record<string, unknown> = byName ? {} : new Array<unknown>();
        values.forEach((text, i) => {
          const typeId = fields[i]?.dataTypeID ?? 0;
          const parser = parse[i];
          const value = text === null ? null : parser ? parser(text, typeId) : text;
          if (byName) (row as Record<string, unknown>)[fields[i]?.name ?? String(i)] = value;
          else (row as unknown[])[i] = value;
        });
        reply.rows.push(row);
        break;
      }
      case 'commandComplete': {
        const parts = (message as CommandCompleteMessage).text.split(' ');
        reply.command = parts[0];
        const rowCount = parseInt(parts[parts.length - 1] ?? '', 10);
        if (!Number.isNaN(rowCount)) reply.rowCount = rowCount;
        break;
      }
      case 'error':
        // The first one is the statement's error.
        reply.error ??= message as DatabaseError;
        break;
      case 'notification': {
        // A NOTIFY this statement raised.
        const { channel, payload } = message as NotificationResponseMessage;
        notify(channel, payload);
        break;
      }
      default:
        // ParseComplete, BindComplete, NoData, ReadyForQuery, NoticeResponse…
        break;
    }
  });
}

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
 * NOTE: the rule of prepared-statements.ts, written again here because this file imports nothing
 * of the app at run time (see the top of the file).
 */
const PREPARE_THRESHOLD = 2;
const MAX_PREPARED = 500;
const MAX_COUNTED = 10_000;

interface PreparedStatement {
  name: string;
  paramTypes: number[];
  fields: Field[] | null;
}

const statements = new Map<string, PreparedStatement>();
const uses = new Map<string, number>();
let nextStatement = 1;

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

async function fastQuery(
  tx: number | undefined,
  sql: string,
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results> {
  if (tx !== undefined && !transactions.has(tx)) {
    throw new Error('This transaction is over: its statements cannot run any more.');
  }
  const run = async (): Promise<Results> => {
    const reply: Reply = { paramTypes: [], fields: null, rows: [] };
    if (params.length === 0) {
      read(
        await exchange(
          concat([
            serialize.parse({ text: sql }),
            serialize.bind({ values: [] }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        ),
        reply,
        options,
      );
    } else {
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
        read(
          await exchange(concat([parse, serialize.describe({ type: 'S', name: name ?? '' })])),
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
        read(
          await exchange(
            concat([
              serialize.bind({ values, ...(name ? { statement: name } : {}) }),
              serialize.execute({}),
              serialize.sync(),
            ]),
          ),
          reply,
          options,
        );
      }
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
}

/**
 * Opens a transaction with PGlite's own transaction(): it holds the database until the app says
 * commit or roll back, and every other statement waits in PGlite's queue meanwhile, as it would
 * on the main thread.
 */
async function begin(): Promise<number> {
  const id = nextTransaction++;
  let finish: (commit: boolean) => void = () => undefined;
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  let entered: (tx: Transaction) => void = () => undefined;
  const inside = new Promise<Transaction>((resolve) => (entered = resolve));
  const done = db.transaction(async (tx) => {
    entered(tx);
    if (!(await decided)) throw ROLL_BACK;
  });
  // NOTE: a BEGIN that fails rejects `done` before the callback ever runs.
  const tx = await Promise.race([inside, done.then(() => null)]);
  if (!tx) throw new Error('The transaction ended before it began.');
  transactions.set(id, { tx, finish, done });
  return id;
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error('This transaction is over already.');
  transactions.delete(id);
  open.finish(commit);
  try {
    await open.done;
  } catch (err) {
    if (err !== ROLL_BACK) throw err;
  }
}

/**
 * V8's memory-reducing collection for this thread's heap, made the way idle-memory.ts makes the
 * main thread's (repeated here: this file imports nothing of the app). The thread's start-up
 * leaves some 14 MB of garbage and young generation that an idle server would otherwise keep.
 */
function memoryReducingCollection(): (() => void) | null {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    if (typeof gc !== 'function') return null;
    return () =>
      (gc as (options: object) => void)({
        type: 'major',
        execution: 'sync',
        flavor: 'last-resort',
      });
  } catch {
    return null;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/** Made on the first release, not at start: changing V8's flags while PGlite starts slowed it. */
let collect: (() => void) | null | undefined;

function releaseMemory(): ReleasedMemory {
  const before = getHeapStatistics().total_physical_size;
  collect ??= memoryReducingCollection();
  collect?.();
  return { before, after: getHeapStatistics().total_physical_size };
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return fastQuery(
        request.tx,
        request.sql,
        request.params ?? [],
        queryOptions(request.options),
      );
    case 'exec':
      return on(request.tx).exec(request.sql, queryOptions(request.options));
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'listen': {
      const { listener } = request;
      const unlisten = await db.listen(request.channel, (payload) =>
        post({ type: 'notify', listener, payload }),
      );
      listening.set(listener, channelName(request.channel));
      unlisteners.set(listener, () => unlisten());
      return undefined;
    }
    case 'unlisten': {
      const unlisten = unlisteners.get(request.listener);
      unlisteners.delete(request.listener);
      listening.delete(request.listener);
      await unlisten?.();
      return undefined;
    }
    case 'release-memory':
      return releaseMemory();
    case 'close':
      if (!db.closed) await db.close();
      return undefined;
  }
}

/** A reply the structured clone refuses (a value of an odd type) is an error for that call. */
function reply(id: number, value: unknown): void {
  try {
    post({ type: 'reply', id, value });
  } catch (err) {
    post({ type: 'error', id, error: toWire(err) });
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (value) => reply(request.id, value),
    (err: unknown) => post({ type: 'error', id: request.id, error: toWire(err) }),
  );
});

db.waitReady
  .then(async () => {
    if (init.createOnly) await db.close();
    post({ type: 'ready' });
  })
  .catch((err: unknown) => post({ type: 'failed', error: toWire(err) }));
