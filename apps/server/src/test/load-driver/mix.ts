import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type {
  AuthResponse,
  CompleteResult,
  GamificationStats,
  Habit,
  User,
} from '@streakwise/shared';
import type { ApiClient, Outcome } from './api-client.js';
import type { Bookkeeping } from './bookkeeping.js';
import type { RunOptions, SimHabit, SimUser } from './model.js';

/* The action mix: what each simulated person does next, the way the dashboard does it. */

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
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Mix {
  constructor(
    private readonly api: ApiClient,
    private readonly book: Bookkeeping,
    private readonly random: () => number,
  ) {}

  private sendCheckIn(user: SimUser, habit: SimHabit, key: string, endpoint: string) {
    return this.api.call(this.api.load, endpoint, 'PATCH', `/api/habits/${habit.id}/complete`, {
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
        this.book.note(
          'replayMismatches',
          `key ${key} sent twice at once answered two different replies`,
        );
    }
    if (first) {
      this.book.acknowledge(user, habit, 'check-in', first);
      user.lastCheckIn = { habit, key, body: first };
    } else if (
      outcomes.some((o) => o.kind === 'in-doubt' || (o.kind === 'reply' && o.status >= 500))
    ) {
      this.book.inDoubt(user, habit, 'check-in');
    } else if (outcomes.some((o) => o.kind === 'reply' && o.status === 409)) {
      // The driver thought there was room: note what the server says instead.
      habit.today = { ...habit.today, completed: habit.target };
    }
  }

  /** The same Idempotency-Key again: the first reply, and nothing counted twice. */
  private async replay(user: SimUser): Promise<void> {
    const last = user.lastCheckIn;
    if (!last) return;
    this.book.consistency.replays += 1;
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
      this.book.note(
        'replayMismatches',
        `key ${last.key} answered a different reply the second time`,
      );
  }

  /** A double click: one key sent twice at once. */
  private async doubleSend(user: SimUser, habit: SimHabit): Promise<void> {
    const key = randomUUID();
    this.book.consistency.replays += 1;
    const outcomes = await Promise.all([
      this.sendCheckIn(user, habit, key, 'PATCH /api/habits/:id/complete (double send)'),
      this.sendCheckIn(user, habit, key, 'PATCH /api/habits/:id/complete (double send)'),
    ]);
    this.settleCheckIn(user, habit, key, outcomes);
  }

  private async undo(user: SimUser, habit: SimHabit): Promise<void> {
    const outcome = await this.api.call(
      this.api.load,
      'DELETE /api/habits/:id/complete',
      'DELETE',
      `/api/habits/${habit.id}/complete`,
      {
        token: user.token,
      },
    );
    if (outcome.kind === 'reply' && outcome.status === 200)
      this.book.acknowledge(user, habit, 'undo', outcome.body as CompleteResult);
    else if (outcome.kind === 'in-doubt' || (outcome.kind === 'reply' && outcome.status >= 500))
      this.book.inDoubt(user, habit, 'undo');
  }

  /** The dashboard's list: today's counts must be what this person's own check-ins answered. */
  private async list(user: SimUser): Promise<void> {
    const outcome = await this.api.call(this.api.load, 'GET /api/habits', 'GET', '/api/habits', {
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
        this.book.note(
          'readMismatches',
          `list showed ${listed.today.completed} for ${habit.id} on ${listed.today.date}, expected ${expected}`,
        );
      habit.today = { date: listed.today.date, completed: listed.today.completed };
    }
  }

  private checkPointsRead(user: SimUser, points: number, what: string): void {
    if (user.knownPoints !== null && points !== user.knownPoints)
      this.book.note(
        'readMismatches',
        `${what} showed ${points} points for ${user.email}, expected ${user.knownPoints}`,
      );
  }

  private async me(user: SimUser): Promise<void> {
    const outcome = await this.api.call(this.api.load, 'GET /api/auth/me', 'GET', '/api/auth/me', {
      token: user.token,
    });
    if (outcome.kind === 'reply' && outcome.status === 200)
      this.checkPointsRead(user, (outcome.body as { user: User }).user.points, 'me');
  }

  private async stats(user: SimUser): Promise<void> {
    const outcome = await this.api.call(
      this.api.load,
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
    const outcome = await this.api.call(
      this.api.load,
      'POST /api/auth/login',
      'POST',
      '/api/auth/login',
      {
        body: { email: user.email, password: user.password },
      },
    );
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
        await this.api.call(
          this.api.load,
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
        await this.api.call(
          this.api.load,
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
}
