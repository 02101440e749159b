import type { Schedule } from '@streakwise/shared';
import type { Task } from './habitica-shape.js';

/*
 * A daily's repeat as a Streakwise schedule. Habitica (HabitRPG/habitica
 * website/server/models/task.js, `shouldDo` in website/common/script/cron.js) repeats a daily
 * `frequency` 'daily' every `everyX` days, 'weekly' on the `repeat` days every `everyX` weeks,
 * 'monthly' or 'yearly' every `everyX` months or years; missing fields take the model's defaults
 * ('weekly', every day of the week, everyX 1).
 * - weekly, every week: the chosen weekdays (0 = Sunday … 6 = Saturday), or daily when all seven;
 * - weekly every few weeks: the same weekdays every week, with a warning;
 * - daily every day: daily; every few days, monthly, yearly (or unknown): daily, with a warning.
 */

/** Habitica's repeat keys by weekday number (DAY_MAPPING in website/common/script/cron.js). */
const WEEKDAY_KEYS = ['su', 'm', 't', 'w', 'th', 'f', 's'] as const;
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function scheduleOf(task: Task, name: string, warnings: string[]): Schedule {
  const frequency = typeof task.frequency === 'string' ? task.frequency : 'weekly';
  const raw = Number(task.everyX ?? 1);
  const everyX = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  if (frequency === 'weekly') {
    const repeat = (
      typeof task.repeat === 'object' && task.repeat !== null ? task.repeat : {}
    ) as Record<string, unknown>;
    const days = WEEKDAY_KEYS.flatMap((key, day) => (repeat[key] === false ? [] : [day]));
    if (days.length === 0) {
      warnings.push(`"${name}" has no repeat day in Habitica: it comes in as a daily habit.`);
      return { kind: 'daily' };
    }
    if (everyX > 1) {
      const on = days.map((d) => WEEKDAY_NAMES[d]).join(', ');
      warnings.push(
        `"${name}" repeats every ${everyX} weeks in Habitica: it comes in on ${on} every week.`,
      );
    }
    return days.length === 7 ? { kind: 'daily' } : { kind: 'weekdays', days };
  }
  if (frequency === 'daily' && everyX === 1) return { kind: 'daily' };
  const how =
    frequency === 'daily'
      ? `every ${everyX} days`
      : frequency === 'monthly' || frequency === 'yearly'
        ? everyX === 1
          ? `${frequency === 'monthly' ? 'every month' : 'every year'}`
          : `every ${everyX} ${frequency === 'monthly' ? 'months' : 'years'}`
        : `on a schedule Streakwise does not know ("${frequency.slice(0, 20)}")`;
  warnings.push(`"${name}" repeats ${how} in Habitica: it comes in as a daily habit.`);
  return { kind: 'daily' };
}
