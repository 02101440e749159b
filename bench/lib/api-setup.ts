/**
 * The API benchmark's app on one database: the seeded users, the real app listening on 127.0.0.1
 * with the benchmark clock, and a bearer token per user.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openSession } from '../../apps/server/src/modules/auth/sessions.service.js';
import { signAccessToken } from '../../apps/server/src/modules/auth/tokens.js';
import { benchApp, listen } from './app.js';
import { BenchClock, DAY_MS } from './bench-clock.js';
import type { BenchDatabase } from './databases.js';
import { seedBenchUser } from './seed-user.js';
import { BENCH_EMAIL, BENCH_PASSWORD, type SeedSummary } from './seed.js';
import type { BenchContext } from './types.js';

/** The check-in case may move the clock at most this many days past "today". */
export const MAX_SIMULATED_DAYS = 3650;

export interface UserSpec {
  key: string;
  habits: number;
  historyDays: number;
}

export interface BenchUser extends UserSpec {
  seed: SeedSummary;
  /** The bearer header for the clock's current simulated day (`bearerByWeek` of its week). */
  readonly headers: { authorization: string };
  /**
   * A bearer header for each week of simulated days (0–6, 7–13, …): the app refuses a token that
   * lives longer than the week it issues, or is issued ahead of its clock
   * (apps/server/src/modules/auth/tokens.ts), so a run that moves the clock on by months needs
   * one per week.
   */
  bearerByWeek: string[];
}

/** The week of simulated days whose bearer header is valid on `day`. */
export const weekOf = (day: number) => Math.floor(day / 7);

export interface ApiApp {
  app: FastifyInstance;
  base: string;
  clock: BenchClock;
  users: Map<string, BenchUser>;
  /**
   * The same app on the same database with no habit-list replies kept
   * (docs/decisions/014-habit-list-cache.md): what a list costs when it has to be rebuilt.
   */
  rebuilding: { app: FastifyInstance; base: string };
  /** Closes the app once (in-flight requests finish first); later calls do nothing. */
  closeApp(): Promise<void>;
  dispose(): Promise<void>;
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${response.status}: ${await response.text()}`,
    );
  }
}

interface Listed {
  _id: string;
  streak: { current: number; longest: number };
}

function checkListed(listed: Listed[], seed: SeedSummary): void {
  if (listed.length !== seed.habits.length) {
    throw new Error(`GET /api/habits listed ${listed.length} habits, seeded ${seed.habits.length}`);
  }
  const byId = new Map(listed.map((h) => [h._id, h]));
  for (const habit of seed.habits) {
    const streak = byId.get(habit.id)?.streak;
    if (streak?.current !== habit.streak.current || streak.longest !== habit.streak.longest) {
      throw new Error(
        `GET /api/habits: "${habit.name}" has streak ${JSON.stringify(streak)}, ` +
          `its seeded history ${JSON.stringify(habit.streak)}`,
      );
    }
  }
}

export async function openApiApp(
  ctx: BenchContext,
  target: BenchDatabase,
  today: string,
  specs: UserSpec[],
): Promise<ApiApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'streakwise-bench-data-'));
  // On Ctrl-C the process exits without closing the app; only the folder needs removing.
  const unregister = ctx.onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const noon = Date.parse(`${today}T12:00:00Z`);
  const clock = new BenchClock(noon);
  const { app, config } = await benchApp(target.database, dataDir, clock);
  const rebuilding = await benchApp(target.database, dataDir, clock, { HABIT_LIST_CACHE_MB: '0' });
  let closed = false;
  const closeApp = async () => {
    if (closed) return;
    closed = true;
    await Promise.all([app.close(), rebuilding.app.close()]);
  };
  const dispose = async () => {
    await closeApp();
    rmSync(dataDir, { recursive: true, force: true });
    unregister();
  };
  try {
    const users = new Map<string, BenchUser>();
    for (const [i, spec] of specs.entries()) {
      ctx.print(
        `  seeding ${spec.habits} habits × ${spec.historyDays} days of history on ${target.label}…`,
      );
      const seed = await seedBenchUser(target.database.db, {
        today,
        subscriptionEnds: new Date(noon + (MAX_SIMULATED_DAYS + 30) * DAY_MS),
        habitCount: spec.habits,
        historyDays: spec.historyDays,
        email: i === 0 ? BENCH_EMAIL : `bench-${spec.key}@example.com`,
      });
      // NOTE: a session opened "at" the last day the clock may reach, so it stays valid however
      // far the check-in case moves the clock; its access tokens are issued a week at a time.
      const { sessionId } = await openSession(
        { config },
        target.database.db,
        { id: seed.userId, tokenVersion: 0 },
        'Benchmark',
        new Date(noon + MAX_SIMULATED_DAYS * DAY_MS),
      );
      const claims = { userId: seed.userId, tokenVersion: 0, sessionId };
      const bearerByWeek = await Promise.all(
        Array.from({ length: weekOf(MAX_SIMULATED_DAYS) + 1 }, async (_, week) => {
          const issued = new Date(noon + week * 7 * DAY_MS);
          return `Bearer ${await signAccessToken(claims, config.jwtSecret, issued)}`;
        }),
      );
      users.set(spec.key, {
        ...spec,
        seed,
        bearerByWeek,
        get headers() {
          return { authorization: bearerByWeek[weekOf(clock.day)] ?? '' };
        },
      });
    }
    const base = await listen(app);

    // Preflight: the first user signs in like any other, and each list is what was seeded,
    // streaks included (a seed that missed state the app keeps would be measured wrongly).
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    await expectStatus(login, 200, 'login');
    for (const user of users.values()) {
      const list = await fetch(`${base}/api/habits`, { headers: user.headers });
      await expectStatus(list, 200, 'GET /api/habits');
      checkListed((await list.json()) as Listed[], user.seed);
    }
    const rebuildingBase = await listen(rebuilding.app);
    return {
      app,
      base,
      clock,
      users,
      rebuilding: { app: rebuilding.app, base: rebuildingBase },
      closeApp,
      dispose,
    };
  } catch (err) {
    await dispose();
    throw err;
  }
}
