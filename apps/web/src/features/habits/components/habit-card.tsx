import { LATE_LOG_CUTOFF_HOUR, type Day, type Habit } from '@streakwise/shared';
import { Check, Flame, History, TriangleAlert } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { HabitIcon } from '../../../components/habit-icon';
import { ProgressBar } from '../../../components/progress-bar';
import { StrengthMeter } from '../../../components/strength-meter';
import { useDashboardSelector } from '../habits-hooks';
import { HABITS_TEXTS } from '../habits-texts';
import type { CheckInEntry, PendingAction } from '../habits-types';
import type { CheckInEnd } from '../hooks/use-habit-actions';
import { useYesterdayWindow } from '../hooks/use-yesterday-window';
import { habitColor, tint } from '../model/habit-color';
import { usableZone } from '../model/completion-rates';
import { kindOf, progressText, streakText } from '../model/habit-kind-text';
import { dayProgress, habitProgress } from '../model/habit-progress';
import { HabitCardActions } from './habit-card-actions';
import { HabitCardMenu } from './habit-card-menu';
import { RestDaysAhead, ScheduleNote, ScheduleTag } from './habit-schedule';
import { HabitThirtyDayRate } from './habit-thirty-day-rate';

interface HabitCardProps {
  habit: Habit;
  pending: PendingAction | undefined;
  /** `date` is yesterday for a late check-in; how it ended lets the card leave yesterday. */
  onComplete: (habit: Habit, entry: CheckInEntry, date?: Day) => Promise<CheckInEnd> | void;
  onUndo: (habit: Habit) => void;
  onDelete: (habit: Habit) => void;
  onEdit: (habit: Habit) => void;
  onArchive: (habit: Habit) => void;
  onRestDay: (habit: Habit) => void;
  /** The handle and Move up / Move down buttons, where the list lets the person reorder. */
  reorder?: ReactNode;
}

