import { TOAST_MS, type Habit } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { archiveHabit } from '../habit-edit-thunks';
import { useDashboardDispatch, useDashboardSelector } from '../habits-hooks';
import { HABITS_TEXTS } from '../habits-texts';

/**
 * Edit, archive and rest day for habit cards: which habit the modal, the confirmation or the
 * rest-day dialog is about.
 */
export function useHabitEdits() {
  const dispatch = useDashboardDispatch();
  const [toEdit, setToEdit] = useState<Habit | null>(null);
  const [toArchive, setToArchive] = useState<Habit | null>(null);
  const [toRest, setToRest] = useState<Habit | null>(null);
  const isArchiving = useDashboardSelector((state) =>
    toArchive ? state.habits.pending[toArchive._id] === 'archive' : false,
  );

  const confirmArchive = async () => {
    if (!toArchive) return;
    const action = await dispatch(archiveHabit(toArchive._id));
    if (archiveHabit.fulfilled.match(action)) {
      toast.success(HABITS_TEXTS.archived(toArchive.name), { duration: TOAST_MS });
      setToArchive(null);
    } else {
      toast.error(action.payload?.message ?? HABITS_TEXTS.archiveFailed);
      if (action.payload?.status === 404) setToArchive(null);
    }
  };

  return {
    toEdit,
    requestEdit: setToEdit,
    closeEdit: () => setToEdit(null),
    toArchive,
    isArchiving,
    requestArchive: setToArchive,
    cancelArchive: () => setToArchive(null),
    confirmArchive: () => void confirmArchive(),
    toRest,
    requestRestDay: setToRest,
    closeRestDay: () => setToRest(null),
  };
}
