import { SLIPS_MAX, type Day } from '@streakwise/shared';
import { habiticaDayOf, entryDay } from './habitica-days.js';
import { readHabiticaJson, taskLists, type Task } from './habitica-shape.js';
import { scheduleOf } from './habitica-schedule.js';
import { HabitNames } from './habitica-text.js';
import { unreadable, type ParsedHabit, type ParsedImport } from './parsed.js';

/*
 * Habitica's "Export data → User data (JSON)" (issue 28, source "habitica"): the user document
 * with its tasks grouped by type under `tasks: { habits, dailys, todos, rewards }` (a type with
 * no task is left out). Read from Habitica's own source, HabitRPG/habitica:
 * - website/server/controllers/top-level/dataexport.js: the export (`_getUserDataForExport`);
 * - website/server/models/task.js: `type`, `text`, `notes`, `history`, a habit's `up`/`down`, a
 *   daily's `frequency`, `everyX`, `repeat: { m, t, w, th, f, s, su }`, `startDate`;
 * - website/common/script/ops/scoreTask.js: checking a daily pushes `{ date, value, isDue,
 *   completed: true }` (unchecking removes it); scoring a habit adds to that day's entry
 *   `{ date, value, scoredUp, scoredDown }`;
 * - website/server/libs/cron.js: a daily not done gets `{ date, value, isDue, completed: false }`;
 * - website/server/libs/preening.js: history older than 60 days (365 for subscribers) is
 *   averaged into one entry a month, then a year, without those fields;
 * - website/common/script/cron.js: `shouldDo`, DAY_MAPPING (0 = su … 6 = s), `startOfDay`.
 *
 * What comes in:
 * - A daily is a count habit with target 1: a day is done (1 check-in) when one of its entries
 *   says `completed: true`, or, in an older export without `completed`, when the entry's value
 *   rose from the entry before (a task starts at 0). Its repeat becomes the schedule
 *   (habitica-schedule.ts); its notes the description. The days: habitica-days.ts.
 *   NOTE: approximations we accept. Habitica versions that wrote a daily's entries only at cron
 *   (website/server/libs/cron.js in its older form) record a rise the morning after, so such a
 *   day lands a day late; and an averaged (preened) month whose average rose counts as one day.
 * - A habit (+/−) is a count habit: a day's count is its number of + scores (`scoredUp`); a day
 *   with only − scores gives no day, and the − scores are dropped with a warning. A habit with
 *   only − (`up: false, down: true`), "bad habits" in Habitica, is a quit habit with limit 0 whose
 *   slips are the − scores of each day. Entries without scoredUp/scoredDown (averaged ones) give
 *   no day.
 * - To-dos and rewards are left out with one warning each. Challenge and group tasks come in
 *   like the person's own. `preferences.language` changes nothing: texts are taken as written.
 */

export interface HabiticaOptions {
  /** The person's Streakwise time zone, which places the days when it fits the export. */
  timeZone: string;
  now: Date;
}

const was = (n: number, one: string, many: string) =>
  n === 1 ? `1 ${one} was` : `${n} ${many} were`;

function historyOf(task: Task, label: string): Record<string, unknown>[] {
  const history = task.history ?? [];
  if (!Array.isArray(history) || history.some((e) => typeof e !== 'object' || e === null)) {
    throw unreadable(`${label} has a "history" that is not a list of entries.`);
  }
  return history as Record<string, unknown>[];
}

const sortedDays = (days: Map<Day, number>): [Day, number][] =>
  [...days.entries()].filter(([, v]) => v > 0).sort(([a], [b]) => (a < b ? -1 : 1));

interface Reader {
  names: HabitNames;
  warnings: string[];
  dayOf: (ms: number) => Day;
}

