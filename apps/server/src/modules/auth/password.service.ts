import {
  MESSAGES,
  RESET_TOKEN_TTL_MS,
  type ChangePasswordRequest,
  type EmailRequest,
  type ResetPasswordRequest,
} from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { passwordChangedMail, resetPasswordMail } from '../mail/templates.js';
import * as repo from './auth.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { isTooFast } from './registration.service.js';
import { grantLaunchOffer } from '../billing/subscription.service.js';
import { revokeSessions } from './sessions.repository.js';
import { keepOnlySession, type TokenPair } from './sessions.service.js';
import { createEmailToken, hashEmailToken } from './tokens.js';

/**
 * The same reply whether or not the address has an account. `appUrl` (here and below): where
 * mail links lead for this request (plugins/public-url.ts).
 */
export async function forgotPassword(
  ctx: ServiceContext,
  input: EmailRequest,
  appUrl: string,
): Promise<{ message: string }> {
  const reply = { message: MESSAGES.resetEmailSent };
  const now = ctx.clock.now();
  if (isTooFast(input, now)) return reply;
  const user = await repo.findUserByEmail(ctx.database.db, input.email);
  if (!user) return reply;
  const { token, tokenHash } = createEmailToken();
  await repo.insertEmailToken(ctx.database.db, {
    userId: user.id,
    purpose: 'reset',
    tokenHash,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    now,
  });
  const url = `${appUrl}/reset-password?token=${token}`;
  await ctx.mailer.send(resetPasswordMail(user.email, user.name, url, ctx.config.brand));
  ctx.log.info({ event: 'password.reset_requested', userId: user.id }, 'password reset requested');
  return reply;
}

/**
 * Uses the link once, sets the password, ends every session (so every token) and retires every
 * other reset link.
 * NOTE: a working reset link proves the person reads that inbox, so it also verifies the address.
 */
export async function resetPassword(
  ctx: ServiceContext,
  input: ResetPasswordRequest,
  appUrl: string,
): Promise<{ message: string }> {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.database.db.transaction(async (tx) => {
    const used = await repo.consumeEmailToken(tx, hashEmailToken(input.token), 'reset', now);
    if (!used) return undefined;
    await repo.retireEmailTokens(tx, used.userId, 'reset', now);
    const updated = await repo.replacePassword(tx, used.userId, passwordHash, now);
    await revokeSessions(tx, used.userId, now);
    if (updated && !updated.emailVerifiedAt) {
      await grantLaunchOffer(tx, updated, ctx.config.launchOfferLimit, now);
      return repo.updateUser(tx, updated.id, { emailVerifiedAt: now, updatedAt: now });
    }
    return updated;
  });
  if (!user) throw new AppError('INVALID_TOKEN', MESSAGES.resetLinkInvalid);
  ctx.log.info({ event: 'password.reset', userId: user.id }, 'password reset');
  await ctx.mailer.send(passwordChangedMail(user.email, user.name, appUrl, ctx.config.brand));
  return { message: MESSAGES.passwordResetDone };
}

/** This device (`sessionId`) stays signed in with a fresh pair; every other session ends. */
export async function changePassword(
  ctx: ServiceContext,
  user: UserRow,
  sessionId: string,
  input: ChangePasswordRequest,
  appUrl: string,
): Promise<TokenPair & { message: string }> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('WRONG_PASSWORD', MESSAGES.currentPasswordWrong, {
      currentPassword: MESSAGES.currentPasswordWrong,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  const changed = await ctx.database.db.transaction(async (tx) => {
    const row = await repo.replacePassword(tx, user.id, passwordHash, now);
    return row && { updated: row, pair: await keepOnlySession(ctx, tx, row, sessionId, now) };
  });
  if (!changed) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  const { updated, pair } = changed;
  ctx.log.info({ event: 'password.changed', userId: user.id }, 'password changed');
  await ctx.mailer.send(passwordChangedMail(updated.email, updated.name, appUrl, ctx.config.brand));
  return { message: MESSAGES.passwordChanged, ...pair };
}