export function HabitCard({
  habit,
  pending,
  onComplete,
  onUndo,
  onDelete,
  onEdit,
  onArchive,
  onRestDay,
  reorder,
}: HabitCardProps) {
  const headingId = useId();
  const zone = usableZone(useDashboardSelector((state) => state.auth.user?.timezone));
  // The "Yesterday" toggle: shown while yesterday can still be checked in, off again once the
  // window closes, yesterday reaches its target, or the server says the day is closed.
  const yesterday = useYesterdayWindow(habit, zone);
  const [wantsYesterday, setWantsYesterday] = useState(false);
  const lateDay = wantsYesterday ? yesterday : null;
  const late = lateDay !== null;
  const progress = late ? dayProgress(habit, lateDay) : habitProgress(habit);
  const { completed, target, isComplete } = progress;
  const color = habitColor(habit.color);

  const isQuit = kindOf(habit) === 'quit';
  const over = isQuit && !isComplete;

  const checkIn = async (entry: CheckInEntry) => {
    if (lateDay === null) return onComplete(habit, entry);
    const end = await onComplete(habit, entry, lateDay);
    // A quit habit's yesterday stays chosen: a kept day can still take another slip.
    const done = end?.ok && !isQuit && dayProgress(end.habit, lateDay).isComplete;
    if (done || (end && !end.ok && end.code === 'DAY_CLOSED')) setWantsYesterday(false);
    return end;
  };

  return (
    <article
      aria-labelledby={headingId}
      data-complete={isComplete}
      // A notification lands here (hooks/use-habit-landing.ts): focusable by script, ringed a moment.
      data-habit-card={habit._id}
      tabIndex={-1}
      className={`flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm shadow-slate-200/60 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 data-landed:ring-4 data-landed:ring-indigo-400 motion-safe:duration-500 ${
        isComplete ? 'border-emerald-200' : 'border-slate-200/80'
      }`}
    >
      {/* NOTE: the tags run on under the buttons, so that a tag such as "Every day" has the room to
          stay on one line however narrow the card. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3">
        <span
          aria-hidden="true"
          className="row-span-2 flex size-12 shrink-0 items-center justify-center rounded-xl text-2xl"
          style={{
            backgroundColor: tint(color, 0.16),
            boxShadow: `inset 0 0 0 1px ${tint(color, 0.35)}`,
          }}
        >
          <HabitIcon icon={habit.icon} className="size-6" />
        </span>
        <h3 id={headingId} className="truncate font-semibold text-slate-900" title={habit.name}>
          {habit.name}
        </h3>
        <HabitCardMenu
          habit={habit}
          busy={pending !== undefined}
          onEdit={() => onEdit(habit)}
          onArchive={() => onArchive(habit)}
          onDelete={() => onDelete(habit)}
        />
        <div className="col-span-2 col-start-2 mt-1 flex flex-wrap gap-1.5">
          <span className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
            {habit.category}
          </span>
          <ScheduleTag habit={habit} />
        </div>
      </div>

      {habit.description && (
        <p className="mt-3 line-clamp-2 text-sm text-slate-600">{habit.description}</p>
      )}

      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {habit.streakAtRisk ? (
          <span className="inline-flex items-center gap-1 font-semibold text-amber-700">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {atRiskText(habit, habit.streakAtRisk)}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 font-semibold text-orange-700">
            <Flame aria-hidden="true" className="size-4" />
            {streakText(habit)}
          </span>
        )}
        <span className="text-slate-500">{HABITS_TEXTS.streakBest(habit.streak.longest)}</span>
      </p>
      {habit.strength !== undefined && <StrengthMeter value={habit.strength} />}
      <HabitThirtyDayRate habit={habit} />
      <ScheduleNote habit={habit} />
      <RestDaysAhead habit={habit} />

      <div className="mt-4 space-y-1.5">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-sm">
          <span className="text-slate-600">
            {late ? HABITS_TEXTS.yesterdayUntil(LATE_LOG_CUTOFF_HOUR) : HABITS_TEXTS.today}
          </span>
          <span className="flex items-center gap-2">
            {yesterday !== null && (
              <button
                type="button"
                aria-pressed={late}
                disabled={pending !== undefined}
                onClick={() => setWantsYesterday(!late)}
                className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 transition ring-inset focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 ${
                  late
                    ? 'bg-indigo-600 text-white ring-indigo-600'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                {late ? (
                  <Check aria-hidden="true" className="size-3.5" />
                ) : (
                  <History aria-hidden="true" className="size-3.5" />
                )}
                {HABITS_TEXTS.yesterdayToggle}
              </button>
            )}
            <span
              data-progress="today"
              className={`font-semibold tabular-nums ${over ? 'text-red-700' : 'text-slate-900'}`}
            >
              {progressText(habit, completed, target, late ? 'yesterday' : 'today')}
            </span>
          </span>
        </div>
        <ProgressBar
          value={completed}
          // A limit of 0: any slip fills the bar (red), none leaves it empty.
          max={isQuit ? Math.max(target, 1) : target}
          label={
            late
              ? HABITS_TEXTS.yesterdayProgressLabel(habit.name)
              : HABITS_TEXTS.progressLabel(habit.name)
          }
          color={over ? '#DC2626' : isComplete ? '#10B981' : color}
        />
      </div>

      <HabitCardActions
        habit={habit}
        pending={pending}
        progress={progress}
        late={late}
        onComplete={checkIn}
        onUndo={() => onUndo(habit)}
        onRestDay={() => onRestDay(habit)}
        reorder={reorder}
      />
    </article>
  );
}

/** The streak a missed yesterday put at risk, and what saves it (docs/strength.md). */
function atRiskText(habit: Habit, risk: NonNullable<Habit['streakAtRisk']>): string {
  const unit = habit.schedule.kind === 'weekly' ? 'week' : 'day';
  return risk.savedBy === 'freeze'
    ? HABITS_TEXTS.streakAtRiskFreeze(risk.days, unit)
    : HABITS_TEXTS.streakAtRiskLate(risk.days, unit, risk.until);
}
