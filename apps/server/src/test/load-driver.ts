import { randomBytes, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type {
  AuthResponse,
  CheckoutResponse,
  CompleteResult,
  GamificationStats,
  Habit,
  OutboxMail,
  User,
  VerifyPaymentResponse,
} from '@streakwise/shared';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { checkIns, completions, pointEntries, users as usersTable } from '../db/schema.js';

/*
 * A small HTTP load driver over `fetch`, for `npm run load` (bench/load.ts) and the crash test.
 * Simulated people sign up through the real API, get a few habits, then use the app the way the
 * dashboard does. Each person has one request in flight at a time (a browser tab), so every reply
 * tells the driver exactly what the server now holds for them; afterwards it checks that what was
 * acknowledged is what is stored, and that the points equal the ledger (docs/architecture.md §5).
 */

/** What one call came to: a reply, a refused connection (never reached the server), or unknown. */
type Outcome =
  | { kind: 'reply'; status: number; body: unknown }
  | { kind: 'refused' }
  | { kind: 'in-doubt'; error: string };

export interface EndpointSummary {
  endpoint: string;
  requests: number;
  ok: number;
  clientErrors: number;
  serverErrors: number;
  /** Connection errors and timeouts (refused connections included). */
  networkErrors: number;
  /** Status → count, e.g. { 200: 512, 409: 3 }. */
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
}

export interface Failure {
  endpoint: string;
  what: string;
}

/** Per-endpoint counts and latencies of one phase (setup, load, verification). */
export class Recorder {
  private readonly byEndpoint = new Map<
    string,
    { latencies: number[]; statuses: Map<number, number>; network: number }
  >();
  /** The first few 5xx and network errors, and separately the first few 4xx, for a report. */
  readonly failures: Failure[] = [];
  readonly clientErrorSamples: Failure[] = [];

  record(endpoint: string, outcome: Outcome, ms: number): void {
    let entry = this.byEndpoint.get(endpoint);
    if (!entry) {
      entry = { latencies: [], statuses: new Map(), network: 0 };
      this.byEndpoint.set(endpoint, entry);
    }
    if (outcome.kind !== 'reply') {
      entry.network += 1;
      if (this.failures.length < 10) {
        const what = outcome.kind === 'refused' ? 'connection refused' : outcome.error;
        this.failures.push({ endpoint, what });
      }
      return;
    }
    entry.latencies.push(ms);
    entry.statuses.set(outcome.status, (entry.statuses.get(outcome.status) ?? 0) + 1);
    const sample = { endpoint, what: `${outcome.status} ${JSON.stringify(outcome.body)}` };
    if (outcome.status >= 500 && this.failures.length < 10) this.failures.push(sample);
    else if (outcome.status >= 400 && outcome.status < 500 && this.clientErrorSamples.length < 10)
      this.clientErrorSamples.push(sample);
  }

  summaries(): EndpointSummary[] {
    return [...this.byEndpoint].map(([endpoint, { latencies, statuses, network }]) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      const inRange = (lo: number, hi: number) =>
        [...statuses].reduce(
          (n, [status, count]) => (status >= lo && status < hi ? n + count : n),
          0,
        );
      return {
        endpoint,
        requests: latencies.length + network,
        ok: inRange(200, 300),
        clientErrors: inRange(400, 500),
        serverErrors: inRange(500, 600),
        networkErrors: network,
        statuses: Object.fromEntries([...statuses].map(([s, n]) => [String(s), n])),
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
      };
    });
  }
}

/** Nearest-rank percentile of an ascending array (0 when empty). */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/** What the driver knows one habit's count on one day must be. */
interface DayTally {
  /** The count the latest acknowledged check-in or undo of that day answered. */
  count: number;
  /** Check-ins and undos sent after it whose fate is unknown (the connection broke). */
  maybeUp: number;
  maybeDown: number;
}

export interface SimHabit {
  id: string;
  target: number;
  /** Today's date and count as the latest reply about this habit gave them. */
  today: { date: string; completed: number };
  days: Map<string, DayTally>;
}

export interface SimUser {
  id: string;
  email: string;
  password: string;
  token: string;
  premium: boolean;
  habits: SimHabit[];
  /** What the acknowledged check-ins and undos earned, bonuses included. */
  ackedPoints: number;
  /** The total the latest reply gave; null after a request whose fate is unknown. */
  knownPoints: number | null;
  /** Requests whose fate is unknown. */
  inDoubt: number;
  /** The latest acknowledged check-in, to send again with the same Idempotency-Key. */
  lastCheckIn?: { habit: SimHabit; key: string; body: CompleteResult };
}

