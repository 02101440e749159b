import {
  IMPORT_FIRST_DAY,
  type Day,
  type HabitKind,
  type HabitReminder,
  type Schedule,
} from '@streakwise/shared';
import type { NoteWrite, VacationsWrite } from './habit-import-protections.js';

/*
 * The shapes of an imported history (issue 28): the habit a parser hands on, and the account of
 * what its import wrote, kept in `imports.written` for the undo (habit-import-undo.ts).
 */

/** A habit read from a file, as the imports module hands it on. */
export interface ImportedHabit {
  name: string;
  kind: HabitKind;
  /** A measure's unit (or a quit habit's, optional); null for a count. */
  unit: string | null;
  /**
   * [day, value]: check-ins for a count, the amount (two decimals at most) for a measure, the
   * slips for a habit to quit. Days without an entry are not listed.
   */
  days: [Day, number][];
  /** A count's daily target (1–10), a measure's target amount, a quit habit's limit (0–100). */
  target?: number;
  description?: string;
  /** The category's name (a built-in one or one of `ParsedImport.categories`). */
  category?: string;
  icon?: string;
  color?: string;
  schedule?: Schedule;
  /** The habit's own reminder (Premium). */
  reminder?: HabitReminder;
  /** The day the habit was made where it came from (its history may start later). */
  createdOn?: Day;
  /** The habit was archived where it came from; `archivedAt` when (ISO 8601), if known. */
  archived?: boolean;
  archivedAt?: string;
  /** [day, note]: a note for a day (500 characters at most). */
  notes?: [Day, string][];
  /** [day, reason]: a day the source marks as skipped, which becomes a rest day. */
  restDays?: [Day, string | null][];
  /**
   * Days a streak freeze saved, and days corrected by hand after they closed: kept as history in
   * a habit the import creates (no freeze is spent, no points paid); a merged habit keeps its own.
   */
  freezes?: Day[];
  corrected?: Day[];
}

/** What one habit's import wrote, so that the undo can take back exactly that. */
export interface HabitWrite {
  habitId: string;
  created: boolean;
  /** A merged habit's first day before the import moved it earlier; null if it did not. */
  createdOnBefore: Day | null;
  /** [day, value before (null: no row), value written]: a stored count, or a quit day's slips. */
  days: [Day, number | null, number][];
  /** The notes it set in a merged habit, and the rest days it made there. */
  notes?: NoteWrite[];
  restDays?: Day[];
  /** The custom categories made for the habit (taken back when no habit uses them). */
  categoryIds?: string[];
}

/** What `imports.written` holds: each habit's write, then the vacations'. */
export type ImportWrite = HabitWrite | VacationsWrite;

export interface HabitImportOutcome {
  write: HabitWrite | null;
  created: boolean;
  merged: boolean;
  /** Came in archived: the plan's habit limit was reached. */
  archived: boolean;
  checkIns: number;
  /** Rest days made. */
  protectedDays: number;
  skipped: Record<string, number>;
}

export const SKIP_REASONS = {
  tooEarly: `before ${IMPORT_FIRST_DAY.slice(0, 4)}`,
  future: 'in the future',
  kept: 'already in Streakwise with the same or a larger total',
  kindDiffers: 'the habit of that name here is of another kind',
} as const;
