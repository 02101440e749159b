import type {
  CompleteResult,
  CreateHabitRequest,
  Day,
  Habit,
  HabitDayList,
  SetHabitDayRequest,
  SetHabitDayResult,
  SkipDayRequest,
  UpdateHabitRequest,
} from '@streakwise/shared';
import { api } from '../../lib/api';
import type { CheckInEntry, SkipDayResult } from './habits-types';

const habitPath = (id: string) => `/habits/${encodeURIComponent(id)}`;

/** The habit endpoints of the HTTP contract (docs/architecture.md §4). */
export const habitsApi = {
  list: (from?: Day) => api.get<Habit[]>(from ? `/habits?from=${from}` : '/habits'),
  create: (body: CreateHabitRequest) => api.post<Habit>('/habits', body),
  listArchived: () => api.get<Habit[]>('/habits?archived=true'),
  update: (id: string, body: UpdateHabitRequest) => api.patch<Habit>(habitPath(id), body),
  archive: (id: string) => api.post<Habit>(`${habitPath(id)}/archive`),
  restore: (id: string) => api.delete<Habit>(`${habitPath(id)}/archive`),
  /**
   * The key makes a retried request count once on the server. `date` is sent only for a late
   * check-in of yesterday; without it the server checks in today.
   */
  complete: (id: string, entry: CheckInEntry, idempotencyKey: string, date?: Day) =>
    api.patch<CompleteResult>(`${habitPath(id)}/complete`, date ? { ...entry, date } : entry, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  /** The key makes a retried undo take back one check-in, not two. */
  undo: (id: string, idempotencyKey: string) =>
    api.delete<CompleteResult>(`${habitPath(id)}/complete`, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  /** Protects one day (today without `date`) so the streak survives it (decision 017). */
  skip: (id: string, body: SkipDayRequest) =>
    api.post<SkipDayResult>(`${habitPath(id)}/skip`, body),
  /** Takes back the rest day of `date` (today or later); the reply is shaped as `skip`'s. */
  removeRestDay: (id: string, date: Day) =>
    api.delete<SkipDayResult>(`${habitPath(id)}/skip?date=${date}`),
  remove: (id: string) => api.delete<undefined>(habitPath(id)),
  /** Every active habit's id once, first shown first (204). */
  reorder: (ids: readonly string[]) => api.put<undefined>('/habits/order', { ids }),
  /** The days of [from, to] with a count, a note or a correction (decision 031). */
  days: (id: string, from: Day, to: Day, signal?: AbortSignal) =>
    api.get<HabitDayList>(`${habitPath(id)}/days?from=${from}&to=${to}`, signal ? { signal } : {}),
  /** Sets a day's count, note or both: a check-in or undo while open, a correction after. */
  setDay: (id: string, date: Day, body: SetHabitDayRequest) =>
    api.put<SetHabitDayResult>(`${habitPath(id)}/days/${date}`, body),
};
