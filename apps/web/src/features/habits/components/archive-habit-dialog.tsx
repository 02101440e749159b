import type { Habit } from '@streakwise/shared';
import type { RefObject } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DASHBOARD_SPEC_TEXTS, HABITS_TEXTS } from '../habits-texts';

interface ArchiveHabitDialogProps {
  habit: Habit | null;
  isArchiving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Takes focus once the habit (and the button that asked) has left the list. */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** Archiving is the gentle alternative to deleting: it asks briefly and says what is kept. */
export function ArchiveHabitDialog({
  habit,
  isArchiving,
  onConfirm,
  onCancel,
  fallbackFocus,
}: ArchiveHabitDialogProps) {
  return (
    <ConfirmDialog
      open={habit !== null}
      title={HABITS_TEXTS.archiveTitle}
      confirmLabel={HABITS_TEXTS.archive}
      cancelLabel={DASHBOARD_SPEC_TEXTS.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      isBusy={isArchiving}
      tone="primary"
      fallbackFocus={fallbackFocus}
    >
      {habit ? HABITS_TEXTS.archiveBody(habit.name) : null}
    </ConfirmDialog>
  );
}
