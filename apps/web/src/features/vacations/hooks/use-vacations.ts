import { MESSAGES, TOAST_MS, type Habit, type Vacation } from '@streakwise/shared';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import {
  serverFieldErrors,
  vacationRequest,
  type VacationFieldErrors,
  type VacationFormValues,
} from '../model/vacation-form';
import type { VacationPhase } from '../model/vacation-list';
import { vacationsApi } from '../vacations-api';
import { VACATIONS_TEXTS as T } from '../vacations-texts';

export type VacationsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; vacations: Vacation[]; habits: Habit[] };

const LOADING: VacationsState = { status: 'loading' };

/**
 * The person's vacations and active habits (for the form and for naming a vacation's habits),
 * loaded together on arrival and again on `reload`; a reply to an earlier attempt is dropped.
 */
export function useVacations() {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; state: VacationsState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: VacationsState) => {
      if (!controller.signal.aborted) setSettled({ attempt, state });
    };
    Promise.all([
      vacationsApi.list(controller.signal),
      vacationsApi.activeHabits(controller.signal),
    ]).then(
      ([vacations, habits]) => settle({ status: 'ready', vacations, habits }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [attempt]);

  const change = (edit: (vacations: Vacation[]) => Vacation[]) =>
    setSettled((previous) =>
      previous?.state.status === 'ready'
        ? { ...previous, state: { ...previous.state, vacations: edit(previous.state.vacations) } }
        : previous,
    );

  /** Null once saved; else what to show on the fields (empty when a toast said it instead). */
  const create = async (values: VacationFormValues): Promise<VacationFieldErrors | null> => {
    try {
      const vacation = await vacationsApi.create(vacationRequest(values));
      change((vacations) => [...vacations, vacation]);
      toast.success(T.saved, { duration: TOAST_MS });
      return null;
    } catch (error) {
      const fields = serverFieldErrors(isApiError(error) ? error.fields : undefined);
      if (Object.keys(fields).length > 0) return fields;
      toast.error(errorMessage(error, T.saveFailed, MESSAGES.networkError));
      return {};
    }
  };

  /** True once the vacation is gone, including when the server had already lost it. */
  const remove = async (vacation: Vacation, phase: VacationPhase): Promise<boolean> => {
    try {
      await vacationsApi.remove(vacation._id);
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) {
        toast.error(errorMessage(error, T.deleteFailed, MESSAGES.networkError));
        return false;
      }
    }
    change((vacations) => vacations.filter((item) => item._id !== vacation._id));
    toast.success(phase === 'current' ? T.ended : T.cancelled, { duration: TOAST_MS });
    return true;
  };

  return {
    state: settled?.attempt === attempt ? settled.state : LOADING,
    reload: () => setAttempt((count) => count + 1),
    create,
    remove,
  };
}
