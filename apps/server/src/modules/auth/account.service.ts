import {
  isExpired,
  MESSAGES,
  reminderStartDay,
  type UpdateMeRequest,
  type User,
} from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { endAllSubscriptions } from '../billing/subscription-end.service.js';
import { toUserView, type SignedInUser } from '../users/user-view.js';
import { deleteUser, findPasswordHash, updateSettings } from '../users/users.service.js';
import { verifyPassword } from './passwords.js';

/**
 * PATCH /api/auth/me. Name, time zone and the light or dark theme are everyone's; e-mail reminders
 * and the weekly report are Pro and Premium features, so a Free (or expired) plan sending either,
 * whatever the value, is 403 and nothing is saved. An accent palette is Premium's; null, the
 * default, is not a choice, so anyone may send it (decision 028).
 */
export async function updateMe(
  ctx: ServiceContext,
  user: SignedInUser,
  input: UpdateMeRequest,
): Promise<User> {
  const current = !isExpired({ plan: user.plan, expiredAt: user.expiredAt }, ctx.clock.now());
  const paid = user.plan !== 'free' && current;
  if ((input.reminder !== undefined || input.weeklyReport !== undefined) && !paid) {
    throw new AppError('PLAN_REQUIRED', MESSAGES.settingsRequirePlan);
  }
  if (input.accent && !(user.plan === 'premium' && current)) {
    throw new AppError('PLAN_REQUIRED', MESSAGES.accentRequiresPremium);
  }
  const updated = await updateSettings(ctx.database.db, user.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
    ...(input.reminder !== undefined
      ? {
          reminderEnabled: input.reminder.enabled,
          reminderTime: input.reminder.time,
          reminderDays: [...input.reminder.days].sort((a, b) => a - b),
          // Set past today's time, it first goes tomorrow (docs/decisions/029-web-push.md).
          reminderFrom: reminderStartDay(
            ctx.clock.now(),
            input.timezone ?? user.timezone,
            input.reminder.time,
          ),
        }
      : {}),
    ...(input.weeklyReport !== undefined ? { weeklyReport: input.weeklyReport } : {}),
    ...(input.theme !== undefined ? { theme: input.theme } : {}),
    ...(input.accent !== undefined ? { accent: input.accent } : {}),
    updatedAt: ctx.clock.now(),
  });
  if (!updated) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return toUserView(updated);
}

/**
 * Erases the account: its subscriptions are ended at the provider, then every table that belongs
 * to the person cascades from the row.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  user: SignedInUser,
  password: string,
): Promise<void> {
  // NOTE: the one read of the hash: the signed-in user never carries it (users/user-view.ts).
  const currentHash = await findPasswordHash(ctx.database.db, user.id);
  if (currentHash === undefined) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  if (!(await verifyPassword(currentHash, password))) {
    throw new AppError('WRONG_PASSWORD', MESSAGES.passwordWrong, {
      password: MESSAGES.passwordWrong,
    });
  }
  // NOTE: the subscriptions end first: once the account is gone nobody could stop them. The
  // orders stay, without the person (db/schema.ts).
  await endAllSubscriptions(ctx, user.id);
  await deleteUser(ctx.database.db, user.id);
  ctx.log.info({ event: 'account.deleted', userId: user.id }, 'account deleted');
}
