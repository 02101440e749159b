import type { HabitReminder } from '@streakwise/shared';
import { useId, useState } from 'react';
import { HABIT_REMINDER_TEXTS } from '../habit-reminder-texts';
import { draftTimeIsValid, reminderDraft, type ReminderDraft } from '../model/habit-reminder';

/**
 * The Reminder field's draft for Add and Edit habit, kept beside the habit form (the create
 * schema has no reminder). `check` shows a wrong time on the field and focuses it.
 */
export function useReminderDraft(stored?: HabitReminder | null) {
  const timeId = useId();
  const [draft, setDraft] = useState<ReminderDraft>(() => reminderDraft(stored));
  const [error, setError] = useState<string>();

  return {
    draft,
    check(): boolean {
      if (draftTimeIsValid(draft)) return true;
      setError(HABIT_REMINDER_TEXTS.timeInvalid);
      document.getElementById(timeId)?.focus();
      return false;
    },
    reset() {
      setDraft(reminderDraft(stored));
      setError(undefined);
    },
    /** The props HabitReminderField takes besides `canRemind` and `timeZone`. */
    field: {
      draft,
      error,
      timeId,
      onChange: (next: ReminderDraft) => {
        setDraft(next);
        setError(undefined);
      },
    },
  };
}
