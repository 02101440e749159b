import { TOAST_MS, type CreateHabitRequest, type Habit } from '@streakwise/shared';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { updateHabit } from '../habit-edit-thunks';
import { useDashboardDispatch, useDashboardSelector } from '../habits-hooks';
import { DASHBOARD_SPEC_TEXTS, HABITS_TEXTS } from '../habits-texts';
import { toChanges } from '../model/habit-form';
import { useReminderDraft } from '../hooks/use-reminder-draft';
import { reminderChanged, reminderOf } from '../model/habit-reminder';
import { HabitReminderField } from './habit-reminder-field';
import { AddHabitForm } from './add-habit-form';

interface EditHabitModalProps {
  /** The habit to edit; null keeps the modal closed. */
  habit: Habit | null;
  onClose: () => void;
}

/** The Add Habit form, filled in with the habit; sends only what changed. */
export function EditHabitModal({ habit, onClose }: EditHabitModalProps) {
  if (!habit) return null;
  // A fresh form (and reminder draft) for each habit opened.
  return <EditHabitDialog key={habit._id} habit={habit} onClose={onClose} />;
}

function EditHabitDialog({ habit, onClose }: { habit: Habit; onClose: () => void }) {
  const dispatch = useDashboardDispatch();
  const formId = useId();
  const isUpdating = useDashboardSelector((state) => state.habits.isUpdating);
  const plan = useDashboardSelector((state) => state.auth.user?.subscription.type ?? 'free');
  const timeZone = useDashboardSelector((state) => state.auth.user?.timezone ?? 'UTC');
  const canCustomize = plan !== 'free';
  // A habit's own reminder is Premium's (docs/decisions/029-web-push.md).
  const canRemind = plan === 'premium';
  const reminder = useReminderDraft(habit.reminder);

  const onSave = async (values: CreateHabitRequest) => {
    if (canRemind && !reminder.check()) return undefined;
    const changes = toChanges(values, habit, canCustomize);
    if (canRemind && reminderChanged(reminder.draft, habit.reminder)) {
      changes.reminder = reminderOf(reminder.draft);
    }
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
      <AddHabitForm formId={formId} canCustomize={canCustomize} habit={habit} onSubmit={onSave}>
        <HabitReminderField canRemind={canRemind} timeZone={timeZone} {...reminder.field} />
      </AddHabitForm>
    </Modal>
  );
}
