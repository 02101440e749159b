import type { ServiceContext } from '../../deps.js';
import { deliverDuePushes, queuePush } from '../push/push-delivery.js';
import { localMoment, reminderDue } from './due.js';
import { dailyReminderPush } from './push-messages.js';
import { mailLinks } from './links.js';
import { unfinishedHabits } from './open-habits.js';
import { recipient, recipients } from './recipients.repository.js';
import { reminderMail } from './reminder-mail.js';
import { sendOnce } from './send-once.js';
import { runTick, type TickSummary } from './tick.js';

/**
 * One pass of the daily reminder: every user whose reminder time has been reached today (in their
 * zone, on a chosen weekday) and who has not had today's reminder gets it, if a habit is still
 * open. Runs from the pg-boss schedule and, with TEST_CLOCK=1, when the clock is moved.
 */
export async function runReminderTick(ctx: ServiceContext): Promise<TickSummary> {
  const now = ctx.clock.now();
  const candidates = await recipients(ctx.database.db, 'reminder', now);
  const summary = await runTick(ctx, 'reminder', candidates, async (user) => {
    const today = localMoment(now, user.timezone);
    if (!reminderDue(user, today, user.lastSent)) return 'not-due';
    // A cheap look first: most evenings many people have done everything, and a claim that is
    // rolled back every tick would be wasted work.
    if ((await unfinishedHabits(ctx.database.db, user.id, today.day)).length === 0) {
      return 'nothing-to-send';
    }
    return sendOnce(
      ctx,
      { userId: user.id, kind: 'reminder', periodKey: today.day, sentAt: now },
      async (tx) => {
        // Settings, plan and habits as they are now, read under the claim.
        const current = await recipient(tx, 'reminder', user.id, now);
        if (!current) return null;
        const moment = localMoment(now, current.timezone);
        if (moment.day !== today.day || !reminderDue(current, moment, null)) return null;
        const open = await unfinishedHabits(tx, user.id, today.day);
        if (open.length === 0) return null;
        // A person with a device gets it there instead (docs/decisions/029-web-push.md).
        if ((await queuePush(ctx, tx, user.id, dailyReminderPush(open, today.day))) > 0) {
          return 'pushed';
        }
        return reminderMail(
          current.email,
          current.name,
          open,
          mailLinks(ctx.config, current, 'reminder'),
          ctx.config.brand,
        );
      },
    );
  });
  if (summary.pushed > 0) await deliverDuePushes(ctx);
  return summary;
}
