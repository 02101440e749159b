import type { Category } from '@streakwise/shared';
import type { RefObject } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CATEGORIES_TEXTS as T } from '../categories-texts';
import { selectKnownHabits, useCategoriesSelector } from '../categories-hooks';
import { habitsIn } from '../model/category-list';

interface DeleteCategoryDialogProps {
  category: Category | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Takes focus once the category (and the button that asked) is gone. */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** Asks first, saying how many habits move to Other when the habits are loaded. */
export function DeleteCategoryDialog({
  category,
  isDeleting,
  onConfirm,
  onCancel,
  fallbackFocus,
}: DeleteCategoryDialogProps) {
  const habits = useCategoriesSelector(selectKnownHabits);
  return (
    <ConfirmDialog
      open={category !== null}
      title={T.deleteTitle}
      confirmLabel={T.deleteConfirm}
      cancelLabel={T.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      isBusy={isDeleting}
      fallbackFocus={fallbackFocus}
    >
      {category ? T.deleteBody(category.name, habits ? habitsIn(category, habits) : null) : null}
    </ConfirmDialog>
  );
}
