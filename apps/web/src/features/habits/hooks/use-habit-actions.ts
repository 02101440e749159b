import { MESSAGES, TOAST_MS, type Day, type Habit } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { announceCheckIn, announceUndo } from '../../gamification';
import { useDashboardDispatch, useDashboardSelector } from '../habits-hooks';
import { HABITS_TEXTS } from '../habits-texts';
import { completeHabit, deleteHabit, undoCompletion } from '../habits-thunks';

/** How a check-in ended, for the card that asked: the habit as the reply has it, or the code. */
export type CheckInEnd = { ok: true; habit: Habit } | { ok: false; code: string | undefined };

/** Check-in, undo and delete for habit cards, with their toasts and the delete confirmation. */
export function useHabitActions() {
  const dispatch = useDashboardDispatch();
  const [toDelete, setToDelete] = useState<Habit | null>(null);
  const isDeleting = useDashboardSelector((state) =>
    toDelete ? state.habits.pending[toDelete._id] === 'delete' : false,
  );

  /** `date`: yesterday, for a late check-in. Failures show the server's message (e.g. DAY_CLOSED). */
  const complete = async (habit: Habit, count: number, date?: Day): Promise<CheckInEnd> => {
    const action = await dispatch(
      completeHabit(date ? { habitId: habit._id, count, date } : { habitId: habit._id, count }),
    );
    if (completeHabit.fulfilled.match(action)) {
      announceCheckIn(action.payload);
      return { ok: true, habit: action.payload.habit };
    }
    toast.error(action.payload?.message ?? MESSAGES.completeHabitFailed);
    return { ok: false, code: action.payload?.code };
  };

  const undo = async (habit: Habit) => {
    const action = await dispatch(undoCompletion(habit._id));
    if (undoCompletion.fulfilled.match(action)) {
      toast.success(HABITS_TEXTS.undone, { duration: TOAST_MS });
      announceUndo(action.payload);
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
