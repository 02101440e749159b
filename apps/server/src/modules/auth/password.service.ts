import {
  MESSAGES,
  RESET_TOKEN_TTL_MS,
  type ChangePasswordRequest,
  type EmailRequest,
  type ResetPasswordRequest,
} from '@streakwise/shared';
import type { Tx } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { grantLaunchOffer } from '../billing/subscription.service.js';
import { queueMail } from '../mail/outbox.js';
import { passwordChangedMail, resetPasswordMail } from '../mail/templates.js';
import type { SignedInUser } from '../users/user-view.js';
import {
  findPasswordHash,
  findUserById,
  findUserIdByEmail,
  markEmailVerified,
  replacePassword,
} from '../users/users.service.js';
import * as repo from './auth.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { refuseTooFast } from './registration.service.js';
import { revokeSessions } from './sessions.repository.js';
import { keepOnlySession, type TokenPair } from './sessions.service.js';
import { createEmailToken, hashEmailToken } from './tokens.js';

/**
 * The same reply, in the same time, whether or not the address has an account. `appUrl` (here
 * and below): where mail links lead for this request (plugins/public-url.ts).
 * NOTE: before the reply, every address gets the same work: one read of an id, so an outage is a
 * 503 for all of them. A known address's link and mail are written just after the reply
 * (mail/outbox.ts `queueAfterReply`); written before it, with the whole user row read, they took
 * a known address several times as long as an unknown one (forgot-enumeration.test.ts).
 */
export async function forgotPassword(
  ctx: ServiceContext,
  input: EmailRequest,
  appUrl: string,
): Promise<{ message: string }> {
  const reply = { message: MESSAGES.resetEmailSent };
  refuseTooFast(ctx, input, 'password.forgot_too_fast');
  const now = ctx.clock.now();
  const userId = await findUserIdByEmail(ctx.database.db, input.email);
  if (userId) {
    ctx.mailDelivery.queueAfterReply(ctx, userId, (tx) =>
      queueResetLink(ctx, tx, userId, appUrl, now),
    );
  }
  return reply;
}

/** A reset link asked for at `now`, and its mail, in the caller's transaction. */
async function queueResetLink(
  ctx: ServiceContext,
  tx: Tx,
  userId: string,
  appUrl: string,
  now: Date,
): Promise<void> {
  const user = await findUserById(tx, userId);
  // Deleted since the request: no one to mail.
  if (!user) return;
  const { token, tokenHash } = createEmailToken();
  await repo.insertEmailToken(tx, {
    userId,
    purpose: 'reset',
    tokenHash,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    now,
  });
  const url = `${appUrl}/reset-password?token=${token}`;
  await queueMail(ctx, tx, userId, resetPasswordMail(user.email, user.name, url, ctx.config.brand));
  ctx.log.info({ event: 'password.reset_requested', userId }, 'password reset requested');
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
    const updated = await replacePassword(tx, used.userId, passwordHash, now);
    await revokeSessions(tx, used.userId, now);
    if (!updated) return undefined;
    await queueMail(
      ctx,
      tx,
      updated.id,
      passwordChangedMail(updated.email, updated.name, appUrl, ctx.config.brand),
    );
    if (!updated.emailVerifiedAt) {
      await grantLaunchOffer(tx, updated, ctx.config.launchOfferLimit, now);
      return markEmailVerified(tx, updated.id, now);
    }
    return updated;
  });
  if (!user) throw new AppError('INVALID_TOKEN', MESSAGES.resetLinkInvalid);
  ctx.log.info({ event: 'password.reset', userId: user.id }, 'password reset');
  ctx.mailDelivery.deliverSoon(ctx);
  return { message: MESSAGES.passwordResetDone };
}

/** This device (`sessionId`) stays signed in with a fresh pair; every other session ends. */
export async function changePassword(
  ctx: ServiceContext,
  user: SignedInUser,
  sessionId: string,
  input: ChangePasswordRequest,
  appUrl: string,
): Promise<TokenPair & { message: string }> {
  // NOTE: the one read of the hash: the signed-in user never carries it (users/user-view.ts).
  const currentHash = await findPasswordHash(ctx.database.db, user.id);
  if (currentHash === undefined) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  if (!(await verifyPassword(currentHash, input.currentPassword))) {
    throw new AppError('WRONG_PASSWORD', MESSAGES.currentPasswordWrong, {
      currentPassword: MESSAGES.currentPasswordWrong,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  const pair = await ctx.database.db.transaction(async (tx) => {
    const row = await replacePassword(tx, user.id, passwordHash, now);
    if (!row) return undefined;
    await queueMail(
      ctx,
      tx,
      row.id,
      passwordChangedMail(row.email, row.name, appUrl, ctx.config.brand),
    );
    return keepOnlySession(ctx, tx, row, sessionId, now);
  });
  if (!pair) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  ctx.log.info({ event: 'password.changed', userId: user.id }, 'password changed');
  ctx.mailDelivery.deliverSoon(ctx);
  return { message: MESSAGES.passwordChanged, ...pair };
}
