import type { ServiceContext } from '../../deps.js';
import { paymentsOf } from '../billing/subscription.service.js';
import { categoriesDataOf } from '../categories/categories.service.js';
import { gamificationDataOf } from '../gamification/gamification.service.js';
import { habitsDataOf } from '../habits/data-download.service.js';
import { habitStandings } from '../habits/habit-history.service.js';
import { savedRepliesOf } from '../idempotency/idempotency.service.js';
import { listImports } from '../imports/imports.service.js';
import { waitingMailOf } from '../mail/outbox.js';
import { goalsDataOf } from '../premium/goals-download.service.js';
import { pushDataOf } from '../push/push-download.service.js';
import { remindersDataOf } from '../reminders/reminders-download.service.js';
import { listSupportRequests } from '../support/support.service.js';
import { toUserView, type SignedInUser } from '../users/user-view.js';
import * as repo from './auth.repository.js';
import { sessionRows } from './my-data.repository.js';

/**
 * Everything stored about the user (UK GDPR access and portability), each module's rows through
 * that module's service (docs/architecture.md §8 "Table owners"), in the download's order. Secrets
 * are described, not disclosed: the password is stored only as an argon2id hash, links only as
 * SHA-256 digests.
 */
export async function exportMyData(ctx: ServiceContext, user: SignedInUser) {
  const db = ctx.database.db;
  const tokens = await repo.listEmailTokens(db, user.id);
  const habits = await habitsDataOf(db, user.id);
  const categories = await categoriesDataOf(db, user.id);
  const gamification = await gamificationDataOf(db, user.id);
  const reminders = await remindersDataOf(db, user.id);
  const savedRequestReplies = await savedRepliesOf(db, user.id);
  const standings = await habitStandings(db, user, ctx.clock.now());
  const payments = await paymentsOf(db, user.id);
  const goals = await goalsDataOf(db, user.id);
  const signedIn = await sessionRows(db, user.id);
  const push = await pushDataOf(db, user.id);
  return {
    exportedAt: ctx.clock.now().toISOString(),
    user: {
      ...toUserView(user),
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      updatedAt: user.updatedAt.toISOString(),
      password: 'stored only as an argon2id hash, which is not included',
    },
    emailLinks: tokens.map((t) => ({
      purpose: t.purpose,
      createdAt: t.createdAt.toISOString(),
      expiresAt: t.expiresAt.toISOString(),
      usedAt: t.usedAt?.toISOString() ?? null,
    })),
    /** Each habit with its streaks and strength as GET /api/habits shows them now. */
    habits: habits.habits.map((h) => {
      const standing = standings.get(h._id);
      return {
        ...h,
        currentStreak: standing?.streak.current ?? 0,
        bestStreak: standing?.streak.longest ?? 0,
        strength: standing?.strength ?? 0,
      };
    }),
    categories,
    completions: habits.completions,
    habitDays: habits.habitDays,
    protectedDays: habits.protectedDays,
    vacations: habits.vacations,
    checkIns: habits.checkIns,
    pointsLedger: gamification.pointsLedger,
    badges: gamification.badges,
    /** Reminders and weekly reports sent: the log that keeps each from going twice. */
    scheduledMailsSent: reminders.scheduledMailsSent,
    savedRequestReplies,
    payments,
    goals,
    weeklyChallengeTargets: gamification.weeklyChallengeTargets,
    ...signedIn,
    pushDevices: push.pushDevices,
    habitRemindersSent: reminders.habitRemindersSent,
    pushWaitingToBeSent: push.pushWaitingToBeSent,
    /** Mail not yet taken by the mail server, by subject (its sealed content holds live links). */
    mailWaitingToBeSent: await waitingMailOf(db, user.id),
    /** Histories brought from other trackers, as GET /api/imports lists them. */
    imports: (await listImports(ctx, user)).imports,
    /** Messages to the support team, as GET /api/support lists them. */
    supportRequests: (await listSupportRequests(ctx, user)).requests,
  };
}
