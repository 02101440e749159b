import { HABIT_NOTE_MAX_LENGTH, LATE_LOG_CUTOFF_HOUR } from '@streakwise/shared';

/** The past-days dialog (docs/decisions/031-past-days-and-notes.md). */
export const PAST_DAYS_TEXTS = {
  open: (name: string) => `Past days of ${name}`,
  title: (name: string) => `Past days · ${name}`,
  description: 'Choose a day to set what you did, or to write a note.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  loading: 'Loading the month…',
  loadFailed: 'This month could not be loaded.',
  retry: 'Try again',
  dayLabel: (name: string, count: number, target: number) => `${name}: ${count} of ${target}`,
  withNote: 'has a note',
  corrected: 'corrected',
  notYet: 'not yet',
  beforeHabit: 'before the habit',
  count: (target: number) => `Done (of ${target})`,
  fewer: 'One fewer',
  more: 'One more',
  note: 'Note',
  noteHint: `Plain text, up to ${HABIT_NOTE_MAX_LENGTH} characters.`,
  hintToday: "Today's check-ins, with their points, as on the card.",
  hintYesterday: `A late check-in for yesterday, with its points. Until ${LATE_LOG_CUTOFF_HOUR}:00 yesterday can go up, not down.`,
  hintClosed:
    'A correction: your history, streak and rates change; points and badges stay as they were.',
  save: 'Save day',
  saving: 'Saving…',
  saved: 'Day saved',
  savedCorrection: 'Day corrected: history and streak updated, points unchanged',
  saveFailed: 'The day could not be saved. Please try again.',
  offline: 'You are offline. Setting a past day needs a connection.',
  correctedNote: 'Corrected after the day closed.',
} as const;
