import type pg from 'pg';

/*
 * A connection to PostgreSQL can break at any moment: the server ends it (pg_terminate_backend,
 * a restart or a failover, idle_in_transaction_session_timeout) or the network cuts it.
 * node-postgres then emits 'error' on the Client, whether the pool holds it idle or a transaction
 * has it checked out. pg-pool listens only while a client is idle, and an 'error' nobody listens
 * to is thrown by Node and ends the process, so a connection lost inside a transaction (a
 * check-in) took every request in the process with it (lost-connections.test.ts).
 *
 * Every client listens from its creation instead, for its whole life. The request on it fails by
 * itself (its query rejects, or the next one: "not queryable"), which the error handler answers
 * 503 (database-errors.ts), and pg-pool drops a client that is no longer queryable when it is
 * released, even without an error (Drizzle releases a transaction's client so).
 * docs/decisions/023-lost-connections.md.
 */

/** Where lost connections are reported; set once the app has its logger. */
export type LostConnectionReport = (err: Error) => void;

/** A node-postgres Client class whose instances report their 'error' events and never throw. */
export function listeningClient(
  Client: typeof pg.Client,
  report: LostConnectionReport,
): typeof pg.Client {
  class ListeningClient extends Client {
    constructor(...args: ConstructorParameters<typeof pg.Client>) {
      super(...args);
      this.on('error', (err: Error) => {
        try {
          report(err);
        } catch {
          // NOTE: a listener that throws would end the process just the same.
        }
      });
    }
  }
  return ListeningClient;
}
