/*
 * The embedded database on a thread of its own (node:worker_threads), so PostgreSQL's work (all
 * of it synchronous WebAssembly) and the parsing of its replies leave the app's event loop free
 * (docs/decisions/016-pglite-worker.md, kept by docs/decisions/047-embedded-database-role.md).
 * pglite-worker-client.ts is the other end; pglite-protocol.ts the messages; pglite-fast-query.ts
 * the query() it runs statements with.
 *
 * NOTE: Node runs this file as it is from the sources (tests, tsx) as well as from the build, with
 * its own TypeScript support: imports of types only, and relative imports written with their
 * `.ts` name (the build rewrites them to `.js`). PGlite's internals this relies on are held by
 * pglite-internals.test.ts.
 */
import fs, { type Mode, type PathLike } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { memoryReducingCollection, type ReleaseMemory } from '../idle-memory.ts';
import { fastQueries } from './pglite-fast-query.ts';
import type {
  ReleasedMemory,
  WorkerInit,
  WorkerMessage,
  WorkerRequest,
} from './pglite-protocol.js';
import { optionsFromWire } from './pglite-query-options.ts';
import { errorToWire } from './pglite-wire.ts';

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

const fastQuery = fastQueries(db, (tx) => transactions.has(tx), notify);

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

/*
 * V8's memory-reducing collection for this thread's heap, the one idle-memory.ts makes for the main
 * thread. The thread's start-up leaves some 14 MB of garbage and young generation that an idle
 * server would otherwise keep.
 */
/** Made on the first release, not at start: changing V8's flags while PGlite starts slowed it. */
let collect: ReleaseMemory | null | undefined;

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
        optionsFromWire(request.options),
      );
    case 'exec':
      return on(request.tx).exec(request.sql, optionsFromWire(request.options));
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
    post({ type: 'error', id, error: errorToWire(err) });
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (value) => reply(request.id, value),
    (err: unknown) => post({ type: 'error', id: request.id, error: errorToWire(err) }),
  );
});

db.waitReady
  .then(async () => {
    if (init.createOnly) await db.close();
    post({ type: 'ready' });
  })
  .catch((err: unknown) => post({ type: 'failed', error: errorToWire(err) }));
