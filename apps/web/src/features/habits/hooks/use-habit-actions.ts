import { MESSAGES, TOAST_MS, type Habit } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { announceCheckIn } from '../../gamification';
import { useDashboardDispatch, useDashboardSelector } from '../habits-hooks';
import { HABITS_TEXTS } from '../habits-texts';
import { completeHabit, deleteHabit, undoCompletion } from '../habits-thunks';

/** Check-in, undo and delete for habit cards, with their toasts and the delete confirmation. */
export function useHabitActions() {
  const dispatch = useDashboardDispatch();
  const [toDelete, setToDelete] = useState<Habit | null>(null);
  const isDeleting = useDashboardSelector((state) =>
    toDelete ? state.habits.pending[toDelete._id] === 'delete' : false,
  );

  const complete = async (habit: Habit, count: number) => {
    const action = await dispatch(completeHabit({ habitId: habit._id, count }));
    if (completeHabit.fulfilled.match(action)) announceCheckIn(action.payload);
    else toast.error(action.payload?.message ?? MESSAGES.completeHabitFailed);
  };

  const undo = async (habit: Habit) => {
    const action = await dispatch(undoCompletion(habit._id));
    if (undoCompletion.fulfilled.match(action)) {
      toast.success(HABITS_TEXTS.undone, { duration: TOAST_MS });
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
    complete: (habit: Habit, count: number) => void complete(habit, count),
    undo: (habit: Habit) => void undo(habit),
    toDelete,
    isDeleting,
    requestDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete: () => void confirmDelete(),
  };
}
