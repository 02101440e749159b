import { TOAST_MS, type CreateHabitRequest, type Habit } from '@streakwise/shared';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { updateHabit } from '../habit-edit-thunks';
import { useDashboardDispatch, useDashboardSelector } from '../habits-hooks';
import { DASHBOARD_SPEC_TEXTS, HABITS_TEXTS } from '../habits-texts';
import { toChanges } from '../model/habit-form';
import { AddHabitForm } from './add-habit-form';

interface EditHabitModalProps {
  /** The habit to edit; null keeps the modal closed. */
  habit: Habit | null;
  onClose: () => void;
}

/** The Add Habit form, filled in with the habit; sends only what changed. */
export function EditHabitModal({ habit, onClose }: EditHabitModalProps) {
  const dispatch = useDashboardDispatch();
  const formId = useId();
  const isUpdating = useDashboardSelector((state) => state.habits.isUpdating);
  const plan = useDashboardSelector((state) => state.auth.user?.subscription.type ?? 'free');
  const canCustomize = plan !== 'free';
  if (!habit) return null;

  const onSave = async (values: CreateHabitRequest) => {
    const changes = toChanges(values, habit, canCustomize);
    if (Object.keys(changes).length === 0) {
      onClose();
      return undefined;
    }
    const action = await dispatch(updateHabit({ habitId: habit._id, changes }));
    if (updateHabit.fulfilled.match(action)) {
      toast.success(HABITS_TEXTS.updated(action.payload.name), { duration: TOAST_MS });
      onClose();
      return undefined;
    }
    if (action.payload) toast.error(action.payload.message);
    if (action.payload?.status === 404) onClose();
    return action.payload;
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={HABITS_TEXTS.editTitle}
      description={HABITS_TEXTS.editIntro}
      preventClose={isUpdating}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isUpdating}>
            {DASHBOARD_SPEC_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={isUpdating}>
            {HABITS_TEXTS.saveChanges}
          </Button>
        </>
      }
    >
      <AddHabitForm
        key={habit._id}
        formId={formId}
        canCustomize={canCustomize}
        habit={habit}
        onSubmit={onSave}
      />
    </Modal>
  );
}
