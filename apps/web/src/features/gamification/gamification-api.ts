import type { BadgeStatus, GamificationStats } from '@streakwise/shared';
import { api } from '../../lib/api';

/** The gamification endpoints of the HTTP contract (docs/architecture.md §4). */
export const gamificationApi = {
  stats: () => api.get<GamificationStats>('/gamification/stats'),
  badges: () => api.get<BadgeStatus[]>('/gamification/badges'),
};
