import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { closeOfflineDb, type OutboxEntry } from './offline-db';
import { cancelQueuedCheckIn, drainOutbox, enqueue, queuedEntries, refusedEntries } from './outbox';

const entry = (key: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key,
  kind: 'complete',
  habitId: 'h1',
  habitName: 'Read',
  count: 1,
  date: '2026-11-27',
  ...overrides,
});

/** A server that, like the real one, counts each Idempotency-Key once. */
function fakeServer() {
  const stored = new Set<string>();
  const received: string[] = [];
  return {
    stored,
    received,
    send: async (sent: OutboxEntry) => {
      received.push(sent.key);
      stored.add(sent.key);
      return Promise.resolve();
    },
  };
}

const lostReply = () => new ApiError({ status: 0, isNetworkError: true });

beforeEach(async () => {
  await closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(closeOfflineDb);

describe('the offline outbox', () => {
  it('sends what waits in the order it was made, each under its own key, then forgets it', async () => {
    await enqueue(entry('k1'));
    await enqueue(entry('k2', { kind: 'undo' }));
    await enqueue(entry('k3', { habitId: 'h2' }));
    const server = fakeServer();

    const report = await drainOutbox(server.send);

    expect(server.received).toEqual(['k1', 'k2', 'k3']);
    expect(report).toEqual({ sent: 3, refused: [], left: 0 });
    expect(await queuedEntries()).toEqual([]);
  });

  it('keeps what the network failed to send, and sends it later under the same key', async () => {
    await enqueue(entry('k1'));
    await enqueue(entry('k2'));
    const server = fakeServer();
    let offline = true;
    const report = await drainOutbox(async (sent) => {
      if (sent.key === 'k2' && offline) throw lostReply();
      return server.send(sent);
    });
    expect(report.left).toBe(1);
    expect((await queuedEntries()).map((e) => e.key)).toEqual(['k2']);

    offline = false;
    await drainOutbox(server.send);
    expect(server.received).toEqual(['k1', 'k2']);
    expect(await queuedEntries()).toEqual([]);
  });

  it('counts a check-in once when its reply was lost after the server stored it', async () => {
    // The tab sent it, the server stored it, the reply never came (or the tab closed).
    await enqueue(entry('k1'));
    const server = fakeServer();
    await drainOutbox(async (sent) => {
      await server.send(sent);
      throw lostReply();
    });
    expect(await queuedEntries()).toHaveLength(1);

    await drainOutbox(server.send);
    expect(server.received).toEqual(['k1', 'k1']);
    expect(server.stored.size).toBe(1);
    expect(await queuedEntries()).toEqual([]);
  });

  it('keeps a refusal with its reason for the person, and goes on with the rest', async () => {
    await enqueue(entry('k1', { date: '2026-11-25' }));
    await enqueue(entry('k2'));
    const server = fakeServer();
    const report = await drainOutbox(async (sent) => {
      if (sent.key === 'k1') {
        throw new ApiError({
          status: 409,
          code: 'DAY_CLOSED',
          serverMessage: 'That day is closed.',
        });
      }
      return server.send(sent);
    });

    expect(report.sent).toBe(1);
    expect(report.refused.map((r) => [r.key, r.reason])).toEqual([['k1', 'That day is closed.']]);
    expect((await refusedEntries()).map((r) => r.habitName)).toEqual(['Read']);
    expect(await queuedEntries()).toEqual([]);
  });

  it('waits on a busy server (429, 5xx) or an expired session instead of giving up', async () => {
    for (const status of [401, 429, 503]) {
      await enqueue(entry(`k${status}`));
      const report = await drainOutbox(() => Promise.reject(new ApiError({ status })));
      expect(report.refused).toEqual([]);
    }
    expect(await queuedEntries()).toHaveLength(3);
  });

  it('lets an undo take back a check-in that never left the device, sending neither', async () => {
    await enqueue(entry('k1'));
    expect(await cancelQueuedCheckIn('h1', '2026-11-27')).toBe(true);
    expect(await queuedEntries()).toEqual([]);
    // Nothing queued: the check-in reached the server, so the undo must be sent.
    expect(await cancelQueuedCheckIn('h1', '2026-11-27')).toBe(false);
  });
});
