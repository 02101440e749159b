import type { HabitReminder } from '@streakwise/shared';

/** The reminder as the form edits it: days as the weekday toggles count them (Sunday = 0). */
export interface ReminderDraft {
  enabled: boolean;
  time: string;
  days: number[];
}

const DEFAULT_TIME = '08:00';
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** ISO weekdays (Sunday = 7, as the API counts) and the toggles' (Sunday = 0), both ways. */
const toToggle = (iso: number) => iso % 7;
const toIso = (day: number) => (day === 0 ? 7 : day);

export function reminderDraft(reminder: HabitReminder | null | undefined): ReminderDraft {
  if (!reminder) return { enabled: false, time: DEFAULT_TIME, days: [] };
  return {
    enabled: true,
    time: reminder.time,
    days: (reminder.days ?? []).map(toToggle).sort((a, b) => a - b),
  };
}

export const draftTimeIsValid = (draft: ReminderDraft) =>
  !draft.enabled || TIME_OF_DAY.test(draft.time);

/** What PATCH sends: null for none; no `days` for every day the habit is due. */
export function reminderOf(draft: ReminderDraft): HabitReminder | null {
  if (!draft.enabled) return null;
  const days = draft.days.map(toIso).sort((a, b) => a - b);
  return days.length > 0 ? { time: draft.time, days } : { time: draft.time };
}

/** Whether the draft says something else than the habit's stored reminder. */
export function reminderChanged(draft: ReminderDraft, stored: HabitReminder | null | undefined) {
  const next = reminderOf(draft);
  const before = stored ? reminderOf(reminderDraft(stored)) : null;
  return JSON.stringify(next) !== JSON.stringify(before);
}
