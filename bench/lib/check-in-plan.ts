import type { SeededHabit } from './seed.js';

/**
 * The check-in case's simulated days. Each day: one check-in (count 1) on every habit whose target
 * is 2 or more, and on one of the target-1 habits, taking turns. Under load the server does not
 * answer strictly in order, so a request may be processed a simulated day late; this plan leaves
 * room for that (a target-1 habit comes round only every few days; a target-2 habit has room for
 * one late check-in), so ALREADY_COMPLETE (409) only appears when a request is overtaken by more
 * than about two days' worth of others. Both partial and completing check-ins are measured.
 */
export function checkInDays(habits: SeededHabit[]): string[][] {
  const path = (habit: SeededHabit) => `/api/habits/${habit.id}/complete`;
  // Counts only: a measure's entries and a quit habit's slips are measured by their own cases.
  const counts = habits.filter((h) => h.kind === 'count');
  const singles = counts.filter((h) => h.dailyTarget === 1);
  const others = counts
    .filter((h) => h.dailyTarget > 1)
    .sort((a, b) => a.dailyTarget - b.dailyTarget)
    .map(path);
  if (singles.length === 0) return [others];
  return singles.map((single) => [path(single), ...others]);
}
