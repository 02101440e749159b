import type { BadgeStatus, BuyFreezeResult, GamificationStats } from '@streakwise/shared';
import { api } from '../../lib/api';

/** The gamification endpoints of the HTTP contract (docs/architecture.md §4). */
export const gamificationApi = {
  stats: () => api.get<GamificationStats>('/gamification/stats'),
  badges: () => api.get<BadgeStatus[]>('/gamification/badges'),
  /** The key makes a retried purchase count once, as for a check-in (habits-api.ts). */
  buyFreeze: (idempotencyKey: string) =>
    api.post<BuyFreezeResult>('/gamification/freezes', undefined, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
};
