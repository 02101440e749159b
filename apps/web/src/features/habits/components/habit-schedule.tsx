import type { Habit } from '@streakwise/shared';
import { CalendarCheck, CalendarDays, Moon, ShieldCheck } from 'lucide-react';
import { HABITS_TEXTS } from '../habits-texts';
import {
  doneThisWeek,
  isProtectedToday,
  isRestDayToday,
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
    return (
      <p className={`${note} font-medium text-sky-800`} data-note="protected">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-sky-600" />
        {HABITS_TEXTS.protectedToday}
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
