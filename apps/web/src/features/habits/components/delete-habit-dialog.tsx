import type { Habit } from '@streakwise/shared';
import type { RefObject } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DASHBOARD_SPEC_TEXTS, HABITS_TEXTS } from '../habits-texts';

interface DeleteHabitDialogProps {
  habit: Habit | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Takes focus once the habit (and the button that asked) is gone. */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** Deleting asks first, naming the habit (docs/product.md §2). */
export function DeleteHabitDialog({
  habit,
  isDeleting,
  onConfirm,
  onCancel,
  fallbackFocus,
}: DeleteHabitDialogProps) {
  return (
    <ConfirmDialog
      open={habit !== null}
      title={HABITS_TEXTS.deleteTitle}
      confirmLabel={DASHBOARD_SPEC_TEXTS.delete}
      cancelLabel={DASHBOARD_SPEC_TEXTS.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      isBusy={isDeleting}
      fallbackFocus={fallbackFocus}
    >
      {habit ? HABITS_TEXTS.deleteBody(habit.name) : null}
    </ConfirmDialog>
  );
}
