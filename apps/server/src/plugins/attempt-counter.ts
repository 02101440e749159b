import type { Redis } from 'ioredis';

export interface Count {
  count: number;
  /** Milliseconds until the window (opened by its first hit) closes and the count starts over. */
  ttlMs: number;
}

/** Fixed-window counters of attempts, kept in memory or in Redis. */
export interface AttemptCounter {
  /** Counts one attempt now; the caller takes it back with `undo` if it was not a failure. */
  hit(key: string, windowMs: number): Promise<Count>;
  undo(key: string): Promise<void>;
  /** Forgets a key altogether (an account that signed in). */
  clear(key: string): Promise<void>;
}

/** Past this many keys, expired ones are swept; the oldest go if that is not enough. */
const MAX_MEMORY_KEYS = 100_000;

export function memoryCounter(now: () => number = () => Date.now()): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = () => {
    const at = now();
    for (const [key, entry] of windows) if (entry.endsAt <= at) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size <= MAX_MEMORY_KEYS) break;
      windows.delete(key);
    }
  };
  return {
    hit(key, windowMs) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= at) {
        if (windows.size >= MAX_MEMORY_KEYS) sweep();
        entry = { count: 0, endsAt: at + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return Promise.resolve({ count: entry.count, ttlMs: entry.endsAt - at });
    },
    undo(key) {
      const entry = windows.get(key);
      if (entry && --entry.count <= 0) windows.delete(key);
      return Promise.resolve();
    },
    clear(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}

// NOTE: one script per step, so concurrent instances never see a counter without its expiry.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

const UNDO = `
local n = redis.call('DECR', KEYS[1])
if n <= 0 then redis.call('DEL', KEYS[1]) end
return n`;

export function redisCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async hit(key, windowMs) {
      const reply = await redis.eval(HIT, 1, prefix + key, String(windowMs));
      const [count, ttlMs] = Array.isArray(reply) ? reply.map(Number) : [];
      if (count === undefined || ttlMs === undefined) throw new Error('unexpected counter reply');
      return { count, ttlMs };
    },
    async undo(key) {
      await redis.eval(UNDO, 1, prefix + key);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
