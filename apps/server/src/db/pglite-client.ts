import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type {
  ReleasedMemory,
  WasmModule,
  WireError,
  WireQueryOptions,
  WorkerInit,
  WorkerMessage,
  WorkerRequest,
} from './pglite-protocol.js';
import { copyTemplate } from './pglite-template.js';
import { makePrivate } from './private-files.js';

/*
 * The app's end of the embedded database running on its own thread (pglite-worker.ts): the part
 * of PGlite's interface that Drizzle (drizzle-orm/pglite), pg-boss (its PGlite adapter) and the
 * tests use — query, exec, transaction, listen, close — as messages to the worker.
 *
 * One transaction at a time holds the database: PGlite's own transaction() runs in the worker
 * from BEGIN to COMMIT, and statements sent meanwhile outside it wait there, as they would on the
 * main thread. Errors come back with their fields (SQLSTATE `code`, constraint, errno…) and their
 * names, so the app tells them apart as before.
 */

type Request = WorkerRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/** The error as the worker saw it: same name, message, stack and fields. */
function fromWire(wire: WireError): Error {
  const err = new Error(
    wire.message,
    wire.cause ? { cause: fromWire(wire.cause) } : undefined,
  ) as Error & Record<string, unknown>;
  Object.assign(err, wire.props);
  err.name = wire.name;
  if (wire.stack) err.stack = wire.stack;
  return err;
}

/** The worker's entry: the build's JavaScript, or the TypeScript source (tests, tsx). */
function workerEntry(): URL {
  const built = new URL('./pglite-worker.js', import.meta.url);
  return existsSync(fileURLToPath(built)) ? built : new URL('./pglite-worker.ts', import.meta.url);
}

/** Parsers are functions and stay here: the worker sends those columns as text. */
function toWire(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  if (options.serializers || options.blob || options.onNotice) {
    throw new Error('PGlite on a worker thread takes no serializers, blob or onNotice options');
  }
  const wire: WireQueryOptions = {};
  if (options.rowMode) wire.rowMode = options.rowMode;
  if (options.paramTypes) wire.paramTypes = options.paramTypes;
  if (options.parsers) wire.rawTypes = Object.keys(options.parsers).map(Number);
  return wire;
}

function applyParsers<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const columns: { index: number; name: string; parse: (value: string) => unknown }[] = [];
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (parse) columns.push({ index, name: field.name, parse });
  });
  if (columns.length === 0) return result;
  const byIndex = options.rowMode === 'array';
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { index, name, parse } of columns) {
      const key = byIndex ? index : name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string);
    }
  }
  return result;
}

/** The worker's young generation: enough for its short-lived objects, without idle slack. */
const WORKER_YOUNG_GENERATION_MB = 8;

export interface PgliteOptions {
  /**
   * Runs before each call to the database and before a folder is opened; what it throws fails the
   * call and ends the thread (server.ts: the data folder's lock, data-dir-lock.ts).
   */
  guard?: () => void;
}

export class PgliteWorkerClient {
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #nextListener = 1;
  /** Set once the worker has stopped (closed, crashed or failed to start): every call fails. */
  #stopped: Error | null = null;
  #closing: Promise<void> | null = null;
  #starting = true;

  /** Called before each call: throws to refuse it (the data folder's lock, data-dir-lock.ts). */
  readonly #guard: (() => void) | undefined;

