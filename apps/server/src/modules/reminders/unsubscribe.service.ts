import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { MAIL_MESSAGES } from './mail-messages.js';
import { clearHabitReminders } from '../habits/habit-history.service.js';
import { turnMailSwitchOff } from '../users/users.service.js';
import { verifyUnsubscribeToken, type MailKind } from './unsubscribe-token.js';

/** The kind of mail a signed link is for; a tampered or malformed one is 400. */
export function unsubscribeKind(ctx: ServiceContext, token: string): MailKind {
  return checked(ctx, token).kind;
}

function checked(ctx: ServiceContext, token: string) {
  const claims = verifyUnsubscribeToken(ctx.config.jwtSecret, token);
  if (!claims) throw new AppError('INVALID_TOKEN', MAIL_MESSAGES.unsubscribeInvalid);
  return claims;
}

/**
 * One-click unsubscribe (RFC 8058): the signed link is the authorisation, no sign-in. It turns off
 * that kind of mail only. Again is no error, and neither is an account deleted since the mail.
 */
export async function unsubscribe(ctx: ServiceContext, token: string): Promise<MailKind> {
  const { userId, kind } = checked(ctx, token);
  const db = ctx.database.db;
  if (kind === 'habit-reminder') await clearHabitReminders(db, userId);
  if (await turnMailSwitchOff(db, userId, kind, ctx.clock.now())) {
    ctx.log.info({ event: 'mail.unsubscribed', userId, kind }, 'unsubscribed');
  }
  return kind;
}
