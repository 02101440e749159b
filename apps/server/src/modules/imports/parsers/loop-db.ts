import { DatabaseSync } from 'node:sqlite';
import type { Day } from '@streakwise/shared';
import { AppError } from '../../../errors.js';
import type { LoopHabit } from './loop.js';
import { unreadable } from './parsed.js';

/*
 * Loop's `.db` backup, a SQLite file, opened in memory with Node's own `node:sqlite` (nothing is
 * written to disk): its `Habits` table (freq_num in freq_den days, type 0 yes/no or 1 numerical,
 * target_type 0 at least or 1 at most, archived…) and `Repetitions` (habit, timestamp in ms at
 * UTC midnight, value; a numerical habit's × 1000; `notes` in newer versions).
 */

const HABIT_COLUMNS = ['id', 'name', 'freq_num', 'freq_den', 'archived'];
const REPETITION_COLUMNS = ['habit', 'timestamp', 'value'];

type Value = string | number | bigint | null | Uint8Array;
type Row = Record<string, Value>;

const text = (v: Value | undefined) => (typeof v === 'string' ? v : '');
const num = (v: Value | undefined) =>
  typeof v === 'number' || typeof v === 'bigint' ? Number(v) : 0;

function columnsOf(db: DatabaseSync, table: string): Set<string> {
  const rows = db.prepare(`select name from pragma_table_info('${table}')`).all() as Row[];
  return new Set(rows.map((r) => text(r.name)));
}

function requireColumns(db: DatabaseSync, table: string, needed: readonly string[]): Set<string> {
  const has = columnsOf(db, table);
  if (has.size === 0)
    throw unreadable(`The database has no ${table} table: it is not a Loop backup.`);
  const missing = needed.filter((c) => !has.has(c));
  if (missing.length > 0) {
    throw unreadable(
      `The ${table} table of the database lacks ${missing.join(', ')}: it is not a Loop backup.`,
    );
  }
  return has;
}

const dayOf = (ms: number): Day | null => {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
};

function read(db: DatabaseSync): LoopHabit[] {
  const habitCols = requireColumns(db, 'Habits', HABIT_COLUMNS);
  const repCols = requireColumns(db, 'Repetitions', REPETITION_COLUMNS);
  const habits = new Map<number, LoopHabit>();
  const order = habitCols.has('position') ? 'position, id' : 'id';
  for (const r of db.prepare(`select * from Habits order by ${order}`).all() as Row[]) {
    const numerical = num(r.type) === 1;
    habits.set(num(r.id), {
      name: text(r.name),
      question: text(r.question),
      description: text(r.description),
      freqNum: Math.max(num(r.freq_num), 1),
      freqDen: Math.max(num(r.freq_den), 1),
      numerical,
      unit: text(r.unit),
      target: num(r.target_value),
      atMost: numerical && num(r.target_type) === 1,
      archived: num(r.archived) !== 0,
      entries: [],
      notes: [],
    });
  }
  const notes = repCols.has('notes') ? ', notes' : '';
  const reps = db.prepare(`select habit, timestamp, value${notes} from Repetitions`).all() as Row[];
  for (const r of reps) {
    const habit = habits.get(num(r.habit));
    const day = dayOf(num(r.timestamp));
    if (!habit || !day) continue;
    const value = num(r.value);
    habit.entries.push([day, habit.numerical ? value / 1000 : value]);
    const note = text(r.notes).trim();
    if (note) habit.notes.push([day, note]);
  }
  return [...habits.values()];
}

export function readLoopDb(file: Buffer): LoopHabit[] {
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(':memory:');
    db.deserialize(new Uint8Array(file));
    db.prepare('select count(*) from sqlite_master').get();
  } catch {
    db?.close();
    throw unreadable('The database could not be read: the file looks damaged or cut short.');
  }
  try {
    return read(db);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable('The database could not be read: the file looks damaged or cut short.');
  } finally {
    db.close();
  }
}
