import { localDay, type Day, type Habit, type HabitDay } from '@streakwise/shared';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { ChevronLeft, ChevronRight, NotebookPen } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { formatDay } from '../../../lib/day-format';
import { setHabitDay } from '../habit-edit-thunks';
import type { DashboardRootState } from '../habits-types';
import { useHabitDays } from '../hooks/use-habit-days';
import { usableZone } from '../model/completion-rates';
import { currentTarget, dayCellText, dayText, kindOf, reaches } from '../model/habit-kind-text';
import { monthDays, otherMonth } from '../model/month-days';
import type { OfflineRootState } from '../offline/offline-slice';
import { PAST_DAYS_TEXTS as T } from '../past-days-texts';
import { PastDayEditor } from './past-day-editor';

type State = DashboardRootState & OfflineRootState;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

const KEPT = 'bg-emerald-100 text-emerald-900 ring-emerald-300';

/** A day's colour: done (a quit habit's, kept), partly done, over its limit, or empty. */
function shade(habit: Habit, day: HabitDay | undefined, counts: boolean): string {
  if (kindOf(habit) === 'quit' && counts) {
    return day && !reaches(habit, day.count, day.target)
      ? 'bg-red-50 text-red-900 ring-red-200'
      : KEPT;
  }
  if (!day || day.count === 0) return 'bg-white text-slate-700 ring-slate-200';
  return reaches(habit, day.count, day.target) ? KEPT : 'bg-amber-50 text-amber-900 ring-amber-200';
}

/**
 * A habit's month, each day a button: choose one to set its count or note
 * (docs/decisions/031-past-days-and-notes.md). Days before the habit and after today are shown
 * but cannot be chosen.
 */
export function PastDaysDialog({ habit, onClose }: { habit: Habit; onClose: () => void }) {
  const dispatch = useDispatch<ThunkDispatch<State, unknown, UnknownAction>>();
  const zone = usableZone(useSelector((state: State) => state.auth.user?.timezone));
  const offline = useSelector((state: State) => state.offline.isOffline);
  const today = habit.today.date;
  // The habit's first day in the person's zone (a habit made "tomorrow" further east has today).
  const made = localDay(new Date(habit.createdAt), zone);
  const createdOn = made < today ? made : today;
  const [month, setMonth] = useState<Day>(today);
  const { leadingBlanks, days } = monthDays(month);
  const first = days[0] ?? month;
  const last = days.at(-1) ?? month;
  const { state, put, retry } = useHabitDays(habit._id, first, last);
  const [chosen, setChosen] = useState<Day | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const stored = (day: Day) => (state.status === 'ready' ? state.days.get(day) : undefined);
  const chosenDay: HabitDay | null = chosen
    ? (stored(chosen) ?? {
        date: chosen,
        count: 0,
        target: currentTarget(habit),
        note: null,
        corrected: false,
      })
    : null;

  const save = async (changes: Parameters<typeof setHabitDay>[0]['changes'], open: boolean) => {
    if (!chosen) return;
    setSaving(true);
    setError(null);
    const result = await dispatch(setHabitDay({ habitId: habit._id, date: chosen, changes, open }));
    setSaving(false);
    if (setHabitDay.fulfilled.match(result)) {
      put(result.payload.day);
      toast.success(
        result.payload.day.corrected && (changes.count ?? changes.amount) !== undefined
          ? T.savedCorrection
          : T.saved,
      );
    } else {
      setError(result.payload?.message ?? T.saveFailed);
    }
  };

  const label = (day: Day) => {
    const name = formatDay(day, { weekday: 'long', day: 'numeric', month: 'long' });
    if (day > today) return `${name}: ${T.notYet}`;
    if (day < createdOn) return `${name}: ${T.beforeHabit}`;
    const entry = stored(day);
    const parts = [dayText(habit, name, entry?.count ?? 0, entry?.target ?? currentTarget(habit))];
    if (entry?.note) parts.push(T.withNote);
    if (entry?.corrected) parts.push(T.corrected);
    return parts.join(', ');
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={T.title(habit.name)}
      description={T.description}
      size="lg"
      preventClose={saving}
    >
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={T.previousMonth}
          disabled={first <= createdOn}
          onClick={() => setMonth(otherMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <p aria-live="polite" className="font-semibold text-slate-900">
          {formatDay(first, MONTH)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-label={T.nextMonth}
          disabled={last >= today}
          onClick={() => setMonth(otherMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>

      {state.status === 'failed' ? (
        <div role="alert" className="mt-4 space-y-3 text-sm text-slate-600">
          <p>{offline ? T.offline : T.loadFailed}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <div className="mt-4" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && (
            <span className="sr-only" role="status">
              {T.loading}
            </span>
          )}
          <div
            aria-hidden="true"
            className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-slate-500"
          >
            {WEEKDAYS.map((name) => (
              <span key={name}>{name}</span>
            ))}
          </div>
          <ul className="mt-1 grid grid-cols-7 gap-1">
            {Array.from({ length: leadingBlanks }, (_, i) => (
              <li key={`blank-${i}`} aria-hidden="true" />
            ))}
            {days.map((day) => {
              const entry = stored(day);
              const disabled = day > today || day < createdOn;
              // A measure's amount, a quit habit's slips, under the date (the label says it too).
              const figure = disabled ? null : dayCellText(habit, entry?.count ?? 0);
              return (
                <li key={day}>
                  {state.status === 'loading' ? (
                    <Skeleton className="h-11" />
                  ) : (
                    <button
                      type="button"
                      disabled={disabled}
                      aria-pressed={chosen === day}
                      aria-label={label(day)}
                      onClick={() => {
                        setChosen(day);
                        setError(null);
                      }}
                      className={`relative flex h-11 w-full items-center justify-center rounded-lg text-sm font-medium tabular-nums ring-1 transition ring-inset focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40 ${shade(habit, entry, !disabled)} ${
                        chosen === day ? 'ring-2 ring-indigo-600' : ''
                      } ${day === today ? 'underline decoration-2 underline-offset-4' : ''}`}
                    >
                      {Number(day.slice(8))}
                      {figure !== null && (
                        <span
                          aria-hidden="true"
                          data-figure
                          className="absolute right-1 bottom-0.5 text-[10px] leading-none"
                        >
                          {figure}
                        </span>
                      )}
                      {entry?.note && (
                        <NotebookPen
                          aria-hidden="true"
                          className="absolute top-0.5 right-0.5 size-3"
                        />
                      )}
                      {entry?.corrected && (
                        <span
                          aria-hidden="true"
                          className="absolute bottom-0.5 left-1 text-[10px] leading-none"
                        >
                          ✎
                        </span>
                      )}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {chosenDay && state.status === 'ready' && (
        <PastDayEditor
          key={`${chosenDay.date}:${chosenDay.count}:${chosenDay.note ?? ''}`}
          day={chosenDay}
          kind={kindOf(habit)}
          unit={habit.unit}
          zone={zone}
          offline={offline}
          saving={saving}
          error={error}
          onSave={(changes, open) => void save(changes, open)}
        />
      )}
    </Modal>
  );
}
