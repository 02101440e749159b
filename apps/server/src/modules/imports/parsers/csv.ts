import {
  HABIT_NAME_MAX_LENGTH,
  HABIT_NAME_MIN_LENGTH,
  HABIT_UNIT_MAX_LENGTH,
  isDay,
  type Day,
} from '@streakwise/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { unreadable, type ParsedHabit, type ParsedImport } from './parsed.js';

/*
 * A spreadsheet (issue 28, source "csv"), in one of two shapes:
 * - long: a header with `date` and `habit`, and optionally `count` (default 1), `amount` (the
 *   habit becomes a measure, in "units" unless a `unit` column names one) and `note`;
 * - wide: a `date` column and one column per habit, whose cells are numbers, blank, or yes/no.
 * Header names are read case aside. A byte-order mark and CRLF line ends are taken as they come.
 * Any problem is a sentence naming its line (the header is line 1).
 */

const LONG_COLUMNS = new Set(['date', 'habit', 'count', 'amount', 'note', 'unit']);
const YES = new Set(['yes', 'y', 'true', 'x', 'done', '✓', '✔']);
const NO = new Set(['no', 'n', 'false', '-']);

interface Row {
  line: number;
  cells: string[];
}

function readRows(text: string): Row[] {
  try {
    const records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const line = (err as CsvError & { lines?: number }).lines;
    const where = line ? ` at line ${line}` : '';
    if (err.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw unreadable(`The CSV ends inside a quoted value${where}: the file looks cut short.`);
    }
    if (err.code === 'CSV_INVALID_CLOSING_QUOTE') {
      throw unreadable(
        `Line ${line ?? '?'} of the CSV has a quote inside a value that is not quoted.`,
      );
    }
    if (err.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') {
      throw unreadable(
        `Line ${line ?? '?'} of the CSV has a different number of values than its header.`,
      );
    }
    throw unreadable(`The CSV could not be read${where}: ${err.message}`);
  }
}

/** Number of decimals kept for an amount: two. */
const round2 = (n: number) => Math.round(n * 100) / 100;

function habitName(raw: string, line: number, warnings: string[]): string {
  const name = raw.trim();
  if (name.length < HABIT_NAME_MIN_LENGTH) {
    throw unreadable(
      `Line ${line}: the habit name "${name}" is too short (at least ${HABIT_NAME_MIN_LENGTH} characters).`,
    );
  }
  if (name.length <= HABIT_NAME_MAX_LENGTH) return name;
  const cut = name.slice(0, HABIT_NAME_MAX_LENGTH).trim();
  warnings.push(`The habit name "${cut}…" was cut to ${HABIT_NAME_MAX_LENGTH} characters.`);
  return cut;
}

function dayOf(raw: string, line: number): Day {
  if (!isDay(raw)) {
    throw unreadable(`Line ${line}: "${raw}" is not a date in the form YYYY-MM-DD.`);
  }
  return raw;
}

function numberOf(raw: string, line: number, column: string, whole: boolean): number {
  const value = Number(raw);
  if (raw === '' || !Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value))) {
    const want = whole ? 'a whole number of 0 or more' : 'a number of 0 or more';
    throw unreadable(`Line ${line}: ${column} "${raw}" is not ${want}.`);
  }
  return whole ? value : round2(value);
}

/** Sums the values of each day, and keeps the habits in the order they first appear. */
class Habits {
  private readonly byKey = new Map<string, { habit: ParsedHabit; days: Map<Day, number> }>();

  add(name: string, day: Day, value: number, measure: boolean, unit: string | null): void {
    const key = name.toLowerCase();
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { habit: { name, kind: 'count', unit: null, days: [] }, days: new Map() };
      this.byKey.set(key, entry);
    }
    if (measure) {
      entry.habit.kind = 'measure';
      entry.habit.unit = unit ?? entry.habit.unit ?? 'units';
    }
    entry.days.set(day, round2((entry.days.get(day) ?? 0) + value));
  }

  list(): ParsedHabit[] {
    return [...this.byKey.values()].map(({ habit, days }) => ({
      ...habit,
      unit: habit.kind === 'measure' ? (habit.unit ?? 'units') : null,
      days: [...days.entries()].filter(([, v]) => v > 0).sort(([a], [b]) => (a < b ? -1 : 1)),
    }));
  }
}