/** One acknowledged (2xx) check-in or undo and the count it answered. */
export interface Acknowledged {
  userId: string;
  habitId: string;
  day: string;
  kind: 'check-in' | 'undo';
  count: number;
}

/** Things the replies said during the run that contradict each other. */
export interface Consistency {
  replays: number;
  /** A retried Idempotency-Key answered something other than its first reply. */
  replayMismatches: number;
  /** A check-in or undo answered a count or total that does not follow from the previous one. */
  replyMismatches: number;
  /** A read (list, me, stats) disagreed with what the person's own writes had answered. */
  readMismatches: number;
  samples: string[];
}

export interface Verification {
  source: 'api' | 'sql';
  users: number;
  habitDays: number;
  /** Acknowledged check-in units missing from the store. */
  lostCheckIns: number;
  /** Units stored beyond what was acknowledged (and could have been in flight). */
  extraUnits: number;
  /** Users whose stored points differ from what their acknowledged replies add up to. */
  pointsMismatches: number;
  /** Users whose points differ from the sum of their ledger (SQL only). */
  ledgerMismatches?: number;
  /** Habit-days whose count differs from their live check-ins (SQL only). */
  liveCheckInMismatches?: number;
  /** Users with a request in doubt at the end, whose total cannot be predicted exactly. */
  usersInDoubt: number;
  problems: string[];
}

export interface DriverOptions {
  baseUrl: string;
  /** Seed of the action mix, printed by callers so a run can be repeated. */
  seed?: number;
  /** A reply slower than this counts as a network error. */
  requestTimeoutMs?: number;
}

export interface CreateUsersOptions {
  /** Every n-th person buys Premium through the mock checkout (0: nobody). */
  premiumEvery?: number;
  /** Sign-ups in flight at once: each costs the server an argon2 hash. */
  concurrency?: number;
  timeZone?: string;
}

export interface RunOptions {
  seconds: number;
  /** Requests in flight at once (capped at the number of users: one each). */
  concurrency: number;
  /** Aborting stops the workers after their current request. */
  signal?: AbortSignal;
}

const PASSWORD = 'load driver horse 42';
const FREE_TARGETS = [1, 3, 10];
const PREMIUM_TARGETS = [1, 2, 3, 5, 10];
const CATEGORIES = ['Health', 'Learning', 'Fitness', 'Productivity', 'Other'];
const OUTBOX_WAIT_MS = 20_000;
const VERIFY_SUBJECT = /verify your email/i;

/** Relative weights of what a person does next (analytics only on Premium). */
const MIX = [
  ['list', 22],
  ['check-in', 30],
  ['replay', 4],
  ['double-send', 2],
  ['undo', 4],
  ['stats', 12],
  ['badges', 8],
  ['me', 10],
  ['analytics', 6],
  ['login', 1],
] as const;
type Action = (typeof MIX)[number][0];

