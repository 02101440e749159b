import { errorMessage, isApiError } from '../../lib/api-error';
import type { HabitsFailure } from './habits-types';

export function toHabitsFailure(error: unknown, fallback: string): HabitsFailure {
  const message = errorMessage(error, fallback);
  if (!isApiError(error)) return { message, status: 0 };
  return { message, status: error.status, code: error.code, fields: error.fields };
}
