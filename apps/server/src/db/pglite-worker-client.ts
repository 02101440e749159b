import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type {
  ReleasedMemory,
  WorkerInit,
  WorkerMessage,
  WorkerRequest,
} from './pglite-protocol.js';
import { applyParsers, optionsToWire } from './pglite-query-options.js';
import { errorFromWire } from './pglite-wire.js';

/*
 * The app's end of the embedded database running on its own thread (pglite-worker.ts): the part
 * of PGlite's interface that Drizzle (drizzle-orm/pglite), pg-boss (its PGlite adapter) and the
 * tests use — query, exec, transaction, listen, close — as messages to the worker.
 * pglite-client.ts opens it.
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

/** The worker's entry: the build's JavaScript, or the TypeScript source (tests, tsx). */
function workerEntry(): URL {
  const built = new URL('./pglite-worker.js', import.meta.url);
  return existsSync(fileURLToPath(built)) ? built : new URL('./pglite-worker.ts', import.meta.url);
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
          const err = errorFromWire(message.error);
          this.#stop(err);
          failed(err);
          void this.#worker.terminate();
          break;
        }
        case 'reply':
          this.#settle(message.id)?.resolve(message.value);
          break;
        case 'error':
          this.#settle(message.id)?.reject(errorFromWire(message.error));
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
      ...(options ? { options: optionsToWire(options) } : {}),
    }).then((result) => applyParsers(result, options));
  }

  async #exec(tx: number | undefined, sql: string, options: QueryOptions | undefined) {
    return this.#call<Results[]>({
      op: 'exec',
      ...(tx === undefined ? {} : { tx }),
      sql,
      ...(options ? { options: optionsToWire(options) } : {}),
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
