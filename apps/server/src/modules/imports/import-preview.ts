import { IMPORT_FIRST_DAY, scheduleSchema, type Day, type ImportPreview } from '@streakwise/shared';
import type { ParsedImport } from './parsers/parsed.js';

interface KnownHabit {
  id: string;
  name: string;
  kind: string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * What applying would do, read from the parsed file and the person's habits: per habit its days,
 * check-ins (a measure's entries count one a day) and first and last day, and the habit of the
 * same name (case aside) it would merge into; and the warnings (days to skip, habits that would
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
  let early = 0;
  let future = 0;
  let left = room;
  const archived: string[] = [];
  const habits = parsed.habits.map((habit) => {
    const kept = habit.days.filter(([day]) => {
      if (day < IMPORT_FIRST_DAY) early += 1;
      else if (day > today) future += 1;
      else return true;
      return false;
    });
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
  if (early > 0) {
    warnings.push(
      `${plural(early, 'day')} before ${IMPORT_FIRST_DAY.slice(0, 4)} will be skipped.`,
    );
  }
  if (future > 0) warnings.push(`${plural(future, 'day')} in the future will be skipped.`);
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
