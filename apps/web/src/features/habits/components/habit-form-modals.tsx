import { lazy } from 'react';

// NOTE: the habit form brings react-hook-form and zod, otherwise the largest part of the
// dashboard's download. It is fetched when a person reaches for it (see prepareHabitForm) or
// opens it, not with the dashboard.
const loadForm = () => import('./add-habit-form');

/** A head start on the form while the pointer or focus is on a button that opens it. */
export function prepareHabitForm(): void {
  void loadForm();
}

export const AddHabitModal = lazy(() =>
  import('./add-habit-modal').then((module) => ({ default: module.AddHabitModal })),
);

export const EditHabitModal = lazy(() =>
  import('./edit-habit-modal').then((module) => ({ default: module.EditHabitModal })),
);
