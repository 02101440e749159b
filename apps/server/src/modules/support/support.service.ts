import {
  FIRST_RESPONSE_WORKING_DAYS,
  firstResponseDue,
  formatFirstResponseBy,
  hasPrioritySupport,
  SUPPORT_TIME_ZONE,
  workingDaysInWords,
  type SupportRequestCreated,
  type SupportRequestInput,
  type SupportRequestList,
} from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { queueMail } from '../mail/outbox.js';
import type { SignedInUser } from '../users/user-view.js';
import { supportAcknowledgementMail, supportTeamMail } from './support-mail.js';
import * as repo from './support.repository.js';

/*
 * Help and support (docs/decisions/038-support-requests.md). Premium is priority support: the
 * first reply is promised within one UK working day instead of three. The request row and both
 * mails (to the team's SUPPORT_EMAIL, and the acknowledgement to the person) are written in one
 * transaction, so a request is never stored without its mails, nor a mail sent for no request.
 */

/** POST /api/support: stores the request and queues its two mails. */
export async function createSupportRequest(
  ctx: ServiceContext,
  user: SignedInUser,
  input: SupportRequestInput,
): Promise<SupportRequestCreated> {
  const now = ctx.clock.now();
  // NOTE: the plan is current: authentication has applied any expiry (billing/subscription.service.ts).
  const priority = hasPrioritySupport(user.plan);
  const days = priority
    ? FIRST_RESPONSE_WORKING_DAYS.priority
    : FIRST_RESPONSE_WORKING_DAYS.standard;
  const firstResponseBy = firstResponseDue(now, days, SUPPORT_TIME_ZONE);

  const row = await ctx.database.db.transaction(async (tx) => {
    const stored = await repo.insertSupportRequest(tx, {
      userId: user.id,
      subject: input.subject,
      message: input.message,
      plan: user.plan,
      priority,
      firstResponseBy,
      createdAt: now,
    });
    const facts = {
      name: user.name,
      email: user.email,
      plan: user.plan,
      priority,
      subject: input.subject,
      message: input.message,
      requestId: stored.id,
      promise: workingDaysInWords(days),
      dueTeam: formatFirstResponseBy(firstResponseBy, SUPPORT_TIME_ZONE),
      duePerson: formatFirstResponseBy(firstResponseBy, user.timezone),
    };
    const brand = ctx.config.brand;
    await queueMail(ctx, tx, user.id, supportTeamMail(brand.supportEmail, facts, brand));
    await queueMail(ctx, tx, user.id, supportAcknowledgementMail(facts, brand));
    return stored;
  });
  ctx.mailDelivery.deliverSoon(ctx);
  // NOTE: ids and the priority only: the subject and message are the person's own words.
  ctx.log.info(
    { event: 'support.requested', userId: user.id, requestId: row.id, priority },
    'support request received',
  );
  return { _id: row.id, priority, firstResponseBy: firstResponseBy.toISOString() };
}

/** GET /api/support: the person's own requests, newest first. */
export async function listSupportRequests(
  ctx: ServiceContext,
  user: SignedInUser,
): Promise<SupportRequestList> {
  const rows = await repo.listSupportRequests(ctx.database.db, user.id);
  return {
    requests: rows.map((row) => ({
      _id: row.id,
      subject: row.subject,
      message: row.message,
      priority: row.priority,
      firstResponseBy: row.firstResponseBy.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
