import type { Day, HabitKind } from '@streakwise/shared';

/* The benchmark user's sizes, names and shapes (seeded by bench/lib/seed-user.ts). */

export const HABIT_COUNT = 20;
export const HISTORY_DAYS = 365;
export const BENCH_EMAIL = 'bench@example.com';
export const BENCH_PASSWORD = 'bench password 42';
export const TIME_ZONE = 'Europe/London';
export const BATCH_ROWS = 1000;
export const PRNG_SEED = 0x5eed;

export const HABIT_NAMES = [
  'Drink water',
  'Morning run',
  'Read 20 pages',
  'Meditate',
  'Stretch',
  'Journal',
  'Learn Spanish',
  'Push-ups',
  'No sugar',
  'Walk 10k steps',
  'Practise guitar',
  'Plan the day',
  'Floss',
  'Cold shower',
  'Inbox zero',
  'Vitamins',
  'Sleep by 11',
  'Code kata',
  'Call family',
  'Tidy desk',
];

export interface SeededHabit {
  id: string;
  name: string;
  kind: HabitKind;
  /** Stored units (bench/lib/seed-kinds.ts). */
  dailyTarget: number;
  /** As of "today", by the shared rule: what the app must answer for the seeded history. */
  streak: { current: number; longest: number };
}

export interface SeedSummary {
  userId: string;
  /** The first day after the history: "today" for the benchmark. */
  today: Day;
  habits: SeededHabit[];
  historyDays: number;
  rows: {
    completions: number;
    checkIns: number;
    pointEntries: number;
    badges: number;
  };
  points: number;
  seedMs: number;
}

/** The load driver's seeded generator (mulberry32), so a seed means the same numbers in both. */
export { prng } from '../../apps/server/src/test/load-driver/mix.js';

/** Inserts `rows` BATCH_ROWS at a time. */
export async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) await insert(rows.slice(i, i + BATCH_ROWS));
}
