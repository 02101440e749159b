import type {
  DeleteAccountRequest,
  Session,
  UpdateMeRequest,
  userResponseSchema,
} from '@streakwise/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';

type UserResponse = z.infer<typeof userResponseSchema>;

/** The account endpoints the settings page calls (docs/architecture.md §4). */
export const settingsApi = {
  /** Name, time zone, reminder and weekly report; 403 PLAN_REQUIRED for the last two on Free. */
  updateMe: (body: UpdateMeRequest) => api.patch<UserResponse>('/auth/me', body),
  sessions: (signal?: AbortSignal) => api.get<Session[]>('/auth/sessions', { signal }),
  /** Ends one signed-in device; 204. */
  endSession: (id: string) => api.delete<void>(`/auth/sessions/${encodeURIComponent(id)}`),
  /** Ends every session, this one included; 204. */
  endAllSessions: () => api.delete<void>('/auth/sessions'),
  /** Everything stored about the signed-in person, as parsed JSON. */
  myData: () => api.get<unknown>('/auth/my-data'),
  /** Erases the account and all its data; 204 on success. */
  deleteAccount: (body: DeleteAccountRequest) => api.delete<void>('/auth/account', { body }),
};
