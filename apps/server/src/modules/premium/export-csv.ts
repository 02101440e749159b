import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import type { Schedule } from '@streakwise/shared';
import type { ExportData, ExportHabit } from './export-data.js';

/**
 * One table with a `section` column (profile, habit, category, vacation, habit-day, protected-day,
 * badge, goal, points), so a spreadsheet can filter it and a parser reads it with one header. Each
 * section fills the columns that apply to it and leaves the others empty (docs/export-format.md).
 */
export const CSV_COLUMNS = [
  'section',
  'date',
  'habit',
  'count',
  'target',
  'completed',
  'name',
  'type',
  'status',
  'amount',
  'detail',
  // Added with the habit kinds (docs/decisions/032-habit-kinds.md), after the older columns so a
  // reader of the older file keeps working.
  'kind',
  'unit',
  'limit',
  'corrected',
  'note',
  // Format version 2 (docs/export-format.md): a habit's look, schedule, reminder, order, archiving
  // and standing; a goal's reward and progress; a vacation's last day.
  'icon',
  'color',
  'schedule',
  'reminderTime',
  'reminderDays',
  'position',
  'archivedAt',
  'currentStreak',
  'bestStreak',
  'strength',
  'reward',
  'progress',
  'completedAt',
  'to',
] as const;

/** Sunday first, as a schedule's weekdays count (0–6); a reminder's ISO days are 1–7. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const dayNames = (days: readonly number[]) => days.map((d) => WEEKDAYS[d % 7]).join(' ');

/** `daily`, `weekdays Mon Wed Fri` or `weekly 3` (days a week). */
export function scheduleText(schedule: Schedule): string {
  if (schedule.kind === 'weekdays') return `weekdays ${dayNames(schedule.days)}`;
  if (schedule.kind === 'weekly') return `weekly ${schedule.times}`;
  return 'daily';
}

/** A habit's own columns besides its name, kind and description. */
const habitColumns = (h: ExportHabit) => ({
  icon: h.icon,
  color: h.color,
  schedule: scheduleText(h.schedule),
  reminderTime: h.reminder?.time ?? null,
  // Empty with a reminder: on every day the habit is due.
  reminderDays: h.reminder?.days ? dayNames(h.reminder.days) : null,
  position: h.position,
  archivedAt: h.archivedAt,
  currentStreak: h.currentStreak,
  bestStreak: h.bestStreak,
  strength: h.strength,
});

type CsvRecord = Partial<Record<(typeof CSV_COLUMNS)[number], string | number | boolean | null>>;

/**
 * A cell a spreadsheet would run as a formula (or that starts with a tab or carriage return,
 * which some strip before looking) is prefixed with an apostrophe: CSV injection.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The records of every section but the habit-days: a few hundred at most. */
function leadingRecords(data: ExportData): CsvRecord[] {
  const { profile, range } = data;
  const records: CsvRecord[] = [];
  const about: [string, string | number][] = [
    ['name', profile.name],
    ['email', profile.email],
    ['timezone', profile.timezone],
    ['plan', profile.plan],
    ['points', profile.points],
    ['memberSince', profile.memberSince],
    ['startDate', range.startDate],
    ['endDate', range.endDate],
    ['exportedAt', data.exportedAt.toISOString()],
  ];
  for (const [name, detail] of about) records.push({ section: 'profile', name, detail });
  for (const h of data.habits) {
    records.push({
      section: 'habit',
      date: h.createdOn,
      habit: h.name,
      // As on its days: a count's check-ins a day, a measure's amount, a quit habit's limit.
      target: h.target ?? h.limit ?? h.dailyTarget,
      type: h.category,
      status: h.archivedOn ? `archived ${h.archivedOn}` : 'active',
      detail: h.description,
      kind: h.kind,
      unit: h.unit,
      limit: h.limit,
      ...habitColumns(h),
    });
  }
  for (const c of data.categories) records.push({ section: 'category', name: c.name });
  // One row per habit a vacation covers; one without a habit covers every habit.
  for (const v of data.vacations) {
    for (const habit of v.habits ?? [null]) {
      records.push({ section: 'vacation', date: v.from, to: v.to, habit });
    }
  }
  return records;
}

/** The badges and goals: a few dozen at most. */
function trailingRecords(data: ExportData): CsvRecord[] {
  const records: CsvRecord[] = [];
  for (const b of data.badges) {
    records.push({ section: 'badge', date: b.earnedAt, name: b.name, detail: b.description });
  }
  for (const g of data.goals) {
    records.push({
      section: 'goal',
      date: g.deadline,
      habit: g.habit,
      target: g.target,
      name: g.title,
      type: g.type,
      status: g.status,
      detail: g.description,
      reward: g.reward,
      progress: g.progress,
      completedAt: g.completedAt,
    });
  }
  return records;
}

const OPTIONS: Options = {
  columns: [...CSV_COLUMNS],
  record_delimiter: 'windows',
  // NOTE: a lone LF or CR does not make csv-stringify quote a cell when rows end in CRLF.
  quoted_match: /[\r\n]/,
  cast: { string: neutralise, boolean: (value) => (value ? 'true' : 'false') },
};

/**
 * The file a slice of records at a time: csv-stringify's synchronous form on each slice (its
 * stream took a promise and a stream write per record, about 100 µs a row), the header and the
 * BOM with the first.
 */
async function* chunks(data: ExportData): AsyncGenerator<string> {
  yield stringify(leadingRecords(data), { ...OPTIONS, header: true, bom: true });
  for await (const batch of data.habitDays()) {
    const records = batch.map((row): CsvRecord => ({
      section: 'habit-day',
      date: row.date,
      habit: row.habit.name,
      count: row.count,
      target: row.target,
      completed: row.completed,
      kind: row.habit.kind,
      unit: row.habit.unit,
      corrected: row.corrected,
      note: row.note,
    }));
    yield stringify(records, OPTIONS);
  }
  for await (const batch of data.protectedDays()) {
    const records = batch.map((p): CsvRecord => ({
      section: 'protected-day',
      date: p.date,
      habit: p.habit,
      type: p.kind,
      detail: p.reason,
    }));
    yield stringify(records, OPTIONS);
  }
  yield stringify(trailingRecords(data), OPTIONS);
  for await (const batch of data.points()) {
    const records = batch.map((p): CsvRecord => ({
      section: 'points',
      date: p.date,
      habit: p.habit,
      type: p.reason,
      amount: p.amount,
    }));
    yield stringify(records, OPTIONS);
  }
}

/** RFC 4180 (CRLF, quotes doubled), UTF-8 with a BOM so spreadsheets read accents; streamed. */
export function renderCsv(data: ExportData, onError: (error: Error) => void): Readable {
  return Readable.from(chunks(data)).on('error', onError);
}
