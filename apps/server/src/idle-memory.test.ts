import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryReducingCollection, releaseMemoryWhenIdle } from './idle-memory.js';

/*
 * The server gives memory back after start-up and after each busy spell, never while requests
 * keep coming (idle-memory.ts). Runs once, in the PGlite project: it needs no database.
 */
describe.runIf(process.env.TEST_DB !== 'postgres')('memory given back when idle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("V8's memory-reducing collection is there, and no global gc is left behind", () => {
    const release = memoryReducingCollection();
    expect(release).toBeTypeOf('function');
    expect(() => release?.()).not.toThrow();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });

  it('releases after start-up, then once per quiet spell that follows requests', async () => {
    let clock = 0;
    const release = vi.fn();
    const app = Fastify();
    app.get('/ping', () => ({ ok: true }));
    releaseMemoryWhenIdle(app, { afterStartMs: 2_000, idleMs: 60_000, release, now: () => clock });
    await app.ready();
    const request = async () => {
      expect((await app.inject({ url: '/ping' })).statusCode).toBe(200);
    };
    const pass = async (ms: number) => {
      clock += ms;
      await vi.advanceTimersByTimeAsync(ms);
    };

    await pass(1_999);
    expect(release).not.toHaveBeenCalled();
    await pass(1);
    expect(release).toHaveBeenCalledTimes(1);

    // No request since: an idle server is not collected again and again.
    await pass(300_000);
    expect(release).toHaveBeenCalledTimes(1);

    // A request every 30 s keeps it busy; a minute after the last one, it is released once.
    for (let i = 0; i < 5; i += 1) {
      await request();
      await pass(30_000);
    }
    expect(release).toHaveBeenCalledTimes(1);
    await pass(45_000);
    expect(release).toHaveBeenCalledTimes(2);
    await pass(600_000);
    expect(release).toHaveBeenCalledTimes(2);

    await app.close();
    await request().catch(() => undefined);
    await pass(600_000);
    expect(release).toHaveBeenCalledTimes(2);
  });
});
