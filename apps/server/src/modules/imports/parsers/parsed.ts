import type { Day, HabitKind } from '@streakwise/shared';
import { AppError } from '../../../errors.js';

/** A habit read from a file: its days, each with a count of check-ins or a measure's amount. */
export interface ParsedHabit {
  name: string;
  kind: Extract<HabitKind, 'count' | 'measure'>;
  /** A measure's unit; null for a count. */
  unit: string | null;
  /** [day, value]: check-ins for a count, the amount (two decimals at most) for a measure. */
  days: [Day, number][];
}

/** What a parser hands on: stored in imports.parsed until the import is applied. */
export interface ParsedImport {
  habits: ParsedHabit[];
  warnings: string[];
}

/** A file that is not what its source says, malformed, or empty: 400 IMPORT_UNREADABLE. */
export function unreadable(message: string): AppError {
  return new AppError('IMPORT_UNREADABLE', message);
}
