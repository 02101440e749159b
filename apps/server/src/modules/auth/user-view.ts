import type { User } from '@streakwise/shared';
import type { UserRow } from '../../db/schema.js';

/**
 * The current-user object of docs/architecture.md §4: the only shape in which a user leaves the
 * server.
 */
export function toUserView(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    timezone: row.timezone,
    subscription: {
      type: row.plan,
      priceType: row.priceType ?? null,
      expiredAt: row.expiredAt?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      launchOffer: row.launchOffer,
    },
    points: row.points,
    createdAt: row.createdAt.toISOString(),
    reminder: { enabled: row.reminderEnabled, time: row.reminderTime, days: row.reminderDays },
    weeklyReport: row.weeklyReport,
  };
}
