import type {
  SupportRequestCreated,
  SupportRequestInput,
  SupportRequestList,
} from '@streakwise/shared';
import { api } from '../../lib/api';

/** /api/support: write to the team, and list what you sent (docs/decisions/038-support-requests.md). */
export const supportApi = {
  /** 201 with the promise; 400 with field messages; 429 RATE_LIMITED after five in an hour. */
  send: (input: SupportRequestInput) => api.post<SupportRequestCreated>('/support', input),
  list: (signal?: AbortSignal) => api.get<SupportRequestList>('/support', { signal }),
};
