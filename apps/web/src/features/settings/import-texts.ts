import type { ImportResult, ImportSource } from '@streakwise/shared';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const IMPORT_TEXTS = {
  heading: 'Import your history',
  description:
    'Bring the days you tracked elsewhere: they join your habits of the same name, or become new ones.',
  navLabel: 'Import',
  sourceLabel: 'Where it comes from',
  /** Each source: its name, which file to pick (a one-line hint) and the file types it takes. */
  sources: [
    {
      value: 'csv',
      label: 'CSV spreadsheet',
      hint: 'Either one row per habit and day (columns date, habit, and optionally count, amount, note), or a date column with one column per habit. Dates as YYYY-MM-DD.',
      accept: '.csv,text/csv',
    },
    {
      value: 'loop',
      label: 'Loop Habit Tracker',
      hint: 'In Loop, Settings → Export as CSV gives a .zip, and Export full backup a .db file: pick either.',
      accept: '.zip,.db,application/zip',
    },
    {
      value: 'habitica',
      label: 'Habitica',
      hint: 'In Habitica, Settings → Export data → User data as JSON gives a .json file.',
      accept: '.json,application/json',
    },
    {
      value: 'streakwise',
      label: 'Streakwise export',
      hint: 'The JSON file of Premium → Export, or of Settings → Download my data, from this or another Streakwise account.',
      accept: '.json,application/json',
    },
  ] satisfies { value: ImportSource; label: string; hint: string; accept: string }[],
  fileLabel: 'File',
  read: 'Read file',
  chooseFile: 'Choose a file to import.',
  readFailed: 'The file could not be read.',
  previewHeading: 'What will be imported',
  noPoints: 'Imported days count for streaks and history but earn no points or badges.',
  habitLine: (days: number, first: string | null, last: string | null) =>
    `${plural(days, 'day')}${first && last ? `, ${first} to ${last}` : ''}`,
  mergesInto: (name: string) => `joins your habit “${name}”`,
  isNew: 'new habit',
  warningsHeading: 'Good to know',
  apply: 'Import',
  cancel: 'Cancel',
  applyFailed: 'The import could not be started.',
  progressLabel: 'Import progress',
  /** The steps are batches of days (docs/decisions/043-import-in-short-transactions.md). */
  progress: (done: number, total: number) =>
    `Importing… ${total > 0 ? Math.floor((100 * done) / total) : 0} %`,
  done: (r: Pick<ImportResult, 'created' | 'merged'>) =>
    `Imported: ${plural(r.created.habits, 'new habit')}, ${plural(r.merged.habits, 'habit')} added to, ${plural(r.created.checkIns, 'check-in')}.`,
  /** A reason counts goals, vacations or (the others) days. */
  skipped: (reason: string, count: number) =>
    `${plural(count, /goal/.test(reason) ? 'goal' : /vacation/.test(reason) ? 'vacation' : 'day')} skipped: ${reason}.`,
  failed: 'The import failed',
  pastHeading: 'Past imports',
  pastLine: (when: string, habits: number, checkIns: number) =>
    `${when}: ${plural(habits, 'new habit')}, ${plural(checkIns, 'check-in')}`,
  undo: 'Undo',
  undoLabel: (when: string) => `Undo the import of ${when}`,
  undone: 'The import was undone.',
  undoFailed: 'The import could not be undone.',
} as const;
