import type { ServiceContext } from '../deps.js';
import { runWeeklyReportTick } from '../modules/reminders/report.service.js';
import { runReminderTick } from '../modules/reminders/reminders.service.js';
import type { TickSummary } from '../modules/reminders/tick.js';

export interface Tick {
  /** The pg-boss queue the schedule fills and the worker drains. */
  queue: string;
  /** When it runs (cron, UTC). Each run catches up on whatever became due since the last. */
  cron: string;
  run: (ctx: ServiceContext) => Promise<TickSummary>;
}

export const TICKS: readonly Tick[] = [
  // Every minute: a reminder arrives within about a minute of the chosen time.
  { queue: 'reminder-tick', cron: '* * * * *', run: runReminderTick },
  // Every quarter of an hour: 08:00 falls on a quarter in every time zone there is.
  { queue: 'weekly-report-tick', cron: '*/15 * * * *', run: runWeeklyReportTick },
];

/** Runs every tick once, now (the test clock route, after moving the clock). */
export async function runAllTicks(ctx: ServiceContext): Promise<void> {
  for (const tick of TICKS) await tick.run(ctx);
}