function readLong(header: string[], rows: Row[], warnings: string[]): ParsedHabit[] {
  const col = (name: string) => header.indexOf(name);
  const [date, habit, count, amount, note, unit] = [
    'date',
    'habit',
    'count',
    'amount',
    'note',
    'unit',
  ].map(col) as [number, number, number, number, number, number];
  const ignored = header.filter((h) => !LONG_COLUMNS.has(h));
  if (ignored.length > 0) warnings.push(`Columns ignored: ${ignored.join(', ')}.`);
  if (note >= 0) warnings.push('Notes are not imported yet; the days themselves are.');
  const habits = new Habits();
  for (const { line, cells } of rows) {
    const day = dayOf(cells[date] ?? '', line);
    const name = habitName(cells[habit] ?? '', line, warnings);
    const amountText = amount >= 0 ? (cells[amount] ?? '') : '';
    const unitText = unit >= 0 ? (cells[unit] ?? '').slice(0, HABIT_UNIT_MAX_LENGTH) : '';
    if (amountText !== '') {
      habits.add(name, day, numberOf(amountText, line, 'amount', false), true, unitText || null);
      continue;
    }
    const countText = count >= 0 ? (cells[count] ?? '') : '';
    habits.add(
      name,
      day,
      countText === '' ? 1 : numberOf(countText, line, 'count', true),
      false,
      null,
    );
  }
  return habits.list();
}

function cellValue(raw: string, line: number, column: string): number | null {
  if (raw === '') return null;
  const word = raw.toLowerCase();
  if (YES.has(word)) return 1;
  if (NO.has(word)) return 0;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw unreadable(
      `Line ${line}: "${raw}" under "${column}" is not a number, a blank or yes/no.`,
    );
  }
  return round2(value);
}

function readWide(header: string[], names: string[], rows: Row[], warnings: string[]) {
  const date = header.indexOf('date');
  const columns = names
    .map((name, index) => ({ name, index }))
    .filter(({ index }) => index !== date)
    .map(({ name, index }) => ({ name: habitName(name, 1, warnings), index }));
  if (columns.length === 0) {
    throw unreadable('The CSV has a "date" column but no habit columns beside it.');
  }
  const habits = new Habits();
  const values = rows.map(({ line, cells }) => ({
    day: dayOf(cells[date] ?? '', line),
    cells: columns.map(({ name, index }) => cellValue(cells[index] ?? '', line, name)),
  }));
  columns.forEach(({ name }, i) => {
    const measure = values.some((v) => !Number.isInteger(v.cells[i] ?? 0));
    for (const v of values) {
      const value = v.cells[i];
      if (value !== null && value !== undefined) habits.add(name, v.day, value, measure, null);
    }
  });
  return habits.list();
}

/** Reads a CSV file's text into habits and their days, or throws IMPORT_UNREADABLE. */
export function parseCsv(text: string): ParsedImport {
  if (text.replace(/^\uFEFF/, '').trim() === '') throw unreadable('The file is empty.');
  const rows = readRows(text);
  const [first, ...body] = rows;
  if (!first) throw unreadable('The file is empty.');
  const names = first.cells.map((c) => c.trim());
  const header = names.map((c) => c.toLowerCase());
  if (!header.includes('date')) {
    throw unreadable(
      'Line 1 of the CSV needs a "date" column, with "habit" beside it (one row per habit and day) or one column per habit.',
    );
  }
  if (body.length === 0) throw unreadable('The CSV has a header but no rows of days.');
  const warnings: string[] = [];
  const habits = header.includes('habit')
    ? readLong(header, body, warnings)
    : readWide(header, names, body, warnings);
  if (habits.every((h) => h.days.length === 0)) {
    throw unreadable('The CSV has no day with anything done in it.');
  }
  return { habits, warnings: [...new Set(warnings)] };
}
