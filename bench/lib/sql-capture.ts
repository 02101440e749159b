/**
 * Records the SQL one request runs on PostgreSQL: every statement node-postgres sends (text,
 * parameters, and the rows that came back), in order, transaction control included. The request
 * is injected into the app inside an AsyncLocalStorage context, so statements of anything else
 * running at the time (the job engine's polling shares the pool) are not recorded. Drizzle's
 * logger would miss BEGIN/COMMIT and show no results (the ids a replay must carry over).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';

export interface CapturedStatement {
  text: string;
  values: unknown[];
  /** Column names and rows of the result (rows as arrays, whatever the row mode). */
  columns: string[];
  rows: unknown[][];
}

type QueryArgs = [unknown, ...unknown[]];
type QueryFn = (this: pg.Client, ...args: QueryArgs) => unknown;

const recording = new AsyncLocalStorage<CapturedStatement[]>();

function textAndValues(args: QueryArgs): { text: string; values: unknown[] } {
  const [first, second] = args;
  if (typeof first === 'string') {
    return { text: first, values: Array.isArray(second) ? (second as unknown[]) : [] };
  }
  const config = first as { text?: string; values?: unknown[] };
  const values = Array.isArray(second) ? (second as unknown[]) : (config.values ?? []);
  return { text: config.text ?? '', values };
}

function record(into: CapturedStatement[], args: QueryArgs) {
  const statement: CapturedStatement = { ...textAndValues(args), columns: [], rows: [] };
  into.push(statement);
  return (result: unknown) => {
    const r = result as { fields?: { name: string }[]; rows?: unknown[] } | undefined;
    statement.columns = (r?.fields ?? []).map((f) => f.name);
    statement.rows = (r?.rows ?? []).map((row) =>
      Array.isArray(row)
        ? (row as unknown[])
        : statement.columns.map((c) => (row as Record<string, unknown>)[c]),
    );
  };
}

/** Injects one request and returns its response with the statements it ran. */
export async function captureStatements(
  app: FastifyInstance,
  request: InjectOptions,
): Promise<{ response: LightMyRequestResponse; statements: CapturedStatement[] }> {
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: QueryArgs) {
    const into = recording.getStore();
    if (!into) return original.apply(this, args);
    const done = record(into, args);
    // pg-pool calls with a callback; Drizzle awaits the returned promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, result: unknown) => {
        if (!err) done(result);
        (callback as (e: unknown, r: unknown) => void)(err, result);
      };
      return original.apply(this, args);
    }
    const returned = original.apply(this, args);
    if (returned instanceof Promise) returned.then(done, () => undefined);
    return returned;
  };
  // NOTE: pg-pool hands a newly opened connection to its callback from the socket's events,
  // outside the request's context; binding the callback keeps the statements it runs recorded.
  const pool = pg.Pool.prototype as unknown as { connect: (...args: unknown[]) => unknown };
  const ownConnect = Object.hasOwn(pool, 'connect');
  const connect = pool.connect;
  pool.connect = function (this: pg.Pool, ...args: unknown[]) {
    const [callback] = args;
    if (typeof callback === 'function' && recording.getStore()) {
      args[0] = AsyncLocalStorage.bind(callback as (...a: unknown[]) => unknown);
    }
    return connect.apply(this, args);
  };
  const statements: CapturedStatement[] = [];
  try {
    // NOTE: inject's reply (like a Drizzle query) is a lazy thenable: awaited inside the context,
    // or the request would be dispatched outside it.
    const response = await recording.run(statements, async () => await app.inject(request));
    return { response, statements };
  } finally {
    proto.query = original;
    if (ownConnect) pool.connect = connect;
    else delete (pool as { connect?: unknown }).connect;
  }
}
