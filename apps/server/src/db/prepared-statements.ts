import { createHash } from 'node:crypto';
import type pg from 'pg';

/*
 * Server-side prepared statements for the app's repeated SQL on PostgreSQL
 * (docs/decisions/019-prepared-statements.md). Replaying a check-in's statements with pgbench
 * showed PostgreSQL spending most of its time parsing and planning them, not running them: the
 * same statements prepared once per connection ran at 2.7× the rate. node-postgres prepares a
 * statement when the query carries a `name` and then only binds and executes it on that
 * connection; Drizzle sends no name, so this client gives one to the statements worth it.
 *
 * The rule is the one the PostgreSQL JDBC driver uses (`prepareThreshold`): a text is prepared
 * from its second use in this process, and only the first `maxNames` texts ever are. A text built
 * from input (a list of n placeholders, say) can then not fill every connection with plans: past
 * the cap, new texts run unnamed as before.
 */

export interface StatementCacheOptions {
  /** Uses of a text in this process before it is prepared. */
  threshold: number;
  /** Distinct texts ever prepared; each connection holds at most this many. */
  maxNames: number;
}

export const STATEMENT_CACHE: StatementCacheOptions = { threshold: 2, maxNames: 500 };

/** Texts seen once are forgotten past this many, so texts that never repeat cost no memory. */
const MAX_COUNTED = 10_000;

interface QueryConfigLike {
  text: string;
  name?: string;
  values?: unknown[];
}

const isQueryConfig = (value: unknown): value is QueryConfigLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { text?: unknown }).text === 'string' &&
  typeof (value as { submit?: unknown }).submit !== 'function';

/** Decides, per text, whether it runs as a named (prepared) statement, and under which name. */
export class StatementNames {
  private readonly uses = new Map<string, number>();
  private readonly names = new Map<string, string>();

  constructor(private readonly options: StatementCacheOptions = STATEMENT_CACHE) {}

  /** The statement name for `text`, or undefined while it stays unnamed. */
  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known) return known;
    if (this.names.size >= this.options.maxNames) return undefined;
    const seen = (this.uses.get(text) ?? 0) + 1;
    if (seen < this.options.threshold) {
      if (this.uses.size >= MAX_COUNTED) this.uses.clear();
      this.uses.set(text, seen);
      return undefined;
    }
    this.uses.delete(text);
    // NOTE: the name is the text's hash, so every connection (and every process) agrees on it, and
    // node-postgres's check that one name always means one text holds.
    const name = `sw_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }

  /** How many texts are prepared. */
  get prepared(): number {
    return this.names.size;
  }
}

/**
 * A node-postgres Client class that names the statements `names` chooses. Statements with no
 * parameters (BEGIN, COMMIT, pg-boss's multi-statement blocks) go through the simple protocol as
 * before: only a statement with values can be prepared.
 */
export function preparingClient(
  Client: typeof pg.Client,
  names: StatementNames = new StatementNames(),
): typeof pg.Client {
  class PreparingClient extends Client {
    // node-postgres's query has many overloads; this one passes every call on unchanged but for
    // the name it adds to a config with values.
    override query(...args: unknown[]): never {
      const [first, second] = args;
      const values = isQueryConfig(first) ? (first.values ?? second) : second;
      if (isQueryConfig(first) && !first.name && Array.isArray(values) && values.length > 0) {
        const name = names.nameFor(first.text);
        if (name) args[0] = { ...first, name };
      } else if (typeof first === 'string' && Array.isArray(second) && second.length > 0) {
        const name = names.nameFor(first);
        if (name) args[0] = { text: first, name };
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  }
  return PreparingClient;
}
