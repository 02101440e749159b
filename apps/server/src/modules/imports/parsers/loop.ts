import {
  HABIT_NAME_MAX_LENGTH,
  HABIT_UNIT_MAX_LENGTH,
  type Day,
  type Schedule,
} from '@streakwise/shared';
import { readLoopDb } from './loop-db.js';
import { readLoopZip } from './loop-zip.js';
import { unreadable, type ParsedHabit, type ParsedImport } from './parsed.js';

/*
 * Loop Habit Tracker (source "loop"; docs/decisions/035-import-sources.md): the ZIP of its CSV
 * export (loop-zip.ts) or its `.db` backup (loop-db.ts), both read into `LoopHabit`s and mapped
 * here. Loop's entry values (org.isoron.uhabits.core.models.Entry): 2 YES_MANUAL, 1 YES_AUTO (a day
 * Loop fills in from the frequency, not a check-in), 0 NO, 3 SKIP, -1 UNKNOWN; a numerical habit's
 * amounts are stored × 1000 in the database.
 */

export const LOOP = { unknown: -1, no: 0, yesAuto: 1, yesManual: 2, skip: 3 } as const;

/** A habit as Loop keeps it; `entries` hold yes/no codes, or a numerical habit's amounts. */
export interface LoopHabit {
  name: string;
  question: string;
  description: string;
  /** `freqNum` times in `freqDen` days. */
  freqNum: number;
  freqDen: number;
  numerical: boolean;
  unit: string;
  target: number;
  /** A numerical habit to keep "at most" its target (Loop's target_type 1). */
  atMost: boolean;
  archived: boolean;
  entries: [Day, number][];
  notes: [Day, string][];
}

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const SQLITE = Buffer.from('SQLite format 3\0', 'latin1');

export function parseLoop(file: Buffer): ParsedImport {
  if (file.subarray(0, ZIP.length).equals(ZIP)) return fromLoop(readLoopZip(file));
  if (file.subarray(0, SQLITE.length).equals(SQLITE)) return fromLoop(readLoopDb(file));
  throw unreadable(
    'That file is not a Loop Habit Tracker export: choose the ZIP of its CSV export or its .db backup.',
  );
}

/** Loop's frequency as a schedule: daily, n a week, else the nearest weekly one (warned). */
function scheduleOf(habit: LoopHabit, warnings: string[]): Schedule {
  const { freqNum: n, freqDen: d } = habit;
  if (n >= d) return { kind: 'daily' };
  if (d === 7) return { kind: 'weekly', times: Math.min(Math.max(n, 1), 7) };
  const times = Math.min(Math.max(Math.round((n * 7) / d), 1), 7);
  warnings.push(
    `"${habit.name}" is ${n} times in ${d} days in Loop: it comes in as ${times} ${times === 1 ? 'day' : 'days'} a week.`,
  );
  return times === 7 ? { kind: 'daily' } : { kind: 'weekly', times };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function habitOf(habit: LoopHabit, warnings: string[]): ParsedHabit {
  const name = habit.name.trim().slice(0, HABIT_NAME_MAX_LENGTH).trim();
  const unit = habit.unit.trim().slice(0, HABIT_UNIT_MAX_LENGTH) || null;
  const restDays: [Day, null][] = [];
  const days: [Day, number][] = [];
  for (const [day, value] of habit.entries) {
    if (!habit.numerical) {
      if (value === LOOP.yesManual) days.push([day, 1]);
      else if (value === LOOP.skip) restDays.push([day, null]);
    } else if (value > 0) {
      days.push([day, habit.atMost ? Math.round(value) : round2(value)]);
    }
  }
  days.sort(([a], [b]) => (a < b ? -1 : 1));
  const description = [habit.question, habit.description]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' — ');
  const kind = !habit.numerical ? 'count' : habit.atMost ? 'quit' : 'measure';
  return {
    name,
    kind,
    unit: kind === 'measure' ? (unit ?? 'units') : kind === 'quit' ? unit : null,
    days,
    target:
      kind === 'count' ? 1 : kind === 'quit' ? Math.round(habit.target) : round2(habit.target),
    ...(description ? { description } : {}),
    schedule: scheduleOf(habit, warnings),
    archived: habit.archived,
    ...(habit.notes.length > 0 ? { notes: habit.notes } : {}),
    ...(restDays.length > 0 ? { restDays } : {}),
  };
}

export function fromLoop(habits: readonly LoopHabit[]): ParsedImport {
  const warnings: string[] = [];
  const parsed = habits.filter((h) => h.name.trim().length > 0).map((h) => habitOf(h, warnings));
  if (parsed.length === 0) throw unreadable('The Loop export has no habits.');
  return { habits: parsed, warnings };
}
