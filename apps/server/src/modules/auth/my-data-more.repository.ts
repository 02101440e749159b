import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  goals,
  habitReminderSends,
  orders,
  pushOutbox,
  pushSubscriptions,
  rotatedRefreshTokens,
  sessions,
  weeklyChallenges,
} from '../../db/schema.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The rest of a user's rows: payments, goals, fixed weekly targets and signed-in devices (mail
 * waiting to go comes from the mail module: mail/outbox.ts `waitingMailOf`). Refresh credentials
 * are described by their dates only (they are stored as SHA-256 digests anyway).
 */
export async function accountRows(db: Queryable, userId: string) {
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt));
  const goalRows = await db
    .select()
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(asc(goals.createdAt));
  const weekRows = await db
    .select({ weekStart: weeklyChallenges.weekStart, target: weeklyChallenges.target })
    .from(weeklyChallenges)
    .where(eq(weeklyChallenges.userId, userId))
    .orderBy(asc(weeklyChallenges.weekStart));
  const sessionRows = await db
    .select({
      id: sessions.id,
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const rotatedRows = await db
    .select({
      sessionId: rotatedRefreshTokens.sessionId,
      rotatedAt: rotatedRefreshTokens.rotatedAt,
    })
    .from(rotatedRefreshTokens)
    .where(eq(rotatedRefreshTokens.userId, userId))
    .orderBy(asc(rotatedRefreshTokens.rotatedAt));
  return {
    payments: orderRows.map((o) => ({
      _id: o.id,
      plan: o.plan,
      priceType: o.priceType,
      amount: o.amount,
      currency: o.currency,
      credit: o.credit,
      status: o.status,
      provider: o.provider,
      paidAt: iso(o.paidAt),
      createdAt: iso(o.createdAt),
    })),
    goals: goalRows.map((g) => ({
      _id: g.id,
      title: g.title,
      description: g.description,
      type: g.type,
      target: g.target,
      habitId: g.habitId,
      habitName: g.habitName,
      deadline: g.deadline,
      reward: g.reward,
      status: g.status,
      completedAt: iso(g.completedAt),
      createdAt: iso(g.createdAt),
    })),
    weeklyChallengeTargets: weekRows,
    sessions: sessionRows.map((s) => ({
      _id: s.id,
      device: s.device,
      createdAt: iso(s.createdAt),
      lastUsedAt: iso(s.lastUsedAt),
      expiresAt: iso(s.expiresAt),
      endedAt: iso(s.revokedAt),
    })),
    refreshCredentialsRotated: rotatedRows.map((r) => ({
      sessionId: r.sessionId,
      rotatedAt: iso(r.rotatedAt),
    })),
    ...(await pushRows(db, userId)),
  };
}

/**
 * Push devices, habit reminders sent and pushes waiting to go (docs/decisions/029-web-push.md).
 * A device is described by its name and dates: its endpoint and keys are credentials.
 */
async function pushRows(db: Queryable, userId: string) {
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  const sent = await db
    .select()
    .from(habitReminderSends)
    .where(eq(habitReminderSends.userId, userId))
    .orderBy(asc(habitReminderSends.day));
  const waiting = await db
    .select()
    .from(pushOutbox)
    .where(eq(pushOutbox.userId, userId))
    .orderBy(asc(pushOutbox.createdAt));
  return {
    pushDevices: devices.map((d) => ({
      _id: d.id,
      device: d.device,
      createdAt: iso(d.createdAt),
      expirationTime: iso(d.expirationTime),
    })),
    habitRemindersSent: sent.map((r) => ({
      habitId: r.habitId,
      day: r.day,
      sentAt: iso(r.sentAt),
    })),
    pushWaitingToBeSent: waiting.map((p) => ({
      deviceId: p.subscriptionId,
      createdAt: iso(p.createdAt),
      attempts: p.attempts,
      nextAttemptAt: iso(p.nextAttemptAt),
      gaveUpAt: iso(p.failedAt),
    })),
  };
}
