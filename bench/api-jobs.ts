import type { DatabaseReport } from './api-targets.js';
import type { CaseResult } from './lib/api-cases.js';
import { type ApiApp, MAX_SIMULATED_DAYS, type UserSpec } from './lib/api-setup.js';
import { checkInDays } from './lib/check-in-plan.js';
import type { BenchDatabase } from './lib/databases.js';
import { checkIntegrity, type IntegrityReport } from './lib/integrity.js';
import type { LoadJob } from './lib/load.js';

/* What both databases' runs of the API benchmark (bench/api.ts) share: the people, the check-in jobs, the integrity check. */

export const TIME_ZONE = 'Europe/London';
/** What Chromium sends as Accept-Encoding. */
export const BROWSER = 'gzip, deflate, br, zstd';
/** Concurrency of the targets: the list at 20 and 50, the rest at 10. */
export const LIST_CONNECTIONS = [20, 50] as const;
export const CONNECTIONS = 10;

export const MAIN: UserSpec = { key: 'main', habits: 20, historyDays: 365 };
export const VARIANTS: (UserSpec & { label: string })[] = [
  { key: 'days30', habits: 20, historyDays: 30, label: '20 habits × 30 d' },
  { key: 'years3', habits: 20, historyDays: 3 * 365, label: '20 habits × 3 y' },
  { key: 'habits100', habits: 100, historyDays: 365, label: '100 habits × 1 y' },
];
/**
 * Ten more people like "main", one per connection of the people case: ten check-ins at once from
 * ten people, as a busy service sees them (the "main" case puts every connection on ONE person,
 * whose check-ins must queue for that person's points).
 */
export const PEOPLE: UserSpec[] = Array.from({ length: CONNECTIONS }, (_, i) => ({
  key: `person${i}`,
  habits: MAIN.habits,
  historyDays: MAIN.historyDays,
}));
export const RESULTS_DIR = new URL('./results/', import.meta.url);

export function user(api: ApiApp, key: string) {
  const found = api.users.get(key);
  if (!found) throw new Error(`no seeded user "${key}"`);
  return found;
}

/** The check-in case: the load generator's rotation moves the clock on a day at a time. */
export function checkInJob(api: ApiApp): Omit<LoadJob, 'seconds' | 'connections'> {
  const main = user(api, 'main');
  return {
    url: `${api.base}/api/habits`,
    method: 'PATCH',
    headers: { ...main.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ count: 1 }),
    rotation: {
      days: checkInDays(main.seed.habits),
      bearerByWeek: { main: main.bearerByWeek },
      person: 'main',
      day: api.clock.dayOffset,
      maxDay: MAX_SIMULATED_DAYS,
    },
  };
}

/**
 * The people case: each simulated day holds every person's check-ins for that day, taken in turn
 * (person 0, 1, … 9, 0, 1, …), so the connections' requests land on different people.
 */
export function peopleCheckInJob(api: ApiApp): Omit<LoadJob, 'seconds' | 'connections'> {
  const people = PEOPLE.map((spec) => user(api, spec.key));
  const plans = people.map((p) => checkInDays(p.seed.habits));
  const dayCount = Math.max(...plans.map((plan) => plan.length));
  const days = Array.from({ length: dayCount }, (_, d) => {
    const lists = plans.map((plan) => plan[d % plan.length] ?? []);
    const longest = Math.max(...lists.map((l) => l.length));
    return Array.from({ length: longest }, (_, i) => lists.flatMap((l) => l[i] ?? []))
      .flat()
      .filter((path): path is string => path !== undefined);
  });
  const personOfPath: Record<string, string> = {};
  people.forEach((p, i) => {
    for (const day of plans[i] ?? []) for (const path of day) personOfPath[path] = p.key;
  });
  return {
    ...checkInJob(api),
    rotation: {
      days,
      bearerByWeek: Object.fromEntries(people.map((p) => [p.key, p.bearerByWeek])),
      personOfPath,
      person: 'main',
      day: api.clock.dayOffset,
      maxDay: MAX_SIMULATED_DAYS,
    },
  };
}

export function checkInNote(
  api: ApiApp,
  c: CaseResult,
  dayBefore: number,
  perDay?: number,
): CaseResult {
  const each = perDay ?? checkInDays(user(api, 'main').seed.habits)[0]?.length ?? 0;
  const days = (c.load.lastDay ?? api.clock.day) - dayBefore;
  return { ...c, note: `clock moved ${days} simulated days (warm-up included), ${each} each` };
}

export async function afterLoad(api: ApiApp, target: BenchDatabase): Promise<IntegrityReport> {
  // NOTE: requests still in flight when autocannon stopped must finish first, or the check
  // would read a half-applied check-in between its queries.
  await api.closeApp();
  const loaded = [...api.users.values()].filter(
    (u) => u.key === 'main' || u.key.startsWith('person'),
  );
  const reports = [];
  for (const u of loaded) reports.push(await checkIntegrity(target.database.db, u.seed.userId));
  // The first broken one, if any; otherwise main's.
  return reports.find((r) => !r.ok) ?? reports[0]!;
}

/**
 * A database's report after its load: the integrity check (`afterLoad`, which closes the app),
 * then what both databases report: the people seeded, the cases and that check.
 */
export async function loadedReport(
  api: ApiApp,
  target: BenchDatabase,
  cases: CaseResult[],
): Promise<DatabaseReport> {
  const integrity = await afterLoad(api, target);
  return {
    database: target.label,
    detail: target.detail,
    users: [...api.users.values()].map((u) => ({ key: u.key, ...u.seed, habits: u.habits })),
    cases,
    integrity,
  };
}
