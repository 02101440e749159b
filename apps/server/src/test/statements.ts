import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client.js';

/*
 * Counts the SQL statements the database receives, whichever driver is underneath: the tests that
 * hold a request to a statement budget (docs/decisions/012-streak-state.md) read it from here.
 * BEGIN, COMMIT and ROLLBACK count like any other statement, since each is a round trip.
 */

export interface StatementLog {
  /** The text of every statement sent since the log started, in order. */
  readonly statements: string[];
  stop(): void;
}

const textOf = (query: unknown): string =>
  typeof query === 'object' && query !== null && 'text' in query
    ? String(query.text)
    : String(query);

/** Starts counting the statements sent to `database` until `stop()`. */
export function logStatements(database: Database): StatementLog {
  const statements: string[] = [];
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.kind === 'pglite'
    ? watchPglite(client as PGlite, statements)
    : watchPostgres(statements);
}

function watchPostgres(statements: string[]): StatementLog {
  // NOTE: the pool's clients are all pg.Client instances, made on demand: the prototype is the one
  // place that sees each of them, the transaction's checked-out client included.
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements.push(textOf(args[0]));
    return original.apply(this, args);
  };
  return {
    statements,
    stop: () => {
      proto.query = original;
    },
  };
}

function watchPglite(client: PGlite, statements: string[]): StatementLog {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  // NOTE: PGlite runs BEGIN and COMMIT (or ROLLBACK) itself, and a transaction's statements go
  // through the object it hands to the callback, not through client.query.
  const watched = (tx: Transaction): Transaction => {
    const txQuery = tx.query.bind(tx);
    const txExec = tx.exec.bind(tx);
    return Object.assign(Object.create(tx) as Transaction, {
      query: (...args: Parameters<Transaction['query']>) => {
        statements.push(textOf(args[0]));
        return txQuery(...args);
      },
      exec: (...args: Parameters<Transaction['exec']>) => {
        statements.push(textOf(args[0]));
        return txExec(...args);
      },
    });
  };
  Object.assign(client, {
    query: (...args: Parameters<PGlite['query']>) => {
      statements.push(textOf(args[0]));
      return query(...args);
    },
    exec: (...args: Parameters<PGlite['exec']>) => {
      statements.push(textOf(args[0]));
      return exec(...args);
    },
    transaction: async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
      statements.push('BEGIN');
      let committed = false;
      try {
        const result = await transaction((tx) => callback(watched(tx)));
        committed = true;
        return result;
      } finally {
        statements.push(committed ? 'COMMIT' : 'ROLLBACK');
      }
    },
  });
  return {
    statements,
    stop: () => {
      // The originals live on the prototype: dropping the own properties brings them back.
      for (const name of ['query', 'exec', 'transaction']) Reflect.deleteProperty(client, name);
    },
  };
}
