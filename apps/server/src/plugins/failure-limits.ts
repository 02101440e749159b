import { MESSAGES } from '@streakwise/shared';
import type { FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { RateLimitedError } from '../errors.js';
import type { AttemptCounter, Count } from './attempt-counter.js';
import type { Limit, RouteLimits } from './rate-limit.js';

/** The hooks a route spreads into its options. */
export interface FailureLimitHooks {
  preHandler: preHandlerAsyncHookHandler[];
  onSend: onSendAsyncHookHandler[];
}

const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

/** '15 minutes' -> 900000; a window the table does not know stops the start. */
export function windowMs(window: string): number {
  const match = /^(\d+) (second|minute|hour|day)s?$/.exec(window);
  const unit = match?.[2] ? UNIT_MS[match[2]] : undefined;
  if (!match || !unit) throw new Error(`unknown rate-limit window: ${window}`);
  return Number(match[1]) * unit;
}

interface Hit {
  key: string;
  perAccount: boolean;
}

/** The e-mail in the body (lower-cased by the schema), so one account is capped from any IP. */
export function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : `ip:${request.ip}`;
}

/**
 * Limits that count failed attempts only: a reply of 401. Every attempt is counted when it
 * arrives and taken back once its reply shows it was no failure, so a burst of parallel guesses
 * is capped like a sequence, and successes never use the allowance. An account that signs in
 * starts afresh; the IP's count stays, so a guesser cannot wipe it with an account of their own.
 */
export function createFailureLimits(counter: AttemptCounter) {
  const hits = new WeakMap<FastifyRequest, Hit[]>();

  return (name: string, limits: RouteLimits): FailureLimitHooks => {
    const checks: Array<{ limit: Limit; ms: number; perAccount: boolean }> = [
      { limit: limits.perIp, ms: windowMs(limits.perIp.window), perAccount: false },
    ];
    if (limits.perAccount) {
      checks.push({
        limit: limits.perAccount,
        ms: windowMs(limits.perAccount.window),
        perAccount: true,
      });
    }

    const preHandler: preHandlerAsyncHookHandler = async (request) => {
      const counted: Hit[] = [];
      hits.set(request, counted);
      let waitMs = 0;
      for (const { limit, ms, perAccount } of checks) {
        const account = (limits.accountOf ?? accountKey)(request);
        const key = `${name}:${perAccount ? `account:${account}` : `ip:${request.ip}`}`;
        // NOTE: fail open. If the shared counter store is down, people can still sign in; argon2
        // keeps guessing slow meanwhile, and the outage is logged as an error.
        const count: Count | null = await counter.hit(key, ms).catch((err: unknown) => {
          request.log.error({ err }, 'rate limit store unavailable: request allowed');
          return null;
        });
        if (!count) continue;
        counted.push({ key, perAccount });
        if (count.count > limit.max) waitMs = Math.max(waitMs, count.ttlMs);
      }
      if (waitMs > 0)
        throw new RateLimitedError(limits.message ?? MESSAGES.tooManyRequests, waitMs);
    };

    const onSend: onSendAsyncHookHandler = async (request, reply, payload) => {
      const counted = hits.get(request) ?? [];
      hits.delete(request);
      const failed = reply.statusCode === (limits.failureStatus ?? 401);
      const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
      for (const { key, perAccount } of counted) {
        if (failed) continue;
        const settle = succeeded && perAccount ? counter.clear(key) : counter.undo(key);
        await settle.catch((err: unknown) => {
          request.log.error({ err }, 'rate limit store unavailable: attempt not settled');
        });
      }
      return payload;
    };

    return { preHandler: [preHandler], onSend: [onSend] };
  };
}
