import { MESSAGES, TOAST_MS, type Day, type Habit } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useStore } from 'react-redux';
import { announceCheckIn, announceUndo } from '../../gamification';
import { QUEUED_OFFLINE } from '../offline/offline-queue';
import { useDashboardDispatch, useDashboardSelector } from '../habits-hooks';
import { HABITS_TEXTS } from '../habits-texts';
import type { CheckInEntry, DashboardRootState, HabitsFailure } from '../habits-types';
import { completeHabit, deleteHabit, undoCompletion } from '../habits-thunks';

/** How a check-in ended, for the card that asked: the habit as the reply has it, or the code. */
export type CheckInEnd = { ok: true; habit: Habit } | { ok: false; code: HabitsFailure['code'] };

/** Check-in, undo and delete for habit cards, with their toasts and the delete confirmation. */
export function useHabitActions() {
  const dispatch = useDashboardDispatch();
  const store = useStore<DashboardRootState>();
  const currentHabit = (id: string) => store.getState().habits.items.find((h) => h._id === id);
  const [toDelete, setToDelete] = useState<Habit | null>(null);
  const isDeleting = useDashboardSelector((state) =>
    toDelete ? state.habits.pending[toDelete._id] === 'delete' : false,
  );

  /** `date`: yesterday, for a late check-in. Failures show the server's message (e.g. DAY_CLOSED). */
  const complete = async (habit: Habit, entry: CheckInEntry, date?: Day): Promise<CheckInEnd> => {
    const action = await dispatch(
      completeHabit(
        date ? { habitId: habit._id, ...entry, date } : { habitId: habit._id, ...entry },
      ),
    );
    if (completeHabit.fulfilled.match(action)) {
      announceCheckIn(action.payload);
      return { ok: true, habit: action.payload.habit };
    }
    if (action.payload?.code === QUEUED_OFFLINE) {
      toast.success(action.payload.message, { duration: TOAST_MS });
      return { ok: true, habit: currentHabit(habit._id) ?? habit };
    }
    toast.error(action.payload?.message ?? MESSAGES.completeHabitFailed);
    return { ok: false, code: action.payload?.code };
  };

  const undo = async (habit: Habit) => {
    const action = await dispatch(undoCompletion(habit._id));
    if (undoCompletion.fulfilled.match(action)) {
      toast.success(HABITS_TEXTS.undone, { duration: TOAST_MS });
      announceUndo(action.payload);
    } else if (action.payload?.code === QUEUED_OFFLINE) {
      toast.success(action.payload.message, { duration: TOAST_MS });
    } else {
      toast.error(action.payload?.message ?? HABITS_TEXTS.undoFailed);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const action = await dispatch(deleteHabit(toDelete._id));
    if (deleteHabit.fulfilled.match(action)) {
      toast.success(HABITS_TEXTS.deleted(toDelete.name), { duration: TOAST_MS });
      setToDelete(null);
    } else {
      toast.error(action.payload?.message ?? MESSAGES.deleteHabitFailed);
      if (action.payload?.status === 404) setToDelete(null);
    }
  };

  return {
    complete,
    undo: (habit: Habit) => void undo(habit),
    toDelete,
    isDeleting,
    requestDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete: () => void confirmDelete(),
  };
}
