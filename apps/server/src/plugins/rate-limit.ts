import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@streakwise/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { RateLimitedError } from '../errors.js';
import { memoryCounter, redisCounter } from './attempt-counter.js';
import { accountKey, createFailureLimits, type FailureLimitHooks } from './failure-limits.js';

export interface Limit {
  max: number;
  /** e.g. '15 minutes', '1 hour', '1 day' */
  window: string;
}

export interface RouteLimits {
  perIp: Limit;
  /** Keyed by the e-mail in the body (lower-cased by the schema), so one account is capped too. */
  perAccount?: Limit;
  /** The 429 message, when docs/product.md words this limit (default: MESSAGES.tooManyRequests). */
  message?: string;
  /** Whose account a request is against (default: the e-mail in the body). */
  accountOf?: (request: FastifyRequest) => string;
  /** Failure limits only: which reply status is a failed guess (default 401). */
  failureStatus?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandlers enforcing a route's limits; none when limits are switched off for tests. */
    limits: (name: string, limits: RouteLimits) => preHandlerAsyncHookHandler[];
    /** Limits counting failed attempts (401 replies) only: hooks to spread into the route. */
    failureLimits: (name: string, limits: RouteLimits) => FailureLimitHooks;
  }
}

/**
 * NOTE: with the offline queue off, a request arriving before the connection is up would fail
 * with a 500, so the app is not ready until Redis is; an unreachable Redis fails the start.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // NOTE: loaded only when REDIS_URL is set; a single instance does without it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: 2000,
    // NOTE: a Redis that keeps the connection open but stops answering would otherwise hold
    // every limited request for as long as it stays silent; a timed-out command fails open.
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on('error', (err: Error) => app.log.error({ err }, 'redis error'));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw err;
  }
  return redis;
}

/** In-memory counters, or Redis when `REDIS_URL` is set so every instance shares them. */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.rateLimits) {
    app.decorate('limits', () => []);
    app.decorate('failureLimits', () => ({ preHandler: [], onSend: [] }));
    return;
  }
  const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined;
  if (redis)
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'streakwise-rl-' } : {}),
  });
  app.decorate(
    'failureLimits',
    createFailureLimits(redis ? redisCounter(redis, 'streakwise-fail-') : memoryCounter()),
  );
  // NOTE: `app.rateLimit()` handlers skip once any limiter ran on a request, so a route's second
  // limit (per account) would never count; `createRateLimit()` checks each limit independently.
  app.decorate('limits', (name: string, limits: RouteLimits) => {
    const checks = [
      app.createRateLimit({
        max: limits.perIp.max,
        timeWindow: limits.perIp.window,
        keyGenerator: (request) => `${name}:ip:${request.ip}`,
      }),
    ];
    if (limits.perAccount) {
      checks.push(
        app.createRateLimit({
          max: limits.perAccount.max,
          timeWindow: limits.perAccount.window,
          keyGenerator: (request) => `${name}:account:${(limits.accountOf ?? accountKey)(request)}`,
        }),
      );
    }
    const enforce: preHandlerAsyncHookHandler = async (request) => {
      for (const check of checks) {
        // NOTE: fail open. If the shared counter store is down, people can still sign in; argon2
        // keeps guessing slow meanwhile, and the outage is logged as an error.
        const result = await check(request).catch((err: unknown) => {
          request.log.error({ err }, 'rate limit store unavailable: request allowed');
          return null;
        });
        if (result && !result.isAllowed && result.isExceeded) {
          throw new RateLimitedError(limits.message ?? MESSAGES.tooManyRequests, result.ttl);
        }
      }
    };
    return [enforce];
  });
}
