import { Readable } from 'node:stream';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  exportedHabit,
  type ExportData,
  type HabitDay,
} from './export-data.js';

/**
 * A habit-day in the person's numbers (docs/decisions/032-habit-kinds.md): `count` is check-ins,
 * a measure's amount or a quit habit's slips, `target` the day's target, amount or limit,
 * `completed` done (kept), `corrected` set by hand after the day closed.
 */
export interface HabitDayRecord {
  date: string;
  habit: string;
  count: number;
  target: number;
  completed: boolean;
  corrected: boolean;
  note: string | null;
}

export const habitDayRecord = (row: HabitDay): HabitDayRecord => ({
  date: row.date,
  habit: row.habit.name,
  count: row.count,
  target: row.target,
  completed: row.completed,
  corrected: row.corrected,
  note: row.note,
});

/**
 * An array of the document, written where `text` has it empty (`\n  "<key>": []`), its elements
 * as `JSON.stringify(document, null, 2)` would indent them: the text up to the array, then the
 * elements a slice at a time; the text after it is the caller's. NOTE: `\n  "<key>": [` cannot
 * occur inside a string value, where JSON escapes a line break, so it is found once, as the key.
 */
async function* streamArray<T>(
  text: string,
  from: number,
  key: string,
  batches: AsyncIterable<T[]>,
  record: (value: T) => unknown,
): AsyncGenerator<string, number> {
  const marker = `\n  ${JSON.stringify(key)}: [`;
  const at = text.indexOf(marker, from) + marker.length;
  yield text.slice(from, at);
  let count = 0;
  for await (const batch of batches) {
    let out = '';
    for (const value of batch) {
      const element = JSON.stringify(record(value), null, 2).replaceAll('\n', '\n    ');
      out += `${count === 0 ? '' : ','}\n    ${element}`;
      count += 1;
    }
    yield out;
  }
  // The text goes on from the empty array's `]`; a full one closes on a line of its own.
  if (count > 0) yield '\n  ';
  return at;
}

/**
 * The document as `JSON.stringify(document, null, 2)` writes it, byte for byte, with its three
 * long arrays (the habit-days, the protected days and the points) streamed.
 */
async function* chunks(data: ExportData): AsyncGenerator<string> {
  const document = {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: data.exportedAt.toISOString(),
    range: data.range,
    profile: data.profile,
    habits: data.habits.map(exportedHabit),
    categories: data.categories,
    vacations: data.vacations,
    habitDays: [],
    protectedDays: [],
    badges: data.badges,
    goals: data.goals,
    points: [],
  };
  const text = JSON.stringify(document, null, 2);
  const afterDays = yield* streamArray(text, 0, 'habitDays', data.habitDays(), habitDayRecord);
  const afterProtected = yield* streamArray(
    text,
    afterDays,
    'protectedDays',
    data.protectedDays(),
    (p) => p,
  );
  const afterPoints = yield* streamArray(text, afterProtected, 'points', data.points(), (p) => p);
  yield text.slice(afterPoints);
}

/** One JSON document, streamed a slice at a time. */
export function renderJson(data: ExportData, onError: (error: Error) => void): Readable {
  return Readable.from(chunks(data)).on('error', onError);
}
