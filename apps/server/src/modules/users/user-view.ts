import { ACCENTS, type Accent, type User } from '@streakwise/shared';
import { getTableColumns } from 'drizzle-orm';
import { users, type UserRow } from '../../db/schema.js';

/**
 * The user as a signed-in request holds it (plugins/authenticate.ts): every column but the
 * password hash. Only password change and account deletion need the hash, and they read it
 * themselves (users/account.repository.ts `findPasswordHash`), so it never sits in a request's memory.
 */
export type SignedInUser = Omit<UserRow, 'passwordHash'>;

const { passwordHash: _passwordHash, ...signedInColumns } = getTableColumns(users);
/** The columns of a `SignedInUser`, for `select` and `returning`. */
export const signedInUserColumns = signedInColumns;

/**
 * The current-user object of docs/architecture.md §4: the only shape in which a user leaves the
 * server.
 */
export function toUserView(row: SignedInUser): User {
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
    theme: row.theme,
    accent: row.plan === 'premium' ? knownAccent(row.accent) : null,
  };
}

/**
 * The stored palette, while it is one the app still has. NOTE: it is kept when Premium ends, so
 * the view shows the default then and the palette again on renewal (decision 028).
 */
function knownAccent(stored: string | null): Accent | null {
  return ACCENTS.find((accent) => accent === stored) ?? null;
}
