import type { Day, PushPayload } from '@streakwise/shared';
import { openProgress } from './open-progress.js';
import type { OpenHabit } from './open-habits.js';

/* The reminders' push payloads (docs/decisions/029-web-push.md): what the service worker shows. */

const progress = (h: OpenHabit) => {
  const done = openProgress(h);
  return done === null ? 'not done yet' : `${done} so far`;
};

/**
 * `doneToken` lets the notification's "Done" action check the habit in (push/done-token.ts): one
 * check-in of a count. A measure's needs an amount, so its reminder opens the app instead.
 */
export function habitReminderPush(habit: OpenHabit, day: Day, doneToken: string): PushPayload {
  return {
    type: 'habit-reminder',
    habitId: habit.id,
    habitName: habit.name,
    date: day,
    title: habit.name,
    body: `Time for ${habit.name}: ${progress(habit)} today.`,
    ...(habit.kind === 'count' ? { doneToken } : {}),
  };
}

export function dailyReminderPush(open: readonly OpenHabit[], day: Day): PushPayload {
  const [first] = open;
  return {
    type: 'daily-reminder',
    date: day,
    title:
      open.length === 1 ? '1 habit still to do today' : `${open.length} habits still to do today`,
    body:
      open.length === 1 && first
        ? `${first.name}: ${progress(first)}.`
        : open.map((h) => h.name).join(', '),
    habits: open.map((h) => ({ habitId: h.id, habitName: h.name })),
  };
}
