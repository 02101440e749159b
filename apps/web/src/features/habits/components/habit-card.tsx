import type { Habit } from '@streakwise/shared';
import { Flame } from 'lucide-react';
import { useId } from 'react';
import { HabitIcon } from '../../../components/habit-icon';
import { ProgressBar } from '../../../components/progress-bar';
import { HABITS_TEXTS } from '../habits-texts';
import type { PendingAction } from '../habits-types';
import { habitColor, tint } from '../model/habit-color';
import { habitProgress } from '../model/habit-progress';
import { HabitCardActions } from './habit-card-actions';
import { HabitCardMenu } from './habit-card-menu';
import { HabitThirtyDayRate } from './habit-thirty-day-rate';

interface HabitCardProps {
  habit: Habit;
  pending: PendingAction | undefined;
  onComplete: (habit: Habit, count: number) => void;
  onUndo: (habit: Habit) => void;
  onDelete: (habit: Habit) => void;
  onEdit: (habit: Habit) => void;
  onArchive: (habit: Habit) => void;
}

export function HabitCard({
  habit,
  pending,
  onComplete,
  onUndo,
  onDelete,
  onEdit,
  onArchive,
}: HabitCardProps) {
  const headingId = useId();
  const { completed, target, isComplete } = habitProgress(habit);
  const color = habitColor(habit.color);

  return (
    <article
      aria-labelledby={headingId}
      data-complete={isComplete}
      className={`flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm shadow-slate-200/60 transition hover:shadow-md ${
        isComplete ? 'border-emerald-200' : 'border-slate-200/80'
      }`}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl text-2xl"
          style={{
            backgroundColor: tint(color, 0.16),
            boxShadow: `inset 0 0 0 1px ${tint(color, 0.35)}`,
          }}
        >
          <HabitIcon icon={habit.icon} className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-semibold text-slate-900" title={habit.name}>
            {habit.name}
          </h3>
          <span className="mt-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
            {habit.category}
          </span>
        </div>
        <HabitCardMenu
          habit={habit}
          busy={pending !== undefined}
          onEdit={() => onEdit(habit)}
          onArchive={() => onArchive(habit)}
          onDelete={() => onDelete(habit)}
        />
      </div>

      {habit.description && (
        <p className="mt-3 line-clamp-2 text-sm text-slate-600">{habit.description}</p>
      )}

      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1 font-semibold text-orange-700">
          <Flame aria-hidden="true" className="size-4" />
          {HABITS_TEXTS.streakCurrent(habit.streak.current)}
        </span>
        <span className="text-slate-500">{HABITS_TEXTS.streakBest(habit.streak.longest)}</span>
      </p>
      <HabitThirtyDayRate habit={habit} />

      <div className="mt-4 space-y-1.5">
        <div className="flex items-center justify-between text-sm">
          <span className="text-slate-600">{HABITS_TEXTS.today}</span>
          <span className="font-semibold text-slate-900 tabular-nums">
            {completed}/{target}
          </span>
        </div>
        <ProgressBar
          value={completed}
          max={target}
          label={HABITS_TEXTS.progressLabel(habit.name)}
          color={isComplete ? '#10B981' : color}
        />
      </div>

      <HabitCardActions
        habit={habit}
        pending={pending}
        onComplete={(count) => onComplete(habit, count)}
        onUndo={() => onUndo(habit)}
      />
    </article>
  );
}
