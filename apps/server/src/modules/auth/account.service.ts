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
import { habitStandings } from '../habits/habit-history.service.js';
import { waitingMailOf } from '../mail/outbox.js';
import { toUserView, type SignedInUser } from '../users/user-view.js';
import { deleteUser, findPasswordHash, updateSettings } from '../users/users.service.js';
import * as repo from './auth.repository.js';
import { listImports } from '../imports/imports.service.js';
import { listSupportRequests } from '../support/support.service.js';
import { accountRows } from './my-data-more.repository.js';
import { userRows } from './my-data.repository.js';
import { verifyPassword } from './passwords.js';

/**
 * Everything stored about the user (UK GDPR access and portability). Secrets are described, not
 * disclosed: the password is stored only as an argon2id hash, links only as SHA-256 digests.
 */
export async function exportMyData(ctx: ServiceContext, user: SignedInUser) {
  const tokens = await repo.listEmailTokens(ctx.database.db, user.id);
  const rows = await userRows(ctx.database.db, user.id);
  const standings = await habitStandings(ctx.database.db, user, ctx.clock.now());
  return {
    exportedAt: ctx.clock.now().toISOString(),
    user: {
      ...toUserView(user),
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      updatedAt: user.updatedAt.toISOString(),
      password: 'stored only as an argon2id hash, which is not included',
    },
    emailLinks: tokens.map((t) => ({
      purpose: t.purpose,
      createdAt: t.createdAt.toISOString(),
      expiresAt: t.expiresAt.toISOString(),
      usedAt: t.usedAt?.toISOString() ?? null,
    })),
    ...rows,
    /** Each habit with its streaks and strength as GET /api/habits shows them now. */
    habits: rows.habits.map((h) => {
      const standing = standings.get(h._id);
      return {
        ...h,
        currentStreak: standing?.streak.current ?? 0,
        bestStreak: standing?.streak.longest ?? 0,
        strength: standing?.strength ?? 0,
      };
    }),
    ...(await accountRows(ctx.database.db, user.id)),
    /** Mail not yet taken by the mail server, by subject (its sealed content holds live links). */
    mailWaitingToBeSent: await waitingMailOf(ctx.database.db, user.id),
    /** Histories brought from other trackers, as GET /api/imports lists them. */
    imports: (await listImports(ctx, user)).imports,
    /** Messages to the support team, as GET /api/support lists them. */
    supportRequests: (await listSupportRequests(ctx, user)).requests,
  };
}

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
