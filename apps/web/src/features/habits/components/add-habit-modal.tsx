import { TOAST_MS, type CreateHabitRequest } from '@streakwise/shared';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useDashboardDispatch, useDashboardSelector } from '../habits-hooks';
import { DASHBOARD_SPEC_TEXTS, HABITS_TEXTS } from '../habits-texts';
import { updateHabit } from '../habit-edit-thunks';
import { HABIT_REMINDER_TEXTS } from '../habit-reminder-texts';
import { createHabit } from '../habits-thunks';
import { useReminderDraft } from '../hooks/use-reminder-draft';
import { toCreateRequest } from '../model/habit-form';
import { reminderOf } from '../model/habit-reminder';
import { AddHabitForm } from './add-habit-form';
import { HabitReminderField } from './habit-reminder-field';

interface AddHabitModalProps {
  open: boolean;
  onClose: () => void;
}

export function AddHabitModal({ open, onClose }: AddHabitModalProps) {
  const dispatch = useDashboardDispatch();
  const formId = useId();
  const isCreating = useDashboardSelector((state) => state.habits.isCreating);
  const plan = useDashboardSelector((state) => state.auth.user?.subscription.type ?? 'free');
  const timeZone = useDashboardSelector((state) => state.auth.user?.timezone ?? 'UTC');
  const canCustomize = plan !== 'free';
  // A habit's own reminder is Premium's (docs/decisions/029-web-push.md).
  const canRemind = plan === 'premium';
  const reminder = useReminderDraft();
  const close = () => {
    reminder.reset();
    onClose();
  };

  const onCreate = async (values: CreateHabitRequest) => {
    if (canRemind && !reminder.check()) return undefined;
    const action = await dispatch(createHabit(toCreateRequest(values, canCustomize)));
    if (createHabit.fulfilled.match(action)) {
      toast.success(HABITS_TEXTS.created(action.payload.name), { duration: TOAST_MS });
      const wanted = canRemind ? reminderOf(reminder.draft) : null;
      close();
      // POST /api/habits takes no reminder: it follows in a PATCH on the new habit.
      if (wanted) {
        const set = await dispatch(
          updateHabit({ habitId: action.payload._id, changes: { reminder: wanted } }),
        );
        if (!updateHabit.fulfilled.match(set)) {
          toast.error(HABIT_REMINDER_TEXTS.notSavedAfterCreate(set.payload?.message));
        }
      }
      return undefined;
    }
    if (action.payload) toast.error(action.payload.message);
    return action.payload;
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={DASHBOARD_SPEC_TEXTS.addHabit}
      description={HABITS_TEXTS.addHabitIntro}
      preventClose={isCreating}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isCreating}>
            {DASHBOARD_SPEC_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={isCreating}>
            {DASHBOARD_SPEC_TEXTS.addHabit}
          </Button>
        </>
      }
    >
      <AddHabitForm formId={formId} canCustomize={canCustomize} onSubmit={onCreate}>
        <HabitReminderField canRemind={canRemind} timeZone={timeZone} {...reminder.field} />
      </AddHabitForm>
    </Modal>
  );
}
