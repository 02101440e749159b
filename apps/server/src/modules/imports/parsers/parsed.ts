import type { Day, HabitKind, Schedule } from '@streakwise/shared';
import { AppError } from '../../../errors.js';

/*
 * What every parser (csv, loop, habitica, streakwise) hands on, stored in imports.parsed until
 * the import is applied. A spreadsheet fills only the first four fields of a habit; a tracker's
 * own files carry more, and a habit the import creates takes what is given (a habit it merges
 * into keeps its own settings and gains only days, notes and rest days).
 */

/** A habit read from a file. */
export interface ParsedHabit {
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
  /** The habit was archived where it came from. */
  archived?: boolean;
  /** [day, note]: a note for a day (500 characters at most). */
  notes?: [Day, string][];
  /** [day, reason]: a day the source marks as skipped, which becomes a rest day. */
  restDays?: [Day, string | null][];
}

/** A vacation: every day from `from` to `to` (inclusive) protected for the named habits. */
export interface ParsedVacation {
  from: Day;
  to: Day;
  /** The habits' names; null for every habit. */
  habits: string[] | null;
}

export interface ParsedImport {
  habits: ParsedHabit[];
  warnings: string[];
  vacations?: ParsedVacation[];
  /** Custom categories to create (by name) when the person does not have them yet. */
  categories?: string[];
}

/** A file that is not what its source says, malformed, or empty: 400 IMPORT_UNREADABLE. */
export function unreadable(message: string): AppError {
  return new AppError('IMPORT_UNREADABLE', message);
}
