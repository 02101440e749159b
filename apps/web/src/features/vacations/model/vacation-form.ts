import { VACATION_MAX_DAYS, type Day, type VacationRequest } from '@streakwise/shared';
import { VACATIONS_TEXTS as T } from '../vacations-texts';
import { vacationDays } from './vacation-list';

export type VacationScope = 'all' | 'chosen';

export interface VacationFormValues {
  /** 'YYYY-MM-DD', or '' while the date input is empty. */
  from: Day;
  to: Day;
  scope: VacationScope;
  habitIds: string[];
}

/** A message per field that is wrong, keyed as the server keys its `fields`. */
export type VacationFieldErrors = Partial<Record<'from' | 'to' | 'habitIds', string>>;

/**
 * The rules the server applies (docs/decisions/017-fair-streaks.md), checked before sending so a
 * mistake shows at once; the server's word still wins when it disagrees (say, a day just began).
 */
export function checkVacation(values: VacationFormValues, today: Day): VacationFieldErrors {
  const errors: VacationFieldErrors = {};
  if (!values.from) errors.from = T.fromRequired;
  else if (values.from < today) errors.from = T.inPast;
  if (!values.to) errors.to = T.toRequired;
  else if (values.from && values.to < values.from) errors.to = T.rangeInvalid;
  else if (values.from && vacationDays(values.from, values.to) > VACATION_MAX_DAYS) {
    errors.to = T.tooLong;
  }
  if (values.scope === 'chosen' && values.habitIds.length === 0) errors.habitIds = T.habitsRequired;
  return errors;
}

/** The request body: no `habitIds` means every active habit. */
export function vacationRequest(values: VacationFormValues): VacationRequest {
  const { from, to } = values;
  return values.scope === 'chosen' ? { from, to, habitIds: values.habitIds } : { from, to };
}

/** The server's `fields` on the form's three: `habitIds.0` and the like belong to the list. */
export function serverFieldErrors(fields: Record<string, string> | undefined): VacationFieldErrors {
  const errors: VacationFieldErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (key === 'from' || key === 'to') errors[key] ??= message;
    else if (key === 'habitIds' || key.startsWith('habitIds.')) errors.habitIds ??= message;
  }
  return errors;
}
