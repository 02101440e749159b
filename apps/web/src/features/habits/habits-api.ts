import type { CompleteResult, CreateHabitRequest, Day, Habit } from '@streakwise/shared';
import { api } from '../../lib/api';

const habitPath = (id: string) => `/habits/${encodeURIComponent(id)}`;

/** The habit endpoints of the HTTP contract (DESIGN §4). */
export const habitsApi = {
  list: (from?: Day) => api.get<Habit[]>(from ? `/habits?from=${from}` : '/habits'),
  create: (body: CreateHabitRequest) => api.post<Habit>('/habits', body),
  /** The key makes a retried request count once on the server. */
  complete: (id: string, count: number, idempotencyKey: string) =>
    api.patch<CompleteResult>(
      `${habitPath(id)}/complete`,
      { count },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  undo: (id: string) => api.delete<CompleteResult>(`${habitPath(id)}/complete`),
  remove: (id: string) => api.delete<undefined>(habitPath(id)),
};