/** mulberry32: a tiny seeded PRNG, so a run's mix can be replayed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The error code undici hides in `cause` ('ECONNREFUSED', 'UND_ERR_SOCKET', …). */
function errorCode(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  if (err instanceof Error && err.name === 'TimeoutError') return 'timeout';
  return err instanceof Error ? err.message : String(err);
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export class LoadDriver {
  readonly seed: number;
  readonly setup = new Recorder();
  readonly load = new Recorder();
  readonly verification = new Recorder();
  readonly acknowledged: Acknowledged[] = [];
  readonly consistency: Consistency = {
    replays: 0,
    replayMismatches: 0,
    replyMismatches: 0,
    readMismatches: 0,
    samples: [],
  };
  private readonly random: () => number;
  private readonly runId = randomBytes(4).toString('hex');
  private userCount = 0;

  constructor(private readonly options: DriverOptions) {
    this.seed = options.seed ?? randomBytes(4).readUInt32LE(0);
    this.random = prng(this.seed);
  }

  /** One HTTP call, timed and recorded under `endpoint`. */
  private async call(
    recorder: Recorder,
    endpoint: string,
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Outcome> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let outcome: Outcome;
    try {
      const res = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers,
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
        signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 30_000),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: kept as text for the report.
      }
      outcome = { kind: 'reply', status: res.status, body };
    } catch (err) {
      const code = errorCode(err);
      // NOTE: only a refused connection proves the request never reached the server; a reset or
      // a timeout may have come after the server committed it.
      outcome = code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'in-doubt', error: code };
    }
    recorder.record(endpoint, outcome, performance.now() - started);
    return outcome;
  }

  /** A call that must answer `status`; its body. */
  private async must<T>(
    endpoint: string,
    status: number,
    method: string,
    path: string,
    opts: { token?: string; body?: unknown } = {},
  ): Promise<T> {
    const outcome = await this.call(this.setup, endpoint, method, path, opts);
    if (outcome.kind !== 'reply' || outcome.status !== status) {
      const got =
        outcome.kind === 'reply'
          ? `${outcome.status} ${JSON.stringify(outcome.body)}`
          : outcome.kind;
      throw new Error(`${endpoint}: expected ${status}, got ${got}`);
    }
    return outcome.body as T;
  }

  /** The verification link's token, once the mail has arrived (delivery may lag the reply). */
  private async verificationToken(email: string): Promise<string> {
    const deadline = Date.now() + OUTBOX_WAIT_MS;
    for (;;) {
      const mails = await this.must<OutboxMail[]>(
        'GET /api/dev/outbox',
        200,
        'GET',
        `/api/dev/outbox?to=${encodeURIComponent(email)}`,
      );
      const link = mails.find((m) => VERIFY_SUBJECT.test(m.subject))?.links[0];
      if (link) {
        const url = new URL(link);
        return url.searchParams.get('token') ?? url.pathname.split('/').pop() ?? '';
      }
      if (Date.now() > deadline) throw new Error(`no verification mail to ${email}`);
      await sleep(200);
    }
  }

  /** Signs up, verifies, signs in, maybe buys Premium, and creates the person's habits. */
  private async createUser(premium: boolean, timeZone: string): Promise<SimUser> {
    this.userCount += 1;
    const email = `load-${this.runId}-${this.userCount}@example.com`;
    await this.must('POST /api/auth/signup', 201, 'POST', '/api/auth/signup', {
      body: { name: `Load ${this.userCount}`, email, password: PASSWORD, timezone: timeZone },
    });
    const token = await this.verificationToken(email);
    await this.must(
      'GET /api/auth/verify-email/:token',
      200,
      'GET',
      `/api/auth/verify-email/${token}`,
    );
    const login = await this.must<AuthResponse>(
      'POST /api/auth/login',
      200,
      'POST',
      '/api/auth/login',
      {
        body: { email, password: PASSWORD },
      },
    );
    const user: SimUser = {
      id: login.user._id,
      email,
      password: PASSWORD,
      token: login.token,
      premium,
      habits: [],
      ackedPoints: 0,
      knownPoints: login.user.points,
      inDoubt: 0,
    };
    if (premium) await this.buyPremium(user);
    const targets = premium ? PREMIUM_TARGETS : FREE_TARGETS;
    for (const [i, target] of targets.entries()) {
      const habit = await this.must<Habit>('POST /api/habits', 201, 'POST', '/api/habits', {
        token: user.token,
        body: {
          name: `Habit ${i + 1}`,
          category: CATEGORIES[i % CATEGORIES.length],
          dailyTarget: target,
        },
      });
      user.habits.push({
        id: habit._id,
        target,
        today: { date: habit.today.date, completed: habit.today.completed },
        days: new Map(),
      });
    }
    return user;
  }

  /** The mock checkout, as the /mock-payment page and the dashboard's return drive it. */
  private async buyPremium(user: SimUser): Promise<void> {
    const token = user.token;
    const checkout = await this.must<CheckoutResponse>(
      'POST /api/subscription/create-checkout-session',
      200,
      'POST',
      '/api/subscription/create-checkout-session',
      { token, body: { planType: 'premium', priceType: 'monthly' } },
    );
    await this.must(
      'POST /api/subscription/mock/complete',
      200,
      'POST',
      '/api/subscription/mock/complete',
      {
        token,
        body: { orderId: checkout.orderId, outcome: 'success' },
      },
    );
    const verified = await this.must<VerifyPaymentResponse>(
      'POST /api/subscription/verify-payment',
      200,
      'POST',
      '/api/subscription/verify-payment',
      { token, body: { orderId: checkout.orderId } },
    );
    if (verified.user.subscription.type !== 'premium')
      throw new Error(`${user.email} paid but is on ${verified.user.subscription.type}`);
  }

  /** `n` verified people with habits (every `premiumEvery`-th on Premium). */
  async createUsers(n: number, opts: CreateUsersOptions = {}): Promise<SimUser[]> {
    const { premiumEvery = 4, concurrency = 8, timeZone = 'Europe/London' } = opts;
    const made: SimUser[] = [];
    await eachLimited(
      Array.from({ length: n }, (_, i) => i),
      concurrency,
      async (i) => {
        made.push(await this.createUser(premiumEvery > 0 && i % premiumEvery === 0, timeZone));
      },
    );
    return made;
  }

  private note(kind: keyof Omit<Consistency, 'samples' | 'replays'>, what: string): void {
    this.consistency[kind] += 1;
    if (this.consistency.samples.length < 10) this.consistency.samples.push(`${kind}: ${what}`);
  }

  private tally(habit: SimHabit, day: string): DayTally {
    let tally = habit.days.get(day);
    if (!tally) {
      tally = { count: 0, maybeUp: 0, maybeDown: 0 };
      habit.days.set(day, tally);
    }
    return tally;
  }

  /** A check-in or undo the server acknowledged: the new state, checked against the previous. */
  private acknowledge(
    user: SimUser,
    habit: SimHabit,
    kind: Acknowledged['kind'],
    body: CompleteResult,
  ) {
    const day = body.habit.today.date;
    const count = body.habit.today.completed;
    const tally = this.tally(habit, day);
    const certain = tally.maybeUp === 0 && tally.maybeDown === 0;
    const expected = tally.count + (kind === 'check-in' ? 1 : -1);
    if (certain && count !== expected)
      this.note(
        'replyMismatches',
        `${kind} on ${habit.id} ${day} answered ${count}, expected ${expected}`,
      );
    Object.assign(tally, { count, maybeUp: 0, maybeDown: 0 });
    habit.today = { date: day, completed: count };

    const earned = body.pointsEarned + body.bonuses.reduce((n, b) => n + b.points, 0);
    if (user.knownPoints !== null && body.points !== user.knownPoints + earned)
      this.note(
        'replyMismatches',
        `${user.email} total ${body.points} after ${user.knownPoints} + ${earned}`,
      );
    user.ackedPoints += earned;
    user.knownPoints = body.points;
    this.acknowledged.push({ userId: user.id, habitId: habit.id, day, kind, count });
  }

  /** A check-in or undo whose fate is unknown: the count may or may not have moved. */
  private inDoubt(user: SimUser, habit: SimHabit, kind: Acknowledged['kind']) {
    const tally = this.tally(habit, habit.today.date);
    if (kind === 'check-in') tally.maybeUp += 1;
    else tally.maybeDown += 1;
    user.knownPoints = null;
    user.inDoubt += 1;
  }

  private sendCheckIn(user: SimUser, habit: SimHabit, key: string, endpoint: string) {
    return this.call(this.load, endpoint, 'PATCH', `/api/habits/${habit.id}/complete`, {
      token: user.token,
      body: { count: 1 },
      headers: { 'idempotency-key': key },
    });
  }

  private async checkIn(user: SimUser, habit: SimHabit): Promise<void> {
    const key = randomUUID();
    const outcome = await this.sendCheckIn(user, habit, key, 'PATCH /api/habits/:id/complete');
    this.settleCheckIn(user, habit, key, [outcome]);
  }

  /** Applies the outcomes of one Idempotency-Key (sent once or twice): it counts once at most. */
  private settleCheckIn(user: SimUser, habit: SimHabit, key: string, outcomes: Outcome[]) {
    const acks = outcomes.flatMap((o) => (o.kind === 'reply' && o.status === 200 ? [o.body] : []));
    const [first, ...others] = acks as CompleteResult[];
    for (const other of others) {
      if (!isDeepStrictEqual(other, first))
        this.note(
          'replayMismatches',
          `key ${key} sent twice at once answered two different replies`,
        );
    }
    if (first) {
      this.acknowledge(user, habit, 'check-in', first);
      user.lastCheckIn = { habit, key, body: first };
    } else if (
      outcomes.some((o) => o.kind === 'in-doubt' || (o.kind === 'reply' && o.status >= 500))
    ) {
      this.inDoubt(user, habit, 'check-in');
    } else if (outcomes.some((o) => o.kind === 'reply' && o.status === 409)) {
      // The driver thought there was room: note what the server says instead.
      habit.today = { ...habit.today, completed: habit.target };
    }
  }

  /** The same Idempotency-Key again: the first reply, and nothing counted twice. */
  private async replay(user: SimUser): Promise<void> {
    const last = user.lastCheckIn;
    if (!last) return;
    this.consistency.replays += 1;
    const outcome = await this.sendCheckIn(
      user,
      last.habit,
      last.key,
      'PATCH /api/habits/:id/complete (replay)',
    );
    if (
      outcome.kind === 'reply' &&
      outcome.status === 200 &&
      !isDeepStrictEqual(outcome.body, last.body)
    )
      this.note('replayMismatches', `key ${last.key} answered a different reply the second time`);
  }

  /** A double click: one key sent twice at once. */
  private async doubleSend(user: SimUser, habit: SimHabit): Promise<void> {
    const key = randomUUID();
    this.consistency.replays += 1;
    const outcomes = await Promise.all([
      this.sendCheckIn(user, habit, key, 'PATCH /api/habits/:id/complete (double send)'),
      this.sendCheckIn(user, habit, key, 'PATCH /api/habits/:id/complete (double send)'),
    ]);
    this.settleCheckIn(user, habit, key, outcomes);
  }

  private async undo(user: SimUser, habit: SimHabit): Promise<void> {
    const outcome = await this.call(
      this.load,
      'DELETE /api/habits/:id/complete',
      'DELETE',
      `/api/habits/${habit.id}/complete`,
      {
        token: user.token,
      },
    );
    if (outcome.kind === 'reply' && outcome.status === 200)
      this.acknowledge(user, habit, 'undo', outcome.body as CompleteResult);
    else if (outcome.kind === 'in-doubt' || (outcome.kind === 'reply' && outcome.status >= 500))
      this.inDoubt(user, habit, 'undo');
  }

  /** The dashboard's list: today's counts must be what this person's own check-ins answered. */
  private async list(user: SimUser): Promise<void> {
    const outcome = await this.call(this.load, 'GET /api/habits', 'GET', '/api/habits', {
      token: user.token,
    });
    if (outcome.kind !== 'reply' || outcome.status !== 200) return;
    for (const listed of outcome.body as Habit[]) {
      const habit = user.habits.find((h) => h.id === listed._id);
      if (!habit) continue;
      // A day nobody checked in on (a request in doubt leaves a tally too) must show 0.
      const tally = habit.days.get(listed.today.date);
      const certain = !tally || (tally.maybeUp === 0 && tally.maybeDown === 0);
      const expected = tally?.count ?? 0;
      if (certain && listed.today.completed !== expected)
        this.note(
          'readMismatches',
          `list showed ${listed.today.completed} for ${habit.id} on ${listed.today.date}, expected ${expected}`,
        );
      habit.today = { date: listed.today.date, completed: listed.today.completed };
    }
  }

  private checkPointsRead(user: SimUser, points: number, what: string): void {
    if (user.knownPoints !== null && points !== user.knownPoints)
      this.note(
        'readMismatches',
        `${what} showed ${points} points for ${user.email}, expected ${user.knownPoints}`,
      );
  }

  private async me(user: SimUser): Promise<void> {
    const outcome = await this.call(this.load, 'GET /api/auth/me', 'GET', '/api/auth/me', {
      token: user.token,
    });
    if (outcome.kind === 'reply' && outcome.status === 200)
      this.checkPointsRead(user, (outcome.body as { user: User }).user.points, 'me');
  }

  private async stats(user: SimUser): Promise<void> {
    const outcome = await this.call(
      this.load,
      'GET /api/gamification/stats',
      'GET',
      '/api/gamification/stats',
      {
        token: user.token,
      },
    );
    if (outcome.kind === 'reply' && outcome.status === 200)
      this.checkPointsRead(user, (outcome.body as GamificationStats).points, 'stats');
  }

  private async login(user: SimUser): Promise<void> {
    const outcome = await this.call(this.load, 'POST /api/auth/login', 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    if (outcome.kind === 'reply' && outcome.status === 200) {
      const auth = outcome.body as AuthResponse;
      user.token = auth.token;
      this.checkPointsRead(user, auth.user.points, 'login');
    }
  }

  private pick<T>(items: T[]): T | undefined {
    return items[Math.floor(this.random() * items.length)];
  }

  private chooseAction(user: SimUser): Action {
    const mix = MIX.filter(([action]) => action !== 'analytics' || user.premium);
    let roll = this.random() * mix.reduce((n, [, weight]) => n + weight, 0);
    for (const [action, weight] of mix) {
      roll -= weight;
      if (roll < 0) return action;
    }
    return 'list';
  }

  /** One thing a person does next. Check-ins go to habits with room left; a full day is undone. */
  private async act(user: SimUser): Promise<void> {
    const action = this.chooseAction(user);
    const open = user.habits.filter((h) => h.today.completed < h.target);
    const started = user.habits.filter((h) => h.today.completed > 0);
    const wantsCheckIn = action === 'check-in' || action === 'double-send';
    if ((wantsCheckIn && open.length === 0) || action === 'undo') {
      const habit = this.pick(started);
      if (habit) return this.undo(user, habit);
    }
    if (wantsCheckIn || action === 'undo') {
      const habit = this.pick(open);
      if (!habit) return this.list(user);
      return action === 'double-send' ? this.doubleSend(user, habit) : this.checkIn(user, habit);
    }
    switch (action) {
      case 'replay':
        return this.replay(user);
      case 'stats':
        return this.stats(user);
      case 'badges':
        await this.call(
          this.load,
          'GET /api/gamification/badges',
          'GET',
          '/api/gamification/badges',
          {
            token: user.token,
          },
        );
        return;
      case 'me':
        return this.me(user);
      case 'analytics': {
        const period = this.pick(['7d', '30d', '90d']) ?? '7d';
        await this.call(
          this.load,
          'GET /api/premium/analytics',
          'GET',
          `/api/premium/analytics?period=${period}`,
          {
            token: user.token,
          },
        );
        return;
      }
      case 'login':
        return this.login(user);
      default:
        return this.list(user);
    }
  }

  /**
   * The mix for `seconds`: `concurrency` workers, each taking the next idle person, so nobody has
   * two requests in flight (except a deliberate double send).
   */
  async run(users: SimUser[], opts: RunOptions): Promise<void> {
    const idle = [...users];
    const end = Date.now() + opts.seconds * 1000;
    const going = () => Date.now() < end && !opts.signal?.aborted;
    const worker = async () => {
      while (going()) {
        const user = idle.shift();
        if (!user) return;
        try {
          await this.act(user);
        } finally {
          idle.push(user);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(opts.concurrency, users.length) }, worker));
  }

  /** Whether `stored` is within what the acknowledged replies (and requests in doubt) allow. */
  private compare(report: Verification, where: string, tally: DayTally, stored: number): void {
    const low = tally.count - tally.maybeDown;
    const high = tally.count + tally.maybeUp;
    report.habitDays += 1;
    if (stored < low) {
      report.lostCheckIns += low - stored;
      if (report.problems.length < 10)
        report.problems.push(`${where}: stored ${stored}, acknowledged ${tally.count}`);
    } else if (stored > high) {
      report.extraUnits += stored - high;
      if (report.problems.length < 10)
        report.problems.push(`${where}: stored ${stored}, acknowledged ${tally.count}`);
    }
  }

  private comparePoints(report: Verification, user: SimUser, stored: number): void {
    // A total is exact when every request was answered; after an unknown fate, the latest reply
    // still pins it as long as another acknowledged reply followed.
    const expected = user.inDoubt === 0 ? user.ackedPoints : user.knownPoints;
    if (expected === null) {
      report.usersInDoubt += 1;
      return;
    }
    if (stored !== expected) {
      report.pointsMismatches += 1;
      if (report.problems.length < 10)
        report.problems.push(`${user.email}: ${stored} points stored, acknowledged ${expected}`);
    }
  }

  private emptyReport(source: Verification['source'], users: number): Verification {
    return {
      source,
      users,
      habitDays: 0,
      lostCheckIns: 0,
      extraUnits: 0,
      pointsMismatches: 0,
      usersInDoubt: 0,
      problems: [],
    };
  }

  /** Reads every person's habits (from their earliest day) and total back through the API. */
  async verifyThroughApi(users: SimUser[]): Promise<Verification> {
    const report = this.emptyReport('api', users.length);
    await eachLimited(users, 8, async (user) => {
      const days = user.habits.flatMap((h) => [...h.days.keys()]).sort();
      const from = days[0] ? `?from=${days[0]}` : '';
      const listed = await this.call(
        this.verification,
        'GET /api/habits',
        'GET',
        `/api/habits${from}`,
        { token: user.token },
      );
      const me = await this.call(this.verification, 'GET /api/auth/me', 'GET', '/api/auth/me', {
        token: user.token,
      });
      if (
        listed.kind !== 'reply' ||
        listed.status !== 200 ||
        me.kind !== 'reply' ||
        me.status !== 200
      ) {
        report.problems.push(
          `${user.email}: could not read back (${JSON.stringify([listed, me])})`,
        );
        return;
      }
      const habits = listed.body as Habit[];
      for (const habit of user.habits) {
        const stored = habits.find((h) => h._id === habit.id);
        for (const [day, tally] of habit.days) {
          const count = stored?.completions.find((c) => c.date === day)?.count ?? 0;
          this.compare(report, `${user.email} habit ${habit.id} ${day}`, tally, count);
        }
      }
      this.comparePoints(report, user, (me.body as { user: User }).user.points);
    });
    return report;
  }

  /** The same checks straight from the tables, plus points = ledger and counts = live check-ins. */
  async verifyWithSql(db: Db, users: SimUser[]): Promise<Verification> {
    const report: Verification = {
      ...this.emptyReport('sql', users.length),
      ledgerMismatches: 0,
      liveCheckInMismatches: 0,
    };
    const ids = users.map((u) => u.id);
    if (ids.length === 0) return report;
    const counts = await db
      .select({ habitId: completions.habitId, day: completions.day, count: completions.count })
      .from(completions)
      .where(inArray(completions.userId, ids));
    const live = await db
      .select({
        habitId: checkIns.habitId,
        day: checkIns.day,
        units: sql<string>`sum(${checkIns.units})`,
      })
      .from(checkIns)
      .where(and(inArray(checkIns.userId, ids), isNull(checkIns.undoneAt)))
      .groupBy(checkIns.habitId, checkIns.day);
    const totals = await db
      .select({ id: usersTable.id, points: usersTable.points })
      .from(usersTable)
      .where(inArray(usersTable.id, ids));
    const ledger = await db
      .select({
        userId: pointEntries.userId,
        sum: sql<string>`coalesce(sum(${pointEntries.amount}), 0)`,
      })
      .from(pointEntries)
      .where(inArray(pointEntries.userId, ids))
      .groupBy(pointEntries.userId);

    const countOf = new Map(counts.map((c) => [`${c.habitId}/${c.day}`, c.count]));
    const liveOf = new Map(live.map((l) => [`${l.habitId}/${l.day}`, Number(l.units)]));
    for (const user of users) {
      for (const habit of user.habits) {
        for (const [day, tally] of habit.days) {
          this.compare(
            report,
            `${user.email} habit ${habit.id} ${day}`,
            tally,
            countOf.get(`${habit.id}/${day}`) ?? 0,
          );
        }
      }
    }
    for (const key of new Set([...countOf.keys(), ...liveOf.keys()])) {
      if ((countOf.get(key) ?? 0) !== (liveOf.get(key) ?? 0)) {
        report.liveCheckInMismatches = (report.liveCheckInMismatches ?? 0) + 1;
        if (report.problems.length < 10)
          report.problems.push(
            `${key}: count ${countOf.get(key) ?? 0}, live check-ins ${liveOf.get(key) ?? 0}`,
          );
      }
    }
    const ledgerOf = new Map(ledger.map((l) => [l.userId, Number(l.sum)]));
    const pointsOf = new Map(totals.map((t) => [t.id, t.points]));
    for (const user of users) {
      const points = pointsOf.get(user.id) ?? Number.NaN;
      const sum = ledgerOf.get(user.id) ?? 0;
      if (points !== sum) {
        report.ledgerMismatches = (report.ledgerMismatches ?? 0) + 1;
        if (report.problems.length < 10)
          report.problems.push(`${user.email}: ${points} points, ledger ${sum}`);
      }
      this.comparePoints(report, user, points);
    }
    return report;
  }
}

/** Whether a verification found nothing wrong. */
export function verificationPassed(report: Verification): boolean {
  return (
    report.lostCheckIns === 0 &&
    report.extraUnits === 0 &&
    report.pointsMismatches === 0 &&
    (report.ledgerMismatches ?? 0) === 0 &&
    (report.liveCheckInMismatches ?? 0) === 0 &&
    report.problems.length === 0
  );
}
