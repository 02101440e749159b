import { DatabaseSync } from 'node:sqlite';
import { strToU8, zipSync } from 'fflate';

/*
 * Small files shaped as Loop Habit Tracker writes them (modules/imports/parsers/loop.ts), made
 * here rather than shipped: the ZIP of its CSV export, and its `.db` backup, in memory.
 */

const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A ZIP of `files` (name → text). */
export const zipOf = (files: Record<string, string>): Buffer =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))));

/** A CSV export: a yes/no habit with its own folder, a numerical one only in the wide file. */
export const LOOP_CSV = {
  'Habits.csv':
    'Position,Name,Question,Description,NumRepetitions,Interval,Color\n' +
    '001,Meditate,Did you meditate?,"Calm, then work",1,1,#FF8F00\n' +
    '002,Gym,,,2,7,#AFB42B\n',
  '001 Meditate/Checkmarks.csv':
    '2026-11-05,1\n2026-11-04,0\n2026-11-03,3\n2026-11-02,2\n2026-11-01,2\n',
  '001 Meditate/Scores.csv': '2026-11-05,0.5000\n',
  'Checkmarks.csv': 'Date,Meditate,Gym,\n2026-11-02,2,1.5,\n2026-11-01,2,0.0,\n',
  'Scores.csv': 'Date,Meditate,Gym,\n2026-11-02,0.5,0.1,\n',
};

export const loopZip = (files: Record<string, string> = LOOP_CSV) => zipOf(files);

interface DbShape {
  habitColumns?: string;
  repetitions?: boolean;
}

/** A `.db` backup: yes/no, numerical (at least, at most) and archived habits, with entries. */
export function loopDb(shape: DbShape = {}): Buffer {
  const db = new DatabaseSync(':memory:');
  const columns =
    shape.habitColumns ??
    'id integer primary key, archived integer, color integer, description text, freq_den integer, ' +
      'freq_num integer, highlight integer, name text, position integer, type integer, ' +
      'target_type integer, target_value real, unit text, question text, uuid text';
  db.exec(`create table Habits (${columns})`);
  if (shape.habitColumns === undefined) {
    const add = db.prepare(
      'insert into Habits (id, archived, description, freq_den, freq_num, name, position, type, ' +
        'target_type, target_value, unit, question) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    add.run(1, 0, 'calm mind', 1, 1, 'Meditate', 0, 0, 0, 0, '', 'Did you meditate?');
    add.run(2, 0, '', 7, 3, 'Run', 1, 1, 0, 5, 'km', '');
    add.run(3, 0, '', 1, 1, 'Coffee', 2, 1, 1, 2, 'cups', '');
    add.run(4, 1, '', 3, 2, 'Piano', 3, 0, 0, 0, '', '');
  }
  if (shape.repetitions !== false) {
    db.exec(
      'create table Repetitions (id integer primary key, habit integer, timestamp integer, value integer, notes text)',
    );
    const rep = db.prepare(
      'insert into Repetitions (habit, timestamp, value, notes) values (?, ?, ?, ?)',
    );
    for (const [habit, day, value, note] of [
      [1, '2026-11-01', 2, null],
      [1, '2026-11-02', 2, 'Long one'],
      [1, '2026-11-03', 3, null],
      [1, '2026-11-04', 0, null],
      [1, '2026-11-05', 1, null],
      [2, '2026-11-01', 5500, null],
      [2, '2026-11-03', 3000, null],
      [3, '2026-11-10', 3000, null],
      [4, '2026-11-02', 2, null],
    ] as const) {
      rep.run(habit, ms(day), value, note);
    }
  }
  const bytes = Buffer.from(db.serialize());
  db.close();
  return bytes;
}
