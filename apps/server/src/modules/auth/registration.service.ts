import {
  DEFAULT_TIMEZONE,
  FORM_MIN_FILL_MS,
  MESSAGES,
  RESEND_VERIFICATION_MAX,
  VERIFY_TOKEN_TTL_MS,
  type SignupRequest,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import { AppError, RateLimitedError } from '../../errors.js';
import type { UserRow } from '../../db/schema.js';
import { grantLaunchOffer } from '../billing/subscription.service.js';
import { queueMail } from '../mail/outbox.js';
import { signupAttemptMail, verifyEmailMail } from '../mail/templates.js';
import {
  createUser,
  findUserByEmail,
  lockUser,
  markEmailVerified,
} from '../users/users.service.js';
import * as repo from './auth.repository.js';
import { hashPassword } from './passwords.js';
import { createEmailToken, hashEmailToken } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A form sent faster than a person could fill it (FORM_MIN_FILL_MS) is asked to wait and send
 * again: a 429 that says so, nothing done (docs/decisions/033-too-fast-forms.md). A reply that
 * says an e-mail is on its way always means one is. The web app itself waits out the minimum, so
 * a person who autofills and presses Enter at once is never refused.
 * NOTE: the time is measured on the browser's own clock (shown → sent), so a browser whose clock
 * is ahead of ours is judged fairly. A page that sends only the start time is judged against our
 * clock only when that gives a sane answer: a start in our future means a skewed clock, not a bot.
 */
export function refuseTooFast(
  ctx: ServiceContext,
  form: { _formStartTime?: number | undefined; _formSentAt?: number | undefined },
  event: string,
): void {
  const { _formStartTime: shownAt, _formSentAt: sentAt } = form;
  if (shownAt === undefined) return;
  const elapsed = (sentAt ?? ctx.clock.now().getTime()) - shownAt;
  if (elapsed < 0 || elapsed >= FORM_MIN_FILL_MS) return;
  ctx.log.info({ event }, 'form sent too fast: asked to send again');
  throw new RateLimitedError(MESSAGES.formTooFast, FORM_MIN_FILL_MS - elapsed);
}

/**
 * A new verification link, queued in `db`'s transaction; the caller starts delivery after its
 * commit. `appUrl`: where links lead for this request (plugins/public-url.ts).
 */
async function queueVerification(
  ctx: ServiceContext,
  db: Queryable,
  user: UserRow,
  appUrl: string,
): Promise<void> {
  const now = ctx.clock.now();
  const { token, tokenHash } = createEmailToken();
  await repo.insertEmailToken(db, {
    userId: user.id,
    purpose: 'verify',
    tokenHash,
    expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
    now,
  });
  const url = `${appUrl}/verify-email/${token}`;
  await queueMail(ctx, db, user.id, verifyEmailMail(user.email, user.name, url, ctx.config.brand));
}

/**
 * Same 201 reply for a new and a known address (no enumeration); the known address's owner gets
 * a mail saying someone tried. Both paths hash the password, so they take the same time. The
 * account, its link and its mail are one transaction: a mail server outage leaves nothing
 * half-made, and the mail goes out when the server is back.
 */
export async function signup(
  ctx: ServiceContext,
  input: SignupRequest,
  appUrl: string,
): Promise<{ message: string; email: string }> {
  const reply = { message: MESSAGES.signupCheckEmail, email: input.email };
  refuseTooFast(ctx, input, 'signup.too_fast');
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  const created = await ctx.database.db.transaction(async (tx) => {
    const user = await createUser(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      timezone: input.timezone ?? DEFAULT_TIMEZONE,
      now,
    });
    if (user) await queueVerification(ctx, tx, user, appUrl);
    return user;
  });
  if (created) {
    ctx.log.info({ event: 'signup.created', userId: created.id }, 'account created');
  } else {
    const existing = await findUserByEmail(ctx.database.db, input.email);
    if (!existing) return reply;
    await queueMail(
      ctx,
      ctx.database.db,
      existing.id,
      signupAttemptMail(existing.email, existing.name, appUrl, ctx.config.brand),
    );
  }
  ctx.mailDelivery.deliverSoon(ctx);
  return reply;
}

export async function verifyEmail(
  ctx: ServiceContext,
  token: string,
): Promise<{ message: string }> {
  const now = ctx.clock.now();
  const row = await ctx.database.db.transaction(async (tx) => {
    const used = await repo.consumeEmailToken(tx, hashEmailToken(token), 'verify', now);
    if (!used) return undefined;
    // NOTE: locked, so two links of one account followed at once verify (and claim the offer) once.
    const user = await lockUser(tx, used.userId);
    if (user && !user.emailVerifiedAt) {
      await markEmailVerified(tx, user.id, now);
      await grantLaunchOffer(tx, user, ctx.config.launchOfferLimit, now);
    }
    return user;
  });
  if (!row) throw new AppError('INVALID_TOKEN', MESSAGES.verificationLinkInvalid);
  ctx.log.info({ event: 'email.verified', userId: row.id }, 'email verified');
  return { message: MESSAGES.emailVerified };
}

/** One reply whatever the address; an unverified account gets a new link, at most 3 a day. */
export async function resendVerification(
  ctx: ServiceContext,
  email: string,
  appUrl: string,
): Promise<{ message: string }> {
  const reply = { message: MESSAGES.verificationResent };
  const user = await findUserByEmail(ctx.database.db, email);
  if (!user || user.emailVerifiedAt) return reply;
  const now = ctx.clock.now().getTime();
  const since = new Date(now - DAY_MS);
  const issued = await repo.emailTokensSince(ctx.database.db, user.id, 'verify', since);
  // The sign-up mail is the first link of the day; three more may follow.
  if (issued.count > RESEND_VERIFICATION_MAX) {
    // A link is free again once the oldest of the day's links is a day old.
    const oldest = issued.oldest?.getTime() ?? now;
    throw new RateLimitedError(MESSAGES.resendLimitReached, oldest + DAY_MS - now);
  }
  await ctx.database.db.transaction((tx) => queueVerification(ctx, tx, user, appUrl));
  ctx.mailDelivery.deliverSoon(ctx);
  return reply;
}
