import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/** Puts the server's `fields` messages on the matching inputs; true when any matched. */
export function applyServerFieldErrors<T extends FieldValues>(
  fields: Record<string, string> | undefined,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): boolean {
  if (!fields) return false;
  let applied = false;
  for (const name of known) {
    const message = fields[name];
    if (message) {
      setError(name, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** The same for a failed call: the fields of the API error it threw, if it was one. */
export function applyErrorFields<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): boolean {
  return applyServerFieldErrors(isApiError(error) ? error.fields : undefined, setError, known);
}
