import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { Accounts } from './accounts.js';
import { ApiClient } from './api-client.js';
import { Bookkeeping } from './bookkeeping.js';
import { Mix, prng } from './mix.js';
import type {
  Acknowledged,
  Consistency,
  CreateUsersOptions,
  DriverOptions,
  RunOptions,
  SimUser,
  Verification,
} from './model.js';
import type { Recorder } from './recorder.js';
import { verifyThroughApi, verifyWithSql } from './verify.js';

/*
 * A small HTTP load driver over `fetch`, for `npm run load` (bench/load.ts) and the crash test.
 * Simulated people sign up through the real API, get a few habits, then use the app the way the
 * dashboard does. Each person has one request in flight at a time (a browser tab), so every reply
 * tells the driver exactly what the server now holds for them; afterwards it checks that what was
 * acknowledged is what is stored, and that the points equal the ledger (docs/architecture.md §5).
 */

export type {
  Acknowledged,
  Consistency,
  CreateUsersOptions,
  DriverOptions,
  RunOptions,
  SimHabit,
  SimUser,
  Verification,
} from './model.js';
export type { EndpointSummary, Failure, Recorder } from './recorder.js';
export { verificationPassed } from './verify.js';

export class LoadDriver {
  readonly seed: number;
  readonly setup: Recorder;
  readonly load: Recorder;
  readonly verification: Recorder;
  readonly acknowledged: Acknowledged[];
  readonly consistency: Consistency;
  private readonly api: ApiClient;
  private readonly accounts: Accounts;
  private readonly mix: Mix;

  constructor(options: DriverOptions) {
    this.seed = options.seed ?? randomBytes(4).readUInt32LE(0);
    this.api = new ApiClient(options);
    this.setup = this.api.setup;
    this.load = this.api.load;
    this.verification = this.api.verification;
    const book = new Bookkeeping();
    this.acknowledged = book.acknowledged;
    this.consistency = book.consistency;
    this.accounts = new Accounts(this.api);
    this.mix = new Mix(this.api, book, prng(this.seed));
  }

  /** `n` verified people with habits (every `premiumEvery`-th on Premium). */
  createUsers(n: number, opts: CreateUsersOptions = {}): Promise<SimUser[]> {
    return this.accounts.createUsers(n, opts);
  }

  /**
   * The mix for `seconds`: `concurrency` workers, each taking the next idle person, so nobody has
   * two requests in flight (except a deliberate double send).
   */
  run(users: SimUser[], opts: RunOptions): Promise<void> {
    return this.mix.run(users, opts);
  }

  /** Reads every person's habits (from their earliest day) and total back through the API. */
  verifyThroughApi(users: SimUser[]): Promise<Verification> {
    return verifyThroughApi(this.api, users);
  }

  /** The same checks straight from the tables, plus points = ledger and counts = live check-ins. */
  verifyWithSql(db: Db, users: SimUser[]): Promise<Verification> {
    return verifyWithSql(db, users);
  }
}
