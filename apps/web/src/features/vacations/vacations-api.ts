import type { Habit, Vacation, VacationRequest } from '@streakwise/shared';
import { api } from '../../lib/api';

const vacationPath = (id: string) => `/vacations/${encodeURIComponent(id)}`;

/** /api/vacations (docs/decisions/017-fair-streaks.md), and the active habits a vacation may name. */
export const vacationsApi = {
  list: (signal?: AbortSignal) => api.get<Vacation[]>('/vacations', { signal }),
  create: (body: VacationRequest) => api.post<Vacation>('/vacations', body),
  remove: (id: string) => api.delete<undefined>(vacationPath(id)),
  // NOTE: the settings page does not load the habits store, so the form asks for them itself.
  activeHabits: (signal?: AbortSignal) => api.get<Habit[]>('/habits', { signal }),
};
