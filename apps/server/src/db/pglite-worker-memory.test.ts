import { describe, expect, it } from 'vitest';
import { PGLITE_SETTINGS } from './client.js';
import { openPgliteWorker } from './pglite-client.js';

/*
 * The embedded database's thread gives its spare heap back when the server is idle
 * (idle-memory.ts calls it beside the main thread's own collection), and answers as before
 * afterwards. Runs once, in the PGlite project.
 */
describe.runIf(process.env.TEST_DB !== 'postgres')("the embedded database's thread", () => {
  it('gives back what its heap holds beyond its live objects, and keeps answering', async () => {
    const db = await openPgliteWorker({ dir: null, settings: PGLITE_SETTINGS });
    try {
      await db.exec('create table notes (id int primary key, body text)');
      // Replies parsed on the thread leave garbage behind them.
      for (let i = 0; i < 200; i += 1) {
        await db.query('insert into notes values ($1, $2)', [i, `note ${i} `.repeat(50)]);
        await db.query('select * from notes where id <= $1', [i]);
      }
      const { before, after } = await db.releaseMemory();
      expect(before).toBeGreaterThan(0);
      expect(after).toBeLessThan(before);

      const result = await db.query<{ count: number }>('select count(*)::int as count from notes');
      expect(result.rows).toEqual([{ count: 200 }]);
      // A second release right after finds little or nothing left to give back.
      const again = await db.releaseMemory();
      expect(again.after).toBeLessThanOrEqual(after + 1_000_000);
    } finally {
      await db.close();
    }
    await expect(db.releaseMemory()).rejects.toThrow('The embedded database is closed.');
  });
});
