import type { ServiceContext } from '../deps.js';
import { endReplacedSubscriptions } from '../modules/billing/subscription-end.service.js';
import { deliverDueMail } from '../modules/mail/outbox.js';
import { runWeeklyReportTick } from '../modules/reminders/report.service.js';
import { runReminderTick } from '../modules/reminders/reminders.service.js';
import { runHabitReminderTick } from '../modules/reminders/habit-reminders.service.js';
import { deliverDuePushes } from '../modules/push/push-delivery.js';
import { runQuitDaysTick } from '../modules/habits/quit-days.service.js';

export interface Tick {
  /** The pg-boss queue the schedule fills and the worker drains. */
  queue: string;
  /** When it runs (cron, UTC). Each run catches up on whatever became due since the last. */
  cron: string;
  /** Resolves with the pass's counts (for logs and tests). */
  run: (ctx: ServiceContext) => Promise<object>;
}

export const TICKS: readonly Tick[] = [
  // Every minute: a reminder arrives within about a minute of the chosen time.
  { queue: 'reminder-tick', cron: '* * * * *', run: runReminderTick },
  // Every minute: the habits' own reminders (Premium), by push or else e-mail (decision 029).
  { queue: 'habit-reminder-tick', cron: '* * * * *', run: runHabitReminderTick },
  // Every minute: push retries after a 429 or 5xx, and pushes a stopped instance left behind.
  { queue: 'push-outbox-tick', cron: '* * * * *', run: deliverDuePushes },
  // Every quarter of an hour: 08:00 falls on a quarter in every time zone there is.
  { queue: 'weekly-report-tick', cron: '*/15 * * * *', run: runWeeklyReportTick },
  // Every quarter of an hour: quit habits' days written and their kept days paid (decision 032).
  { queue: 'quit-days-tick', cron: '*/15 * * * *', run: runQuitDaysTick },
  // Every minute: the outbox's retries, and mail a crashed or stopped instance left behind.
  { queue: 'mail-outbox-tick', cron: '* * * * *', run: deliverDueMail },
  // Every five minutes: a replaced subscription that a provider outage left running is ended.
  { queue: 'billing-tick', cron: '*/5 * * * *', run: (ctx) => endReplacedSubscriptions(ctx) },
];

/** Runs every tick once, now (the test clock route, after moving the clock). */
export async function runAllTicks(ctx: ServiceContext): Promise<void> {
  // The outbox tick runs last, so the mail the others queued goes out before the reply.
  for (const tick of TICKS) await tick.run(ctx);
}
