import { FALLBACK_CATEGORY, MESSAGES } from '@streakwise/shared';

/** The wording of the categories section. */
export const CATEGORIES_TEXTS = {
  title: 'Categories',
  subtitle: 'Group your habits your way. The five built-in categories are always there.',
  builtIn: 'Built-in',
  yours: 'Your categories',
  none: 'No categories of your own yet.',
  loadFailed: 'We couldn’t load your categories.',
  retry: 'Try again',
  locked: `${MESSAGES.categoriesRequirePlan}.`,
  lockedLink: 'See Pro',
  keptNote: 'Kept from your paid plan: your habits keep them, but new ones can’t be made on Free.',
  newName: 'New category',
  newPlaceholder: 'e.g. Mindfulness',
  add: 'Add category',
  added: (name: string) => `“${name}” added`,
  renameLabel: (name: string) => `New name for ${name}`,
  rename: (name: string) => `Rename ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  renamed: (name: string) => `Renamed to “${name}”`,
  remove: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete category?',
  deleteBody: (name: string, habits: number | null) =>
    habits === null || habits === 0
      ? `“${name}” will be deleted. Any habits in it move to ${FALLBACK_CATEGORY}.`
      : `“${name}” will be deleted. Its ${habits} ${habits === 1 ? 'habit moves' : 'habits move'} to ${FALLBACK_CATEGORY}.`,
  deleteConfirm: 'Delete',
  deleted: (name: string) => `“${name}” deleted`,
  saveFailed: 'Failed to save the category',
  deleteFailed: 'Failed to delete the category',
} as const;
