import type {
  DeleteAccountRequest,
  PushSubscriptionView,
  PushTestResponse,
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
  /** Web push (docs/decisions/029-web-push.md): the key `pushManager.subscribe` needs. */
  vapidPublicKey: () => api.get<{ publicKey: string }>('/push/vapid-public-key'),
  pushDevices: (signal?: AbortSignal) =>
    api.get<PushSubscriptionView[]>('/push/subscriptions', { signal }),
  /** The browser's `PushSubscription.toJSON()`; 201 new, 200 when already this person's. */
  addPushDevice: (subscription: PushSubscriptionJSON) =>
    api.post<PushSubscriptionView>('/push/subscriptions', subscription),
  /** 204; 404 when it was already gone. */
  removePushDevice: (id: string) =>
    api.delete<void>(`/push/subscriptions/${encodeURIComponent(id)}`),
  /** One test notification to each device; 409 with none, 429 within 30 s of the last. */
  sendTestPush: () => api.post<PushTestResponse>('/push/test'),
};