  constructor(init: WorkerInit, options: PgliteOptions = {}) {
    this.#guard = options.guard;
    // NOTE: the worker's own JavaScript allocates little (the protocol bytes live outside the
    // heap), and V8's default young generation for a 24 GiB machine kept ~30 MB of it resident
    // while idle (docs/decisions/016-pglite-worker.md).
    this.#worker = new Worker(workerEntry(), {
      workerData: init,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    let ready: () => void = () => undefined;
    let failed: (err: Error) => void = () => undefined;
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    // NOTE: waitReady may never be awaited (a close during start); its rejection is not unhandled.
    this.waitReady.catch(() => undefined);
    this.#worker.on('message', (message: WorkerMessage) => {
      switch (message.type) {
        case 'ready':
          this.#starting = false;
          this.#holdProcess();
          ready();
          break;
        case 'failed': {
          const err = fromWire(message.error);
          this.#stop(err);
          failed(err);
          void this.#worker.terminate();
          break;
        }
        case 'reply':
          this.#settle(message.id)?.resolve(message.value);
          break;
        case 'error':
          this.#settle(message.id)?.reject(fromWire(message.error));
          break;
        case 'notify':
          this.#listeners.get(message.listener)?.(message.payload);
          break;
      }
    });
    // An exception the worker did not catch (PGlite's WebAssembly aborting, say) ends it.
    this.#worker.on('error', (err: unknown) => {
      const error = err instanceof Error ? err : new Error(String(err));
      this.#stop(error);
      failed(error);
    });
    this.#worker.on('exit', (code) => {
      const err = new Error(`The embedded database stopped (its thread exited with code ${code}).`);
      this.#stop(err);
      failed(err);
    });
  }

  /**
   * Like PGlite on the main thread, an idle database keeps nothing alive: the thread holds the
   * process only while it starts or a call waits for its answer.
   */
  #holdProcess(): void {
    if (this.#starting || this.#pending.size > 0) this.#worker.ref();
    else this.#worker.unref();
  }

  #settle(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#holdProcess();
    return pending;
  }

  #stop(err: Error): void {
    if (this.#stopped) return;
    this.#stopped = err;
    this.#starting = false;
    for (const pending of this.#pending.values()) pending.reject(err);
    this.#pending.clear();
    this.#holdProcess();
  }

  #call<T>(request: Request): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    try {
      this.#guard?.();
    } catch (err) {
      // NOTE: the thread ends at once, so statements already sent to it are not run either.
      const error = err instanceof Error ? err : new Error(String(err));
      this.#stop(error);
      void this.#worker.terminate();
      return Promise.reject(error);
    }
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.#pending.size === 1) this.#holdProcess();
      const message: WorkerRequest = { ...request, id };
      this.#worker.postMessage(message);
    });
  }

  async #query<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    return this.#call<Results<T>>({
      op: 'query',
      ...(tx === undefined ? {} : { tx }),
      sql,
      ...(params?.length ? { params } : {}),
      ...(options ? { options: toWire(options) } : {}),
    }).then((result) => applyParsers(result, options));
  }

  async #exec(tx: number | undefined, sql: string, options: QueryOptions | undefined) {
    return this.#call<Results[]>({
      op: 'exec',
      ...(tx === undefined ? {} : { tx }),
      sql,
      ...(options ? { options: toWire(options) } : {}),
    }).then((results) => results.map((result) => applyParsers(result, options)));
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, sql, options);
  }

  /**
   * PGlite's transaction(): BEGIN, the callback, then COMMIT — or ROLLBACK and the callback's
   * error. A COMMIT that PostgreSQL turns into a rollback fails as PGlite's does (25P02).
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    let closed = false;
    const checkOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        checkOpen();
        return this.#query<R>(id, sql, params, options);
      },
      exec: (sql: string, options?: QueryOptions) => {
        checkOpen();
        return this.#exec(id, sql, options);
      },
      sql: () => Promise.reject(new Error('tx.sql is not available on the worker thread')),
      listen: () => Promise.reject(new Error('tx.listen is not available on the worker thread')),
      rollback: async () => {
        checkOpen();
        closed = true;
        await this.#call<void>({ op: 'end', tx: id, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      if (!closed) {
        closed = true;
        await this.#call<void>({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      }
      throw err;
    }
    if (!closed) {
      closed = true;
      await this.#call<void>({ op: 'end', tx: id, commit: true });
    }
    return result;
  }

  /** LISTEN on the worker's database; notifications come back here. Returns the UNLISTEN. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.#nextListener++;
    this.#listeners.set(listener, callback);
    try {
      await this.#call<void>({ op: 'listen', listener, channel });
    } catch (err) {
      this.#listeners.delete(listener);
      throw err;
    }
    return async () => {
      this.#listeners.delete(listener);
      await this.#call<void>({ op: 'unlisten', listener });
    };
  }

  /**
   * Gives back what the thread's heap holds beyond its live objects (the server calls it when idle,
   * with the main thread's own collection: idle-memory.ts). Returns the heap's size around it.
   */
  releaseMemory(): Promise<ReleasedMemory> {
    return this.#call<ReleasedMemory>({ op: 'release-memory' });
  }

  /** Waits for the statements already sent, closes the database, then ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#stopped) await this.#call<void>({ op: 'close' });
      } finally {
        this.#stop(new Error('The embedded database is closed.'));
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }

  get closed(): boolean {
    return this.#stopped !== null;
  }
}

/**
 * PGlite's two WebAssembly modules, compiled here (off the main thread, by V8) so that both
 * threads of a new folder share them: the second then starts with the code the first made fast
 * rather than compiling it all again. Null when PGlite's files are not where 0.5 keeps them; each
 * thread then loads its own.
 */
const { WebAssembly } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };
};

async function compileWasm(): Promise<WorkerInit['wasm'] | null> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const files = ['pglite.wasm', 'initdb.wasm'].map((name) => path.join(dist, name));
  if (!files.every((file) => existsSync(file))) return null;
  const [pglite, initdb] = await Promise.all(
    files.map(async (file) => WebAssembly.compile(await readFile(file))),
  );
  return pglite && initdb ? { pglite, initdb } : null;
}

/**
 * Creates a database in an empty folder with a thread of its own that then ends: PGlite creates
 * it with a second, temporary PostgreSQL and a tar copy of the new files (several hundred MB in
 * all), which a thread that stays would keep until its heap is next collected, i.e. for good in an
 * idle server. Ending the thread returns it all.
 */
export async function createPgliteFolder(
  dir: string,
  settings: Record<string, string>,
): Promise<WorkerInit['wasm'] | null> {
  const wasm = await compileWasm();
  const creating = new PgliteWorkerClient({
    dir,
    settings,
    createOnly: true,
    ...(wasm ? { wasm } : {}),
  });
  await creating.waitReady;
  await creating.close();
  return wasm;
}

/**
 * Starts the embedded database on its thread and resolves once it answers. A folder without a
 * database is first filled from the template the build made (pglite-template.ts), or else
 * created (`createPgliteFolder`; opening the new folder again then costs ~0.2 s once). Files an
 * earlier version left open to the group or others are made the user's alone (private-files.ts).
 */
export async function openPgliteWorker(
  init: WorkerInit,
  options: PgliteOptions = {},
): Promise<PgliteWorkerClient> {
  options.guard?.();
  if (
    init.dir &&
    !existsSync(path.join(init.dir, 'PG_VERSION')) &&
    !(await copyTemplate(init.dir))
  ) {
    const wasm = await createPgliteFolder(init.dir, init.settings);
    if (wasm) init = { ...init, wasm };
  }
  if (init.dir) await makePrivate(init.dir);
  // Making the folder may have taken seconds: the guard is asked again before PostgreSQL starts.
  options.guard?.();
  const client = new PgliteWorkerClient(init, options);
  try {
    await client.waitReady;
  } catch (err) {
    await client.close().catch(() => undefined);
    throw err;
  }
  return client;
}
