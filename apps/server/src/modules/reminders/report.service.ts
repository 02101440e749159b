import { addDays, localDay } from '@streakwise/shared';
import type { Tx } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import { heldBadges, pointsByReasonBetween } from '../gamification/gamification.service.js';
import {
  allHabitStreaks,
  completionsBetween,
  protectedDays,
  unitsBetween,
} from '../habits/habit-history.service.js';
import { habitRecords } from '../habits/habit-reads.service.js';
import { localMoment, reportDue } from './due.js';
import { mailLinks } from './links.js';
import { pruneHabitReminderSends } from './habit-reminders.repository.js';
import { pruneMailSends } from './mail-sends.repository.js';
import { recipient, recipients, type Recipient } from './recipients.repository.js';
import { reportCoaching } from './report-coaching.js';
import { reportMail } from './report-mail.js';
import { sendOnce } from './send-once.js';
import { runTick, type TickSummary } from './tick.js';
import { weeklyReport, type WeeklyReport } from './weekly-report.js';

const DAY_MS = 86_400_000;
/** The sent-log only has to reach back past the latest reminder and report. */
const SENT_LOG_DAYS = 90;

/** Last week's report for one user, read inside the sending transaction. */
async function buildReport(tx: Tx, user: Recipient, monday: string): Promise<WeeklyReport> {
  const from = addDays(monday, -7);
  const to = addDays(monday, -1);
  // NOTE: one query after another: inside a transaction they share one connection.
  const habits = await habitRecords(tx, user.id, { set: 'all', order: 'made' });
  const completions = await completionsBetween(tx, user.id, addDays(from, -7), to);
  const units = await unitsBetween(tx, user.id, from, to);
  const points = await pointsByReasonBetween(tx, user.id, from, to);
  const guarded = await protectedDays(tx, user.id, { from: addDays(from, -7), to });
  const streaks = await allHabitStreaks(tx, user.id, monday);
  const badges = await heldBadges(tx, user.id);
  return weeklyReport({
    monday,
    habits: habits.map((h) => ({
      id: h.id,
      name: h.name,
      kind: h.kind,
      unit: h.unit,
      createdOn: h.createdOn,
      archivedOn: h.archivedAt ? localDay(h.archivedAt, user.timezone) : null,
      schedule: h.schedule,
    })),
    protectedDays: guarded.map((p) => ({ habitId: p.habitId, day: p.day })),
    completions,
    units,
    points,
    streaks,
    badges: badges.map((b) => ({
      badgeId: b.badgeId,
      earnedOn: localDay(b.earnedAt, user.timezone),
    })),
  });
}

/**
 * One pass of the weekly report: on Monday from 08:00 local time, last week's figures to every
 * Pro or Premium user who turned the report on and has not had this week's. Nobody without an
 * active habit that existed last week is sent an empty report.
 */
export async function runWeeklyReportTick(ctx: ServiceContext): Promise<TickSummary> {
  const now = ctx.clock.now();
  const forgetBefore = new Date(now.getTime() - SENT_LOG_DAYS * DAY_MS);
  await pruneMailSends(ctx.database.db, forgetBefore);
  await pruneHabitReminderSends(ctx.database.db, forgetBefore);
  const candidates = await recipients(ctx.database.db, 'weekly-report', now);
  return runTick(ctx, 'weekly-report', candidates, async (user) => {
    const monday = reportDue(localMoment(now, user.timezone), user.lastSent);
    if (!monday) return 'not-due';
    const coach = await reportCoaching(ctx, user, monday);
    return sendOnce(
      ctx,
      { userId: user.id, kind: 'weekly-report', periodKey: monday, sentAt: now },
      async (tx) => {
        const current = await recipient(tx, 'weekly-report', user.id, now);
        if (!current || reportDue(localMoment(now, current.timezone), null) !== monday) return null;
        const report = await buildReport(tx, current, monday);
        if (report.habits.length === 0) return null;
        return reportMail(
          current.email,
          current.name,
          report,
          mailLinks(ctx.config, current, 'weekly-report'),
          ctx.config.brand,
          current.plan === 'premium' ? coach : null,
        );
      },
    );
  });
}
