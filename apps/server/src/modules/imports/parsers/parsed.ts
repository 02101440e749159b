import type { Day } from '@streakwise/shared';
import type { ImportedHabit } from '../../habits/habit-import.service.js';
import type { ImportedGoal } from '../../premium/goals.service.js';
import { AppError } from '../../../errors.js';

/*
 * What every parser (csv, loop, habitica, streakwise) hands on, stored in imports.parsed until
 * the import is applied. A spreadsheet fills only the first four fields of a habit; a tracker's
 * own files carry more, and a habit the import creates takes what is given (a habit it merges
 * into keeps its own settings and gains only days, notes and rest days).
 */

/** A habit read from a file (the habits module's `ImportedHabit`, which writes it). */
export type ParsedHabit = ImportedHabit;

/** A vacation: every day from `from` to `to` (inclusive) protected for the named habits. */
export interface ParsedVacation {
  from: Day;
  to: Day;
  /** The habits' names; null for every habit. */
  habits: string[] | null;
}

/** A goal read from a Streakwise export (the goals module's `ImportedGoal`, which writes it). */
export type ParsedGoal = ImportedGoal;

export interface ParsedImport {
  habits: ParsedHabit[];
  warnings: string[];
  vacations?: ParsedVacation[];
  /** Custom categories to create (by name) when the person does not have them yet. */
  categories?: string[];
  /** Goals (a Streakwise export's): made only on a plan that has goals. */
  goals?: ParsedGoal[];
}

/** A file that is not what its source says, malformed, or empty: 400 IMPORT_UNREADABLE. */
export function unreadable(message: string): AppError {
  return new AppError('IMPORT_UNREADABLE', message);
}
