import type { Habit } from '@streakwise/shared';
import { CalendarRange } from 'lucide-react';
import { Button } from '../../../components/button';
import {
  formatRange,
  vacationDays,
  type ListedVacation,
  type VacationPhase,
} from '../model/vacation-list';
import { VACATIONS_TEXTS as T } from '../vacations-texts';

const PHASE_BADGE: Record<VacationPhase, { label: string; classes: string }> = {
  current: { label: T.current, classes: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  upcoming: { label: T.upcoming, classes: 'bg-indigo-50 text-indigo-800 ring-indigo-200' },
  past: { label: T.past, classes: 'bg-slate-100 text-slate-600 ring-slate-200' },
};

/** "All habits", or the names of the habits on the vacation that are still active. */
function scopeText(habitIds: readonly string[] | null, habits: readonly Habit[]): string {
  if (habitIds === null) return T.allHabits;
  const names = habitIds.flatMap((id) => habits.find((habit) => habit._id === id)?.name ?? []);
  const gone = habitIds.length - names.length;
  return [...names, ...(gone > 0 ? [T.moreHabits(gone)] : [])].join(', ');
}

interface VacationRowProps {
  item: ListedVacation;
  habits: readonly Habit[];
  onEnd: (item: ListedVacation) => void;
}

/** One vacation: its days, its habits, and a way to call it off while it still matters. */
export function VacationRow({ item, habits, onEnd }: VacationRowProps) {
  const { vacation, phase } = item;
  const range = formatRange(vacation.from, vacation.to);
  const badge = PHASE_BADGE[phase];
  const isPast = phase === 'past';
  return (
    <li
      data-phase={phase}
      className={`flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between ${
        isPast ? 'text-slate-500' : 'text-slate-900'
      }`}
    >
      <div className="flex min-w-0 items-start gap-3">
        <CalendarRange
          aria-hidden="true"
          className={`mt-0.5 size-5 shrink-0 ${isPast ? 'text-slate-400' : 'text-indigo-500'}`}
        />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium">{range}</span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge.classes}`}
            >
              {badge.label}
            </span>
          </p>
          <p className={`text-sm break-words ${isPast ? 'text-slate-500' : 'text-slate-600'}`}>
            {T.days(vacationDays(vacation.from, vacation.to))} ·{' '}
            {scopeText(vacation.habitIds, habits)}
          </p>
        </div>
      </div>
      {!isPast && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-auto"
          aria-label={phase === 'current' ? T.endEarlyLabel(range) : T.cancelLabel(range)}
          onClick={() => onEnd(item)}
        >
          {phase === 'current' ? T.endEarly : T.cancel}
        </Button>
      )}
    </li>
  );
}
