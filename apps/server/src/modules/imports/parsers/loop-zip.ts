import { isDay, type Day } from '@streakwise/shared';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import type { LoopHabit } from './loop.js';
import { unreadable } from './parsed.js';

/*
 * The ZIP of Loop's CSV export, read in memory (fflate): `Habits.csv` (Position, Name, Question,
 * Description, NumRepetitions, Interval, Color), one folder per habit, "001 Name/", with its
 * `Checkmarks.csv` (date, value; newest first, a header or none) and `Scores.csv`, and at the
 * root a wide `Checkmarks.csv` (a date column, then one per habit), read for a habit without a
 * folder. The CSV does not say which habits are numerical: a habit whose values are not Loop's
 * yes/no codes (-1…3, whole) is taken as one, its values as amounts.
 */

const HABITS_COLUMNS = [
  'Position',
  'Name',
  'Question',
  'Description',
  'NumRepetitions',
  'Interval',
];

function unzip(file: Buffer): Record<string, string> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(file.buffer, file.byteOffset, file.length));
  } catch {
    throw unreadable('The ZIP file could not be read: it looks damaged or cut short.');
  }
  const files: Record<string, string> = {};
  for (const [name, data] of Object.entries(entries)) {
    if (name.toLowerCase().endsWith('.csv')) files[name.replace(/^\.?\//, '')] = strFromU8(data);
  }
  return files;
}

const rows = (text: string, name: string): string[][] => {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch {
    throw unreadable(`${name} in the ZIP is not a CSV file Loop writes.`);
  }
};

/** A file at the root of the export, or one folder down (a ZIP of the export's folder). */
function rootFile(files: Record<string, string>, name: string): [string, string] | undefined {
  const key = Object.keys(files).find(
    (k) => k === name || (/^[^/]+\/[^/]+$/.test(k) && k.endsWith(`/${name}`) && !/^\d+ /.test(k)),
  );
  return key === undefined ? undefined : [key, files[key] ?? ''];
}

function entriesOf(table: string[][]): { entries: [Day, number][]; codes: boolean } {
  const entries: [Day, number][] = [];
  let codes = true;
  for (const [date, raw] of table) {
    if (!date || !isDay(date) || raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) continue;
    if (raw.includes('.') || !Number.isInteger(value) || value < -1 || value > 3) codes = false;
    entries.push([date, value]);
  }
  return { entries, codes };
}

export function readLoopZip(file: Buffer): LoopHabit[] {
  const files = unzip(file);
  const habitsFile = rootFile(files, 'Habits.csv');
  if (!habitsFile) {
    throw unreadable('The ZIP has no Habits.csv: it is not the CSV export of Loop Habit Tracker.');
  }
  const [habitsPath, habitsText] = habitsFile;
  const base = habitsPath.slice(0, habitsPath.length - 'Habits.csv'.length);
  const [header = [], ...list] = rows(habitsText, 'Habits.csv');
  const missing = HABITS_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    throw unreadable(
      `Habits.csv lacks the columns ${missing.join(', ')}: it is not Loop's export.`,
    );
  }
  const col = (row: string[], name: string) => row[header.indexOf(name)] ?? '';
  const wideFile = files[`${base}Checkmarks.csv`];
  const wide = wideFile ? rows(wideFile, 'Checkmarks.csv') : [];
  const wideHeader = wide[0] ?? [];
  return list.map((row) => {
    const position = col(row, 'Position');
    const name = col(row, 'Name');
    const folder = Object.keys(files).find(
      (k) => k.startsWith(`${base}${position} `) && k.endsWith('/Checkmarks.csv'),
    );
    let table: string[][];
    if (folder) table = rows(files[folder] ?? '', folder);
    else {
      const at = wideHeader.indexOf(name);
      table = at > 0 ? wide.slice(1).map((r) => [r[0] ?? '', r[at] ?? '']) : [];
    }
    const { entries, codes } = entriesOf(table);
    return {
      name,
      question: col(row, 'Question'),
      description: col(row, 'Description'),
      freqNum: Math.max(Number(col(row, 'NumRepetitions')) || 1, 1),
      freqDen: Math.max(Number(col(row, 'Interval')) || 1, 1),
      numerical: !codes,
      unit: '',
      target: 0,
      atMost: false,
      archived: false,
      entries,
      notes: [],
    };
  });
}
