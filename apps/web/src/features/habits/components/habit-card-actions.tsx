import type { Habit } from '@streakwise/shared';
import type { ReactNode } from 'react';
import { Check, CheckCheck, PartyPopper, Plus, RotateCcw, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/button';
import { DASHBOARD_SPEC_TEXTS, HABITS_TEXTS } from '../habits-texts';
import type { CheckInEntry, PendingAction } from '../habits-types';
import type { CheckInEnd } from '../hooks/use-habit-actions';
import { kindOf, undoText } from '../model/habit-kind-text';
import { checkInChoice, type HabitProgress } from '../model/habit-progress';
import { HabitKindEntry } from './habit-kind-entry';

interface HabitCardActionsProps {
  habit: Habit;
  pending: PendingAction | undefined;
  /** The progress of the day the buttons check in: today's, or yesterday's when `late`. */
  progress: HabitProgress;
  /** The buttons check in yesterday (a late check-in), and say so. */
  late: boolean;
  onComplete: (entry: CheckInEntry) => Promise<CheckInEnd | void> | void;
  onUndo: () => void;
  /** Opens the rest-day dialog (protect today or tomorrow). */
  onRestDay: () => void;
  /** The card's reorder controls, at the end of its last row. */
  reorder?: ReactNode;
}

/**
 * Check-in buttons for today, or yesterday when `late`, plus Undo (today's only) so a misclick can
 * be taken back, and "Rest day…" to protect today or tomorrow (docs/decisions/017-fair-streaks.md).
 */
export function HabitCardActions({
  habit,
  pending,
  progress,
  late,
  onComplete,
  onUndo,
  onRestDay,
  reorder,
}: HabitCardActionsProps) {
  const choice = checkInChoice(habit, progress);
  const busy = pending !== undefined;
  const isCount = kindOf(habit) === 'count';

  return (
    <div className="mt-auto space-y-2 pt-4">
      {!isCount && (
        <HabitKindEntry
          habit={habit}
          pending={pending}
          progress={progress}
          late={late}
          onComplete={onComplete}
        />
      )}
      {isCount && choice.kind === 'done' && (
        <button
          type="button"
          disabled
          className="inline-flex w-full cursor-not-allowed items-center justify-center gap-2 rounded-lg bg-emerald-50 px-4 py-2.5 text-sm font-semibold text-emerald-700 ring-1 ring-emerald-200 ring-inset"
        >
          <PartyPopper aria-hidden="true" className="size-4" />
          {late ? HABITS_TEXTS.yesterdayDone : DASHBOARD_SPEC_TEXTS.goalDone}
        </button>
      )}
      {isCount && choice.kind === 'single' && (
        <Button
          fullWidth
          onClick={() => void onComplete({ count: 1 })}
          isLoading={pending === 'one'}
          disabled={busy}
        >
          {pending !== 'one' && <Check aria-hidden="true" className="size-4" />}
          {late ? HABITS_TEXTS.checkInYesterday : DASHBOARD_SPEC_TEXTS.markComplete}
        </Button>
      )}
      {isCount && choice.kind === 'multi' && (
        <div className="flex flex-wrap gap-2">
          <Button
            className="flex-1 whitespace-nowrap"
            onClick={() => void onComplete({ count: 1 })}
            isLoading={pending === 'one'}
            disabled={busy}
          >
            {pending !== 'one' && <Plus aria-hidden="true" className="size-4" />}
            {late
              ? HABITS_TEXTS.plusOneYesterday(choice.remaining)
              : DASHBOARD_SPEC_TEXTS.plusOne(choice.remaining)}
          </Button>
          {choice.canCompleteAll && (
            <Button
              variant="secondary"
              className="flex-1 whitespace-nowrap"
              onClick={() => void onComplete({ count: choice.remaining })}
              isLoading={pending === 'all'}
              disabled={busy}
            >
              {pending !== 'all' && <CheckCheck aria-hidden="true" className="size-4" />}
              {late ? HABITS_TEXTS.completeYesterday : DASHBOARD_SPEC_TEXTS.completeAll}
            </Button>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={onRestDay}
          disabled={busy}
          aria-haspopup="dialog"
          aria-label={HABITS_TEXTS.restDayFor(habit.name)}
          data-action="rest-day"
          className="-ml-1 text-xs"
        >
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          {HABITS_TEXTS.restDay}
        </Button>
        <span className="flex items-center gap-x-1">
          {!late && habit.today.completed > 0 && (
            <Button
              variant="ghost"
              size="sm"
              onClick={onUndo}
              isLoading={pending === 'undo'}
              disabled={busy}
              aria-label={undoText(habit)}
              className={`text-xs ${reorder ? '' : '-mr-1'}`}
            >
              {pending !== 'undo' && <RotateCcw aria-hidden="true" className="size-3.5" />}
              {DASHBOARD_SPEC_TEXTS.undo}
            </Button>
          )}
          {reorder}
        </span>
      </div>
    </div>
  );
}
