import type { CaseResult } from './lib/api-cases.js';
import {
  beside,
  CHECK_IN_VS_PGBENCH,
  cpuPerCheckIn,
  HISTORY_RATIO,
  latency,
  LIST_RATIO,
  non2xx,
  p50,
  pgbenchCpu,
  PGLITE_VS_POSTGRES,
  reqs,
  vsCeiling,
} from './lib/api-target-lines.js';
import type { IntegrityReport } from './lib/integrity.js';
import type { PgbenchResult, PgbenchScript } from './lib/pgbench.js';
import type { SeedSummary } from './lib/seed.js';
import type { BenchContext } from './lib/types.js';

/**
 * The API's performance targets, from the measured cases: each endpoint beside its same-object
 * ceiling, the check-in beside pgbench, history that must not cost, PGlite beside PostgreSQL.
 */

export interface DatabaseReport {
  database: string;
  detail: string;
  users: (Omit<SeedSummary, 'habits'> & { key: string; habits: number })[];
  cases: CaseResult[];
  integrity: IntegrityReport;
  /** Statements per captured request (PostgreSQL only). */
  statements?: Record<string, number>;
  pgbench?: PgbenchReport;
  /** Ten people's check-ins, one per pgbench client: the database alone in the p50 case. */
  pgbenchPeople?: PgbenchReport;
}

type PgbenchReport =
  | (PgbenchResult & { script: Omit<PgbenchScript, 'text'> & { text?: undefined } })
  | { skipped: string };

export interface ApiReport {
  today: string;
  postgres?: DatabaseReport;
  pglite?: DatabaseReport;
  /** Why a database was not measured. */
  skipped: Partial<Record<'postgres' | 'pglite', string>>;
}

