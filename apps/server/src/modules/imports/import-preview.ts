import { IMPORT_FIRST_DAY, scheduleSchema, type Day, type ImportPreview } from '@streakwise/shared';
import { clipVacation, lastPlannedDay, outsideImport } from '../habits/habit-import.service.js';
import type { ParsedImport } from './parsers/parsed.js';

interface KnownHabit {
  id: string;
  name: string;
  kind: string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Entries the apply leaves out (habits/habit-import-plan.ts, `outsideImport`), by reason. */
type Outside = Record<'tooEarly' | 'future', number>;

/** What is counted, as the warnings name it: a check-in day or a note comes in through today, a
 * planned rest day or vacation day up to a year ahead (lastPlannedDay). */
const SKIPPED = {
  days: { one: 'day', later: 'in the future' },
  notes: { one: 'note', later: 'in the future' },
  restDays: { one: 'rest day', later: 'more than a year ahead' },
  vacationDays: { one: 'vacation day', later: 'more than a year ahead' },
} as const;

/** The entries that come in; those that do not are counted in `count`. */
function within<T>(list: readonly [Day, T][], last: Day, count: Outside): [Day, T][] {
  return list.filter(([day]) => {
    const why = outsideImport(day, last);
    if (why) count[why] += 1;
    return why === null;
  });
}

/** The file's entries outside the days an import writes, counted per kind. */
function outsideOf(parsed: ParsedImport, today: Day): Record<keyof typeof SKIPPED, Outside> {
  const none = (): Outside => ({ tooEarly: 0, future: 0 });
  const counts = { days: none(), notes: none(), restDays: none(), vacationDays: none() };
  const planned = lastPlannedDay(today);
  for (const habit of parsed.habits) {
    within(habit.notes ?? [], today, counts.notes);
    within(habit.restDays ?? [], planned, counts.restDays);
  }
  for (const vacation of parsed.vacations ?? []) {
    const clipped = clipVacation(vacation, planned);
    counts.vacationDays.tooEarly += clipped.tooEarly;
    counts.vacationDays.future += clipped.future;
  }
  return counts;
}

/**
 * What applying would do, read from the parsed file and the person's habits: per habit its days,
 * check-ins (a measure's entries count one a day) and first and last day, and the habit of the
 * same name (case aside) it would merge into; and the warnings (days, notes, rest days and
 * vacation days to skip, with their counts, as the apply skips them; habits that would
 * come in archived past the plan's limit, a habit of another kind, goals on a plan without them).
 */
export function previewOf(
  parsed: ParsedImport,
  known: readonly KnownHabit[],
  today: Day,
  room: number | null,
  goalsAllowed: boolean,
): ImportPreview {
  const byName = new Map(known.map((h) => [h.name.toLowerCase(), h]));
  const warnings = [...parsed.warnings];
  const outside = outsideOf(parsed, today);
  let left = room;
  const archived: string[] = [];
  const habits = parsed.habits.map((habit) => {
    const kept = within(habit.days, today, outside.days);
    const match = byName.get(habit.name.toLowerCase()) ?? null;
    if (match && match.kind !== habit.kind) {
      warnings.push(
        `"${habit.name}" is a ${match.kind} habit here and a ${habit.kind} in the file: its days will be skipped.`,
      );
    }
    if (!match && habit.schedule && !scheduleSchema.safeParse(habit.schedule).success) {
      warnings.push(
        `"${habit.name}" has a schedule Streakwise cannot keep: it will be due every day.`,
      );
    }
    if (!match && kept.length > 0 && !habit.archived && left !== null) {
      if (left > 0) left -= 1;
      else archived.push(habit.name);
    }
    const checkIns = kept.reduce((sum, [, v]) => sum + (habit.kind === 'measure' ? 1 : v), 0);
    return {
      name: habit.name,
      kind: habit.kind,
      days: kept.length,
      checkIns,
      firstDay: kept[0]?.[0] ?? null,
      lastDay: kept.at(-1)?.[0] ?? null,
      matches: match ? { _id: match.id, name: match.name } : null,
    };
  });
  for (const [kind, { one, later }] of Object.entries(SKIPPED)) {
    const { tooEarly, future } = outside[kind as keyof typeof SKIPPED];
    const early = `before ${IMPORT_FIRST_DAY.slice(0, 4)}`;
    if (tooEarly > 0) warnings.push(`${plural(tooEarly, one)} ${early} will be skipped.`);
    if (future > 0) warnings.push(`${plural(future, one)} ${later} will be skipped.`);
  }
  const goals = (parsed.goals ?? []).length;
  if (goals > 0 && !goalsAllowed) {
    warnings.push(`${plural(goals, 'goal')} will be skipped: goals are a Premium feature.`);
  }
  for (const name of archived) {
    warnings.push(`"${name}" will come in archived: your plan's habit limit is reached.`);
  }
  return {
    habits,
    days: habits.reduce((sum, h) => sum + h.days, 0),
    checkIns: habits.reduce((sum, h) => sum + h.checkIns, 0),
    warnings,
  };
}
