import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Cross-field rules (matching confirmation, "different from current") only run once every field
 * parses, and react-hook-form re-checks just the field being edited. This re-checks the related
 * fields the person has already filled in, so their messages appear and clear as they type.
 */
export function useRevalidateTouched<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
) {
  const { getFieldState, trigger } = form;
  return (names: Path<T>[]) => {
    const filled = names.filter((name) => {
      const state = getFieldState(name);
      return state.isTouched || state.isDirty;
    });
    if (filled.length > 0) void trigger(filled);
  };
}
