import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { localDay, type Day } from '@streakwise/shared';
import { ApiError, isApiError } from '../../../lib/api-error';
import { checkInQueued, undoQueued } from './offline-actions';
import type { OutboxEntry } from './offline-db';
import { outboxRead } from './offline-slice';
import { OFFLINE_TEXTS } from './offline-texts';
import { cancelQueuedCheckIn, enqueue, queuedEntries, refusedEntries } from './outbox';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The code a check-in or undo kept on this device rejects with: not an error to the person. */
export const QUEUED_OFFLINE = 'QUEUED_OFFLINE' as const;

export const queuedFailure = () => ({
  message: OFFLINE_TEXTS.queued,
  status: 0,
  code: QUEUED_OFFLINE,
});

/** The browser knows it has no network: no request is tried. */
export function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** No request could go out, or no reply came back: keep the action for later. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.isNetworkError;
}

export const noNetwork = () => new ApiError({ status: 0, isNetworkError: true });

/** The person's day now, in their zone (the browser's while the account has none). */
export function personDay(timeZone: string | undefined): Day {
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    return localDay(new Date(), timeZone ?? browser);
  } catch {
    return localDay(new Date(), browser);
  }
}

/** Copies the outbox into the store, for the banner and its counts. */
export async function readOutbox(dispatch: Dispatch): Promise<void> {
  const [queued, refused] = await Promise.all([queuedEntries(), refusedEntries()]);
  dispatch(outboxRead({ queued, refused }));
}

/** A check-in made offline: kept in IndexedDB under its key, and shown at once. */
export async function keepCheckIn(dispatch: Dispatch, entry: OutboxEntry): Promise<void> {
  await enqueue(entry);
  dispatch(
    checkInQueued({
      habitId: entry.habitId,
      count: entry.count,
      ...(entry.amount !== undefined ? { amount: entry.amount } : {}),
      date: entry.date,
    }),
  );
  await readOutbox(dispatch);
}

/**
 * An undo made offline: it takes back a check-in still waiting here, or waits itself to be
 * sent; either way the card shows one unit fewer at once.
 */
export async function keepUndo(dispatch: Dispatch, entry: OutboxEntry): Promise<void> {
  const ofDay = (await queuedEntries()).filter(
    (kept) => kept.habitId === entry.habitId && kept.date === entry.date,
  );
  const amount = ofDay.at(-1)?.amount;
  if (await cancelQueuedCheckIn(entry.habitId, entry.date)) {
    // A measure's queued entry taken back: its amount leaves the day's total on screen too.
    dispatch(undoQueued({ habitId: entry.habitId, date: entry.date, amount }));
  } else {
    await enqueue(entry);
    dispatch(undoQueued({ habitId: entry.habitId, date: entry.date }));
  }
  await readOutbox(dispatch);
}
