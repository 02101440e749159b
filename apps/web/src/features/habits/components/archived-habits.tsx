import { TOAST_MS, type Habit } from '@streakwise/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Notice } from '../../../components/notice';
import { fetchArchivedHabits, restoreHabit } from '../habit-edit-thunks';
import { useDashboardDispatch, useDashboardSelector } from '../habits-hooks';
import { HABITS_TEXTS } from '../habits-texts';
import { ArchivedHabitRow } from './archived-habit-row';

/** A disclosure under My Habits: the archived habits, loaded when opened, each with Restore. */
export function ArchivedHabits() {
  const dispatch = useDashboardDispatch();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { items, status, error } = useDashboardSelector((state) => state.habits.archived);
  const pending = useDashboardSelector((state) => state.habits.pending);
  const timeZone = useDashboardSelector((state) => state.auth.user?.timezone ?? 'Europe/London');

  const toggle = () => {
    if (!open) void dispatch(fetchArchivedHabits());
    setOpen(!open);
  };

  const restore = async (habit: Habit) => {
    const action = await dispatch(restoreHabit(habit._id));
    if (restoreHabit.fulfilled.match(action)) {
      toast.success(HABITS_TEXTS.restored(habit.name), { duration: TOAST_MS });
    } else {
      toast.error(action.payload?.message ?? HABITS_TEXTS.restoreFailed);
    }
  };

  return (
    <section className="rounded-2xl border border-slate-200/80 bg-white">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          {HABITS_TEXTS.archivedHabits}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 text-slate-500 transition ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      {open && (
        <div id={panelId} className="border-t border-slate-100">
          {(status === 'idle' || status === 'loading') && (
            <p role="status" className="px-4 py-3 text-sm text-slate-600">
              {HABITS_TEXTS.archivedLoading}
            </p>
          )}
          {status === 'failed' && (
            <div className="p-4">
              <Notice tone="error" role="alert">
                <p>{error ?? HABITS_TEXTS.archivedLoadFailed}</p>
              </Notice>
            </div>
          )}
          {status === 'succeeded' && items.length === 0 && (
            <p className="px-4 py-3 text-sm text-slate-600">{HABITS_TEXTS.archivedEmpty}</p>
          )}
          {status === 'succeeded' && items.length > 0 && (
            <ul aria-label={HABITS_TEXTS.archivedHabits} className="divide-y divide-slate-100">
              {items.map((habit) => (
                <ArchivedHabitRow
                  key={habit._id}
                  habit={habit}
                  timeZone={timeZone}
                  isRestoring={pending[habit._id] === 'restore'}
                  busy={pending[habit._id] !== undefined}
                  onRestore={() => void restore(habit)}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
