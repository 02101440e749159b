import { TOAST_MS, type CreateHabitRequest } from '@streakwise/shared';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useDashboardDispatch, useDashboardSelector } from '../habits-hooks';
import { DASHBOARD_SPEC_TEXTS, HABITS_TEXTS } from '../habits-texts';
import { createHabit } from '../habits-thunks';
import { toCreateRequest } from '../model/habit-form';
import { AddHabitForm } from './add-habit-form';

interface AddHabitModalProps {
  open: boolean;
  onClose: () => void;
}

export function AddHabitModal({ open, onClose }: AddHabitModalProps) {
  const dispatch = useDashboardDispatch();
  const formId = useId();
  const isCreating = useDashboardSelector((state) => state.habits.isCreating);
  const plan = useDashboardSelector((state) => state.auth.user?.subscription.type ?? 'free');
  const canCustomize = plan !== 'free';

  const onCreate = async (values: CreateHabitRequest) => {
    const action = await dispatch(createHabit(toCreateRequest(values, canCustomize)));
    if (createHabit.fulfilled.match(action)) {
      toast.success(HABITS_TEXTS.created(action.payload.name), { duration: TOAST_MS });
      onClose();
      return undefined;
    }
    if (action.payload) toast.error(action.payload.message);
    return action.payload;
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={DASHBOARD_SPEC_TEXTS.addHabit}
      description={HABITS_TEXTS.addHabitIntro}
      preventClose={isCreating}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isCreating}>
            {DASHBOARD_SPEC_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={isCreating}>
            {DASHBOARD_SPEC_TEXTS.addHabit}
          </Button>
        </>
      }
    >
      <AddHabitForm formId={formId} canCustomize={canCustomize} onSubmit={onCreate} />
    </Modal>
  );
}
