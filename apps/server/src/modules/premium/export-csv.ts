import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ExportData } from './export-data.js';

/**
 * One table with a `section` column (profile, habit, habit-day, badge, goal, points), so a
 * spreadsheet can filter it and a parser reads it with one header. Each section fills the columns
 * that apply to it and leaves the others empty.
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
] as const;

type CsvRecord = Partial<Record<(typeof CSV_COLUMNS)[number], string | number | boolean | null>>;

/**
 * A cell a spreadsheet would run as a formula (or that starts with a tab or carriage return,
 * which some strip before looking) is prefixed with an apostrophe: CSV injection.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

async function* records(data: ExportData): AsyncGenerator<CsvRecord> {
  const { profile, range } = data;
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
  for (const [name, detail] of about) yield { section: 'profile', name, detail };
  for (const h of data.habits) {
    yield {
      section: 'habit',
      date: h.createdOn,
      habit: h.name,
      target: h.dailyTarget,
      type: h.category,
      status: h.archivedOn ? `archived ${h.archivedOn}` : 'active',
      detail: h.description,
    };
  }
  for await (const batch of data.habitDays()) {
    for (const row of batch) {
      yield {
        section: 'habit-day',
        date: row.date,
        habit: row.habit.name,
        count: row.count,
        target: row.target,
        completed: row.completed,
      };
    }
  }
  for (const b of data.badges) {
    yield { section: 'badge', date: b.earnedAt, name: b.name, detail: b.description };
  }
  for (const g of data.goals) {
    yield {
      section: 'goal',
      date: g.deadline,
      habit: g.habit,
      target: g.target,
      name: g.title,
      type: g.type,
      status: g.status,
      detail: g.description,
    };
  }
  for (const p of data.points) {
    yield { section: 'points', date: p.date, habit: p.habit, type: p.reason, amount: p.amount };
  }
}

/** RFC 4180 (CRLF, quotes doubled), UTF-8 with a BOM so spreadsheets read accents; streamed. */
export function renderCsv(data: ExportData, onError: (error: Error) => void): Readable {
  const csv = stringify({
    header: true,
    columns: [...CSV_COLUMNS],
    bom: true,
    record_delimiter: 'windows',
    // NOTE: a lone LF or CR does not make csv-stringify quote a cell when rows end in CRLF.
    quoted_match: /[\r\n]/,
    cast: { string: neutralise, boolean: (value) => (value ? 'true' : 'false') },
  });
  return pipeline(Readable.from(records(data)), csv, (error) => {
    if (error) onError(error);
  });
}
