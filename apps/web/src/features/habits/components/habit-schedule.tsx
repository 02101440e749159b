import { TOAST_MS, type Day, type Habit } from '@streakwise/shared';
import { CalendarCheck, CalendarDays, Moon, ShieldCheck } from 'lucide-react';
import type { MouseEvent } from 'react';
import toast from 'react-hot-toast';
import { formatDay, LONG_DAY, SHORT_DAY } from '../../../lib/day-format';
import { useDashboardDispatch, useDashboardSelector } from '../habits-hooks';
import { HABITS_TEXTS } from '../habits-texts';
import { removeRestDay } from '../habits-thunks';
import {
  doneThisWeek,
  isProtectedToday,
  isRestDayToday,
  restDayChoices,
  SCHEDULE_TEXTS,
  scheduleLabel,
} from '../model/schedule';

/** The card's "how often" tag, beside the category: "Every day", "Mon, Wed, Fri", "3× a week". */
export function ScheduleTag({ habit }: { habit: Habit }) {
  return (
    <span
      data-schedule={habit.schedule.kind}
      className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800"
    >
      <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{HABITS_TEXTS.scheduleLabel} </span>
      <span>{scheduleLabel(habit.schedule)}</span>
    </span>
  );
}

/**
 * What today means for the habit under its schedule: protected (a rest day planned ahead), not
 * due (a rest day of a weekday habit, which can still be checked in as an extra), or, for a weekly
 * habit, how far this week has come. Nothing for a daily habit on an ordinary day.
 */
export function ScheduleNote({ habit }: { habit: Habit }) {
  const note = 'mt-2 flex items-center gap-1.5 text-sm';
  if (isProtectedToday(habit)) {
    // A rest day can be taken back; a vacation's or a freeze's day is not one (habit.restDays).
    const restToday = habit.restDays.some((rest) => rest.date === habit.today.date);
    return (
      <p className={`${note} font-medium text-sky-800`} data-note="protected">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-sky-600" />
        {HABITS_TEXTS.protectedToday}
        {restToday && <RemoveRestDay habit={habit} date={habit.today.date} />}
      </p>
    );
  }
  if (habit.schedule.kind === 'weekly') {
    const done = doneThisWeek(habit);
    const met = done >= habit.schedule.times;
    return (
      <p
        className={`${note} ${met ? 'font-medium text-emerald-700' : 'text-slate-600'}`}
        data-note="week"
      >
        <CalendarCheck
          aria-hidden="true"
          className={`size-4 shrink-0 ${met ? 'text-emerald-600' : 'text-indigo-500'}`}
        />
        {SCHEDULE_TEXTS.weekProgress(done, habit.schedule.times)}
      </p>
    );
  }
  if (isRestDayToday(habit)) {
    return (
      <p className={`${note} text-slate-600`} data-note="rest">
        <Moon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        {HABITS_TEXTS.restDayToday}
      </p>
    );
  }
  return null;
}

/**
 * The rest days planned after today (today's is on the protected note), each with its reason and
 * a way to take it back: a plan that changed, or a tap on the wrong day.
 */
export function RestDaysAhead({ habit }: { habit: Habit }) {
  const ahead = habit.restDays.filter((rest) => rest.date > habit.today.date);
  if (ahead.length === 0) return null;
  const tomorrow = restDayChoices(habit.today.date).tomorrow;
  return (
    <ul className="mt-2 space-y-1 text-sm" data-note="rest-ahead">
      {ahead.map((rest) => (
        <li key={rest.date} className="flex items-center gap-1.5 text-slate-700">
          <Moon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className="min-w-0 break-words">
            {HABITS_TEXTS.restDayAhead(
              rest.date === tomorrow
                ? HABITS_TEXTS.tomorrowLower
                : HABITS_TEXTS.onDay(formatDay(rest.date, SHORT_DAY)),
            )}
            {rest.reason && <span className="text-slate-500"> · {rest.reason}</span>}
          </span>
          <RemoveRestDay habit={habit} date={rest.date} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Takes back one rest day (DELETE /api/habits/:id/skip). The button goes with the day, so focus
 * moves to the card's "Rest day…" button, where a new one can be planned.
 */
function RemoveRestDay({ habit, date }: { habit: Habit; date: Day }) {
  const dispatch = useDashboardDispatch();
  const busy = useDashboardSelector((state) => state.habits.pending[habit._id] !== undefined);
  const label = HABITS_TEXTS.removeRestDayFor(formatDay(date, LONG_DAY), habit.name);
  const remove = async (event: MouseEvent<HTMLButtonElement>) => {
    const card = event.currentTarget.closest('article');
    const action = await dispatch(removeRestDay({ habitId: habit._id, date }));
    if (removeRestDay.fulfilled.match(action)) {
      toast.success(HABITS_TEXTS.restDayRemoved, { duration: TOAST_MS });
      card?.querySelector<HTMLElement>('[data-action="rest-day"]')?.focus();
      return;
    }
    toast.error(action.payload?.message ?? HABITS_TEXTS.restDayRemoveFailed);
  };
  return (
    <button
      type="button"
      onClick={(event) => void remove(event)}
      disabled={busy}
      aria-label={label}
      title={label}
      className="ml-auto shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-indigo-700 transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {HABITS_TEXTS.removeRestDay}
    </button>
  );
}
