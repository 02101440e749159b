import { TransactionRollbackError } from 'drizzle-orm';
import type { ServiceContext } from '../../deps.js';
import { queueMail } from '../mail/outbox.js';
import { signDoneToken } from '../push/done-token.js';
import { deliverDuePushes, queuePush } from '../push/push-delivery.js';
import { localMoment } from './due.js';
import { habitReminderDue } from './habit-reminder-due.js';
import {
  claimHabitReminder,
  habitReminderCandidate,
  habitReminderCandidates,
  type HabitReminderCandidate,
} from './habit-reminders.repository.js';
import { mailLinks } from './links.js';
import { habitReminderPush } from './push-messages.js';
import { unfinishedHabits } from './open-habits.js';
import { reminderMail } from './reminder-mail.js';

export interface HabitReminderSummary {
  pushed: number;
  mailed: number;
  failed: number;
}

type Outcome = 'pushed' | 'mailed' | 'none';

/**
 * One pass of the habits' own reminders (Premium; docs/decisions/029-web-push.md): each habit
 * whose time has come today in its owner's zone, on a listed day, still open and not protected,
 * gets one push per device of its owner, or one e-mail when there is no device. The sent-log row
 * is claimed in the transaction that queues them, so whichever instance or tick gets there, each
 * goes once per habit and day. The pushes go out straight after, still inside the job.
 */
export async function runHabitReminderTick(ctx: ServiceContext): Promise<HabitReminderSummary> {
  const now = ctx.clock.now();
  const summary: HabitReminderSummary = { pushed: 0, mailed: 0, failed: 0 };
  for (const candidate of await habitReminderCandidates(ctx.database.db, now)) {
    try {
      const outcome = await remindOnce(ctx, candidate, now);
      if (outcome === 'pushed') summary.pushed += 1;
      if (outcome === 'mailed') summary.mailed += 1;
    } catch (err) {
      summary.failed += 1;
      ctx.log.warn(
        {
          event: 'habit_reminder.not_queued',
          userId: candidate.userId,
          error: err instanceof Error ? err.name : 'unknown',
        },
        'habit reminder not queued; a later tick retries',
      );
    }
  }
  if (summary.mailed > 0) ctx.mailDelivery.deliverSoon(ctx);
  if (summary.pushed > 0) await deliverDuePushes(ctx);
  if (summary.pushed + summary.mailed + summary.failed > 0) {
    ctx.log.info({ event: 'habit_reminder.tick', ...summary }, 'habit reminder tick');
  }
  return summary;
}

async function remindOnce(
  ctx: ServiceContext,
  candidate: HabitReminderCandidate,
  now: Date,
): Promise<Outcome> {
  const today = localMoment(now, candidate.timezone);
  if (!habitReminderDue(candidate, today)) return 'none';
  try {
    return await ctx.database.db.transaction(async (tx): Promise<Outcome> => {
      const claim = { habitId: candidate.habitId, userId: candidate.userId, day: today.day };
      if (!(await claimHabitReminder(tx, { ...claim, sentAt: now }))) return 'none';
      // The reminder, the plan and the habit's day as they are now, read under the claim.
      const current = await habitReminderCandidate(tx, candidate.habitId, now);
      if (!current) return tx.rollback();
      const moment = localMoment(now, current.timezone);
      if (moment.day !== today.day || !habitReminderDue({ ...current, lastSent: null }, moment)) {
        return tx.rollback();
      }
      const open = (await unfinishedHabits(tx, current.userId, today.day)).find(
        (h) => h.id === current.habitId,
      );
      // Done, protected or not due today: nothing to remind of, and no need to look again today.
      if (!open) return 'none';
      const doneToken = signDoneToken(ctx.config.jwtSecret, {
        userId: current.userId,
        habitId: open.id,
        date: today.day,
      });
      const payload = habitReminderPush(open, today.day, doneToken);
      const devices = await queuePush(ctx, tx, current.userId, payload);
      if (devices > 0) return 'pushed';
      if (!current.emailVerified) return 'none';
      const mail = reminderMail(
        current.email,
        current.userName,
        [open],
        mailLinks(
          ctx.config,
          { id: current.userId, mailOrigin: current.mailOrigin },
          'habit-reminder',
        ),
        ctx.config.brand,
        'habit',
      );
      await queueMail(ctx, tx, current.userId, mail);
      return 'mailed';
    });
  } catch (err) {
    if (err instanceof TransactionRollbackError) return 'none';
    throw err;
  }
}
