import type {
  DeleteAccountRequest,
  PushTestResponse,
  UpdateMeRequest,
  userResponseSchema,
} from '@streakwise/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';

type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * The account commands the settings page sends (docs/architecture.md §4); the lists it shows are
 * cached queries of api/devices-api.ts.
 */
export const settingsApi = {
  /** Name, time zone, reminder and weekly report; 403 PLAN_REQUIRED for the last two on Free. */
  updateMe: (body: UpdateMeRequest) => api.patch<UserResponse>('/auth/me', body),
  /** Ends every session, this one included; 204. */
  endAllSessions: () => api.delete<void>('/auth/sessions'),
  /** Everything stored about the signed-in person, as parsed JSON. */
  myData: () => api.get<unknown>('/auth/my-data'),
  /** Erases the account and all its data; 204 on success. */
  deleteAccount: (body: DeleteAccountRequest) => api.delete<void>('/auth/account', { body }),
  /** Web push (docs/decisions/029-web-push.md): the key `pushManager.subscribe` needs. */
  vapidPublicKey: () => api.get<{ publicKey: string }>('/push/vapid-public-key'),
  /** One test notification to each device; 409 with none, 429 within 30 s of the last. */
  sendTestPush: () => api.post<PushTestResponse>('/push/test'),
};