function readDaily(task: Task, index: number, r: Reader): ParsedHabit {
  const name = r.names.name(task.text, `Habitica daily ${index + 1}`);
  const label = `The daily "${name}"`;
  const days = new Map<Day, number>();
  let before = 0;
  for (const entry of historyOf(task, label)) {
    const day = entryDay(entry.date, label, r.dayOf);
    const value = typeof entry.value === 'number' && Number.isFinite(entry.value) ? entry.value : 0;
    const done = typeof entry.completed === 'boolean' ? entry.completed : value > before + 1e-9;
    before = value;
    if (done) days.set(day, 1);
  }
  const description = r.names.description(task.notes, name);
  return {
    name,
    kind: 'count',
    unit: null,
    target: 1,
    days: sortedDays(days),
    schedule: scheduleOf(task, name, r.warnings),
    ...(description ? { description } : {}),
  };
}

/** How many habits lost their − scores (a +/− habit keeps only its + scores). */
interface HabitTally {
  droppedDown: number;
}

function scoreOf(entry: Record<string, unknown>, field: string, label: string): number | null {
  const raw = entry[field];
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0) {
    throw unreadable(`${label} has a history entry whose ${field} is not a whole number.`);
  }
  return raw;
}

function readHabit(task: Task, index: number, r: Reader, tally: HabitTally): ParsedHabit {
  const name = r.names.name(task.text, `Habitica habit ${index + 1}`);
  const label = `The habit "${name}"`;
  const quit = task.up === false && task.down !== false;
  const days = new Map<Day, number>();
  let downs = 0;
  for (const entry of historyOf(task, label)) {
    const day = entryDay(entry.date, label, r.dayOf);
    const up = scoreOf(entry, 'scoredUp', label) ?? 0;
    const down = scoreOf(entry, 'scoredDown', label) ?? 0;
    downs += down;
    const count = quit ? down : up;
    if (count > 0) days.set(day, (days.get(day) ?? 0) + count);
  }
  if (!quit && downs > 0) tally.droppedDown += 1;
  const description = r.names.description(task.notes, name);
  const list = sortedDays(days);
  return {
    name,
    kind: quit ? 'quit' : 'count',
    unit: null,
    days: quit ? list.map(([d, v]) => [d, Math.min(v, SLIPS_MAX)]) : list,
    ...(quit ? { target: 0 } : {}),
    ...(description ? { description } : {}),
  };
}

/** Reads a Habitica user-data export's text into habits and their days, or IMPORT_UNREADABLE. */
export function parseHabitica(text: string, options: HabiticaOptions): ParsedImport {
  const root = readHabiticaJson(text);
  const lists = taskLists(root);
  const preferences = (root.preferences ?? {}) as Record<string, unknown>;
  const warnings: string[] = [];
  const reader: Reader = {
    names: new HabitNames(warnings),
    warnings,
    dayOf: habiticaDayOf({
      timezoneOffset: preferences.timezoneOffset,
      dayStart: preferences.dayStart,
      timeZone: options.timeZone,
      now: options.now,
    }),
  };
  const tally: HabitTally = { droppedDown: 0 };
  const habits = [
    ...lists.dailys.map((task, i) => readDaily(task, i, reader)),
    ...lists.habits.map((task, i) => readHabit(task, i, reader, tally)),
  ];
  if (habits.length === 0) {
    throw unreadable('The Habitica export has no dailies and no habits to import.');
  }
  if (tally.droppedDown > 0) {
    const n = tally.droppedDown;
    warnings.push(
      `The − scores of ${n === 1 ? '1 habit' : `${n} habits`} with + and − were not imported: ` +
        'Streakwise counts what was done (a habit with only − comes in as a habit to quit).',
    );
  }
  if (lists.todos > 0) {
    warnings.push(`${was(lists.todos, 'to-do', 'to-dos')} not imported: Streakwise has no to-dos.`);
  }
  if (lists.rewards > 0) {
    warnings.push(
      `${was(lists.rewards, 'reward', 'rewards')} not imported: Streakwise has no rewards.`,
    );
  }
  return { habits, warnings: [...new Set(warnings)] };
}