export function recordApiTargets(ctx: BenchContext, report: ApiReport): void {
  const pg = report.postgres;
  const lite = report.pglite;
  const pgWhy = report.skipped.postgres ?? 'PostgreSQL case missing';
  const liteWhy = report.skipped.pglite ?? 'PGlite case missing';
  const pgCase = (key: string) => pg?.cases.find((c) => c.key === key);
  const liteCase = (key: string) => lite?.cases.find((c) => c.key === key);
  const ratio = (value: number) => ({ of: 'ratio' as const, op: '≥' as const, value });

  for (const connections of [20, 50]) {
    ctx.target(
      beside(
        `api.pg.list.${connections}c`,
        `PostgreSQL GET /api/habits, 20 habits × 1 y, ${connections} conn.`,
        pgCase(`list-${connections}`),
        ratio(LIST_RATIO),
        pgWhy,
      ),
    );
  }
  const year = pgCase('list-20');
  const history = [
    ['days30', '30 d'],
    ['years3', '3 y'],
  ] as const;
  for (const [key, label] of history) {
    ctx.target(
      beside(
        `api.pg.list.${key}`,
        `PostgreSQL GET /api/habits, 20 habits × ${label}, 20 conn.`,
        pgCase(`list-${key}`),
        null,
        pgWhy,
      ),
    );
  }
  // Ratios to each reply's own ceiling, so a drift of the machine between the two cases cancels.
  const years3 = pgCase('list-years3');
  const days30 = pgCase('list-days30');
  const norm = (c: CaseResult | undefined) => (c ? vsCeiling(c) : null);
  const [r3, r1, r30] = [norm(years3), norm(year), norm(days30)];
  ctx.target({
    id: 'api.pg.list.history',
    case: 'PostgreSQL GET /api/habits, 3 y of history vs 1 y (each ÷ its ceiling)',
    figure: years3 ? reqs(years3) : null,
    ...(year ? { ceiling: { ...reqs(year), label: '1 y of history' } } : {}),
    ...(r3 !== null && r1 !== null ? { ratio: r3 / r1 } : {}),
    goal: ratio(HISTORY_RATIO),
    ...(r3 !== null && r1 !== null
      ? {
          note: `vs ceiling: 30 d ${r30?.toFixed(3) ?? '—'}, 1 y ${r1.toFixed(3)}, 3 y ${r3.toFixed(3)}`,
        }
      : { skipped: pgWhy }),
  });
  ctx.target(
    beside(
      'api.pg.list.rebuilt',
      'PostgreSQL GET /api/habits, 20 habits × 1 y, 20 conn., no kept reply',
      pgCase('list-rebuilt'),
      null,
      pgWhy,
    ),
  );
  ctx.target(
    beside(
      'api.pg.list.compressed',
      'PostgreSQL GET /api/habits, 20 habits × 1 y, 20 conn., as a browser asks (Brotli; ceiling sends it uncompressed)',
      pgCase('list-br'),
      null,
      pgWhy,
    ),
  );
  ctx.target(
    beside(
      'api.pg.list.habits100',
      'PostgreSQL GET /api/habits, 100 habits × 1 y, 20 conn.',
      pgCase('list-habits100'),
      null,
      pgWhy,
    ),
  );
  ctx.target(
    beside(
      'api.pg.list.from',
      'PostgreSQL GET /api/habits?from= a year back, 20 conn.',
      pgCase('list-from'),
      null,
      pgWhy,
    ),
  );
  ctx.target(
    beside('api.pg.me', 'PostgreSQL GET /api/auth/me, 10 conn.', pgCase('me'), null, pgWhy),
  );
  ctx.target(
    beside(
      'api.pg.stats',
      'PostgreSQL GET /api/gamification/stats, 10 conn.',
      pgCase('stats'),
      null,
      pgWhy,
    ),
  );
  ctx.target(
    latency(
      'api.pg.stats.p50',
      'PostgreSQL GET /api/gamification/stats p50, 10 conn.',
      pgCase('stats'),
      pgWhy,
    ),
  );

  const checkIn = pgCase('check-in');
  ctx.target(
    beside(
      'api.pg.check-in',
      'PostgreSQL check-in, 10 conn., vs same-object ceiling',
      checkIn,
      null,
      pgWhy,
    ),
  );
  const bench = pg?.pgbench;
  const replay = bench && 'tps' in bench ? bench : undefined;
  ctx.target({
    id: 'api.pg.check-in.pgbench',
    case: 'PostgreSQL check-in, 10 conn., vs pgbench replaying its SQL',
    figure: checkIn ? reqs(checkIn) : null,
    ...(replay
      ? { ceiling: { value: replay.tps, unit: 'tps' as const, label: 'pgbench, same SQL' } }
      : {}),
    goal: ratio(CHECK_IN_VS_PGBENCH),
    ...(checkIn && replay
      ? {
          note: `${replay.script.statements} statements (${replay.script.inTransaction} in the transaction)${non2xx(checkIn)}`,
        }
      : { skipped: bench && 'skipped' in bench ? `pgbench: ${bench.skipped}` : pgWhy }),
  });
  // The p50 target is ten people checking in at once; one person on all ten connections (whose
  // check-ins queue for that person's row) is shown beside it.
  ctx.target(
    latency(
      'api.pg.check-in.p50',
      'PostgreSQL check-in p50, 10 people at once (10 conn.)',
      pgCase('check-in-people'),
      pgWhy,
    ),
  );
  // What PostgreSQL alone takes for the same ten people's statements at the same concurrency:
  // the floor under the p50 above on this machine.
  const people = pg?.pgbenchPeople;
  ctx.target({
    id: 'api.pg.check-in.p50.pgbench',
    case: "PostgreSQL alone: pgbench replaying 10 people's check-in SQL, latency average",
    figure:
      people && 'tps' in people && people.latencyMs !== null
        ? { value: people.latencyMs, unit: 'ms' }
        : null,
    goal: null,
    ...(people && 'tps' in people
      ? { note: `${Math.round(people.tps)} tps, ${people.failed} failed${pgbenchCpu(people.cpu)}` }
      : { skipped: people && 'skipped' in people ? `pgbench: ${people.skipped}` : pgWhy }),
  });
  ctx.target(cpuPerCheckIn(pgCase('check-in-people'), pgWhy));
  ctx.target({
    ...latency(
      'api.pg.check-in.p50.one',
      'PostgreSQL check-in p50, one person on 10 conn.',
      checkIn,
      pgWhy,
    ),
    goal: null,
  });

  const pair = (id: string, label: string, key: string) => {
    const a = liteCase(key);
    const b = pgCase(key);
    ctx.target({
      id,
      case: label,
      figure: a ? reqs(a) : null,
      ...(b ? { ceiling: { ...reqs(b), label: 'PostgreSQL, same case' } } : {}),
      goal: ratio(PGLITE_VS_POSTGRES),
      ...(a && b ? { note: `${p50(a)}${non2xx(a)}` } : { skipped: a ? pgWhy : liteWhy }),
    });
  };
  pair('api.pglite.list', 'PGlite GET /api/habits, 20 habits × 1 y, 20 conn.', 'list-20');
  pair('api.pglite.check-in', 'PGlite check-in, 10 conn.', 'check-in');
}
