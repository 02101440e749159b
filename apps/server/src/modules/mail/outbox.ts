import type { Queryable, Tx } from '../../db/client.js';
import type { AppDeps, ServiceContext } from '../../deps.js';
import type { MailMessage } from './mailer.js';
import {
  claimDueMail,
  deleteOutboxMail,
  insertOutboxMail,
  markFailed,
  outboxRowsOf,
  scheduleRetry,
} from './outbox.repository.js';
import { deriveSealKey, seal, unseal } from './seal.js';

/*
 * The durable outbox (docs/decisions/011-mail-outbox.md). A service writes its mail with
 * `queueMail` in the same transaction as the change it is about, and calls `deliverSoon` after
 * the commit; the reply never waits for the mail server. A pass in this process then delivers
 * it; every retry, and whatever a crashed or busy instance left, is taken by the job engine's
 * minute tick (jobs/ticks.ts), which runs `deliverDueMail` on whichever instance gets it.
 */

/** How long a sender owns a claimed mail; longer than the SMTP client's own time-outs. */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** 30 s doubling to an hour, then hourly: about fourteen hours of trying in all. */
export const MAX_ATTEMPTS = 20;
/** A pass stops after this many mails so one busy tick cannot run for ever; the next goes on. */
const PASS_LIMIT = 500;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** Writes a mail to the outbox inside the caller's transaction. */
export async function queueMail(
  ctx: Pick<AppDeps, 'config' | 'clock'>,
  db: Queryable,
  userId: string,
  message: MailMessage,
): Promise<void> {
  await insertOutboxMail(db, {
    userId,
    subject: message.subject,
    sealed: seal(deriveSealKey(ctx.config.jwtSecret), JSON.stringify(message)),
    now: ctx.clock.now(),
  });
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A user's mail not yet delivered, pending or given up, for 'Download my data': described by its
 * subject and dates only, since its sealed content holds live links.
 */
export async function waitingMailOf(db: Queryable, userId: string) {
  return (await outboxRowsOf(db, userId)).map((m) => ({
    subject: m.subject,
    createdAt: iso(m.createdAt),
    attempts: m.attempts,
    nextAttemptAt: iso(m.nextAttemptAt),
    gaveUpAt: iso(m.failedAt),
  }));
}

export interface DeliverySummary {
  sent: number;
  failed: number;
}

/** Delivers every mail due now, one at a time, until none is left (or the pass limit). */
export async function deliverDueMail(ctx: ServiceContext): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, failed: 0 };
  const key = deriveSealKey(ctx.config.jwtSecret);
  for (let i = 0; i < PASS_LIMIT; i += 1) {
    const now = ctx.clock.now();
    const row = await claimDueMail(ctx.database.db, now, new Date(now.getTime() + LEASE_MS));
    if (!row) break;
    let message: MailMessage;
    try {
      message = JSON.parse(unseal(key, row.sealed)) as MailMessage;
    } catch {
      // Sealed under an earlier secret, or altered: no retry can read it.
      await markFailed(ctx.database.db, row.id, now, 'Unreadable');
      ctx.log.error({ event: 'mail.unreadable', userId: row.userId }, 'outbox mail unreadable');
      summary.failed += 1;
      continue;
    }
    try {
      await ctx.mailer.send(message);
    } catch (err) {
      summary.failed += 1;
      // NOTE: only the error's name: a mail server's message can quote the address.
      const error = err instanceof Error ? err.name : 'unknown';
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      if (giveUp) await markFailed(ctx.database.db, row.id, now, error);
      else {
        const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts));
        await scheduleRetry(ctx.database.db, row.id, retryAt, error);
      }
      ctx.log.warn(
        { event: 'mail.failed', userId: row.userId, attempt: row.attempts, error, giveUp },
        giveUp ? 'mail failed; no more retries' : 'mail failed; retried later',
      );
      continue;
    }
    await deleteOutboxMail(ctx.database.db, row.id);
    summary.sent += 1;
  }
  return summary;
}

export interface MailDelivery {
  /** Starts a delivery pass in this process after a commit: never waits, never throws. */
  deliverSoon(ctx: ServiceContext): void;
  /**
   * Queues mail once the current request has been answered: `write` runs in a transaction of its
   * own on the next turn of the event loop, then a delivery pass starts. For a reply whose time
   * must not tell whether there was mail to write (forgot-password). Never throws: the reply has
   * gone, so a failure (the database went away since the request read it) is logged for `userId`.
   */
  queueAfterReply(ctx: ServiceContext, userId: string, write: (tx: Tx) => Promise<void>): void;
  /** Resolves once no pass or write is running in this process (shutdown, the dev outbox, tests). */
  idle(): Promise<void>;
}

/**
 * One pass at a time per process: a commit while a pass runs asks for one more pass after it,
 * so a burst of sign-ups costs a few passes, not one each.
 */
export function createMailDelivery(): MailDelivery {
  let running: Promise<void> | null = null;
  let next: ServiceContext | null = null;
  const writing = new Set<Promise<void>>();
  const loop = async () => {
    while (next) {
      const ctx: ServiceContext = next;
      next = null;
      await deliverDueMail(ctx).catch((err: unknown) => {
        ctx.log.warn(
          { event: 'mail.pass_failed', error: err instanceof Error ? err.name : 'unknown' },
          'mail delivery pass failed; the job engine retries',
        );
      });
    }
    // NOTE: cleared in the same turn as the last check of `next`, so a commit landing now starts
    // a new pass instead of leaving its request with a loop that has already finished.
    running = null;
  };
  const deliverSoon = (ctx: ServiceContext) => {
    next = ctx;
    running ??= loop();
  };
  return {
    deliverSoon,
    queueAfterReply(ctx, userId, write) {
      // NOTE: setImmediate waits for the promise continuations that send the handler's reply; a
      // continuation of its own would run among them and lengthen the reply.
      const task: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(() => ctx.database.db.transaction(write))
        .then(
          () => deliverSoon(ctx),
          (err: unknown) => {
            ctx.log.error(
              {
                event: 'mail.not_queued',
                userId,
                error: err instanceof Error ? err.name : 'unknown',
              },
              'mail could not be queued after the reply',
            );
          },
        )
        .finally(() => writing.delete(task));
      writing.add(task);
    },
    async idle() {
      // A write finishing starts a pass; a pass never starts a write.
      while (writing.size > 0 || running) await Promise.all([...writing, running]);
    },
  };
}
