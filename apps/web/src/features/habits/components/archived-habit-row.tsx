import { localDay, type Habit } from '@streakwise/shared';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/button';
import { HabitIcon } from '../../../components/habit-icon';
import { formatDay } from '../../../lib/day-format';
import { HABITS_TEXTS } from '../habits-texts';
import { habitColor, tint } from '../model/habit-color';

interface ArchivedHabitRowProps {
  habit: Habit;
  timeZone: string;
  isRestoring: boolean;
  busy: boolean;
  onRestore: () => void;
}

/** One archived habit: what it was, when it was archived, and Restore. */
export function ArchivedHabitRow({
  habit,
  timeZone,
  isRestoring,
  busy,
  onRestore,
}: ArchivedHabitRowProps) {
  const color = habitColor(habit.color);
  const archivedOn = habit.archivedAt
    ? formatDay(localDay(new Date(habit.archivedAt), timeZone), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      })
    : null;
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-700"
        style={{ backgroundColor: tint(color, 0.16) }}
      >
        <HabitIcon icon={habit.icon} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{habit.name}</p>
        <p className="text-xs text-slate-500">
          {habit.category}
          {archivedOn && ` · ${HABITS_TEXTS.archivedOn(archivedOn)}`}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onRestore}
        isLoading={isRestoring}
        disabled={busy}
        aria-label={HABITS_TEXTS.restoreHabit(habit.name)}
      >
        {!isRestoring && <RotateCcw aria-hidden="true" className="size-3.5" />}
        {HABITS_TEXTS.restore}
      </Button>
    </li>
  );
}
