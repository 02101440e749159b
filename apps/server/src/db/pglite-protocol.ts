/*
 * The messages between the app and the thread that runs the embedded database
 * (pglite-worker.ts). Types only: the worker imports nothing of the app at run time, so Node can
 * load its TypeScript source as it is (tests, tsx) as well as the build.
 */

/** What the worker is started with (`workerData`). */
export interface WorkerInit {
  /** The data folder, or null for a database in memory. */
  dir: string | null;
  /** PostgreSQL settings (`-c name=value` pairs) added to PGlite's own start parameters. */
  settings: Record<string, string>;
  /** Create the database in the folder, close it, and answer no more (see openPgliteWorker). */
  createOnly?: boolean;
  /** PGlite's WebAssembly, compiled once and shared by the threads (see openPgliteWorker). */
  wasm?: { pglite: WasmModule; initdb: WasmModule };
}

/**
 * A compiled WebAssembly.Module (the project's TypeScript libraries do not declare WebAssembly;
 * a module crosses to a worker thread as it is, code included).
 */
export type WasmModule = object;

/**
 * Query options that can cross a thread: PGlite's `parsers` are functions, so only the types
 * they apply to go; the worker hands those columns back as text and the app side runs them.
 */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  rawTypes?: number[];
  paramTypes?: number[];
}

export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      tx?: number;
      sql: string;
      params?: unknown[];
      options?: WireQueryOptions;
    }
  | { id: number; op: 'exec'; tx?: number; sql: string; options?: WireQueryOptions }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; listener: number; channel: string }
  | { id: number; op: 'unlisten'; listener: number }
  | { id: number; op: 'release-memory' }
  | { id: number; op: 'close' };

/** The worker's heap (V8's physical size, bytes) before and after a `release-memory`. */
export interface ReleasedMemory {
  before: number;
  after: number;
}

/** An error, with the fields PostgreSQL and PGlite put on it (code, constraint, errno…). */
export interface WireError {
  name: string;
  message: string;
  stack?: string;
  props: Record<string, unknown>;
  cause?: WireError;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: WireError }
  | { type: 'reply'; id: number; value: unknown }
  | { type: 'error'; id: number; error: WireError }
  | { type: 'notify'; listener: number; payload: string };
