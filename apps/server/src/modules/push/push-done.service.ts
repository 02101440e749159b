import { PUSH_MESSAGES, type CompleteResult } from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { completeHabit } from '../habits/check-in.service.js';
import { verifyDoneToken } from './done-token.js';

/**
 * A habit reminder's "Done" action (docs/decisions/030-notification-actions.md): one unit for the
 * reminder's day, through the same check-in as PATCH /api/habits/:id/complete with `date`, so the
 * same Idempotency-Key sent through either route counts once. The token is the credential; a bad
 * one is 401 and changes nothing. A habit since deleted is 404, a day closed 409 DAY_CLOSED.
 */
export async function checkInFromNotification(
  ctx: ServiceContext,
  token: string,
  idempotencyKey: string,
): Promise<CompleteResult> {
  const claims = verifyDoneToken(ctx.config.jwtSecret, token, ctx.clock.now());
  if (!claims) throw new AppError('UNAUTHORIZED', PUSH_MESSAGES.doneTokenInvalid);
  const result = await completeHabit(
    ctx,
    { id: claims.userId },
    claims.habitId,
    // One check-in of a count habit (a measure's needs an amount: 400; a quit habit's is a slip).
    { count: 1 },
    idempotencyKey,
    claims.date,
  );
  ctx.log.info(
    { event: 'push.done', userId: claims.userId, habitId: claims.habitId },
    'checked in from a notification',
  );
  return result;
}
