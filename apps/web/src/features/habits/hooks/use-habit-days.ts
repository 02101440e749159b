import type { Day, HabitDay } from '@streakwise/shared';
import { useCallback, useEffect, useState } from 'react';
import { habitsApi } from '../habits-api';

export type HabitDaysState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; days: Map<Day, HabitDay> };

const LOADING: HabitDaysState = { status: 'loading' };

/**
 * One range of a habit's days as the server stores them (count, note, correction), loaded again
 * when the range changes or on `retry`; a day saved is put in place with `put`. A reply to an
 * earlier request is dropped, so a slow month cannot overwrite the one shown.
 */
export function useHabitDays(habitId: string, from: Day, to: Day) {
  const [attempt, setAttempt] = useState(0);
  const request = `${habitId}:${from}:${to}:${attempt}`;
  const [settled, setSettled] = useState<{ request: string; state: HabitDaysState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: HabitDaysState) => {
      if (!controller.signal.aborted) setSettled({ request, state });
    };
    habitsApi.days(habitId, from, to, controller.signal).then(
      ({ days }) => settle({ status: 'ready', days: new Map(days.map((d) => [d.date, d])) }),
      () => settle({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [habitId, from, to, request]);

  const put = useCallback((day: HabitDay) => {
    setSettled((previous) =>
      previous?.state.status === 'ready'
        ? {
            ...previous,
            state: { status: 'ready', days: new Map(previous.state.days).set(day.date, day) },
          }
        : previous,
    );
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: settled?.request === request ? settled.state : LOADING, put, retry };
}
