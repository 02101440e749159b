import { MESSAGES, TOAST_MS, type Vacation } from '@streakwise/shared';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useCreateVacationMutation, useDeleteVacationMutation } from '../api/vacations-api';
import {
  serverFieldErrors,
  vacationRequest,
  type VacationFieldErrors,
  type VacationFormValues,
} from '../model/vacation-form';
import type { VacationPhase } from '../model/vacation-list';
import { VACATIONS_TEXTS as T } from '../vacations-texts';

/** Planning a vacation and calling one off, each confirmed by the server before it shows. */
export function useVacationActions() {
  const [createVacation] = useCreateVacationMutation();
  const [deleteVacation] = useDeleteVacationMutation();

  /** Null once saved; else what to show on the fields (empty when a toast said it instead). */
  const create = async (values: VacationFormValues): Promise<VacationFieldErrors | null> => {
    try {
      await createVacation(vacationRequest(values)).unwrap();
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
      await deleteVacation(vacation._id).unwrap();
    } catch (error) {
      toast.error(errorMessage(error, T.deleteFailed, MESSAGES.networkError));
      return false;
    }
    toast.success(phase === 'current' ? T.ended : T.cancelled, { duration: TOAST_MS });
    return true;
  };

  return { create, remove };
}
