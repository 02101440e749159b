import type { Goal, ImportCreated } from '@streakwise/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullAccount, type FullAccount } from '../../test/full-account.js';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';
import { call, importFile, upload } from '../../test/imports.js';

/*
 * POST /api/imports with source "streakwise": the Premium JSON export and the JSON of "Download
 * my data", both as this server writes them, read into a preview (docs/export-format.md).
 */

const t = useTestApp();
let account: FullAccount;
let files: { export: Buffer; myData: Buffer };

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(account.member.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};

beforeAll(async () => {
  account = await fullAccount(t);
  files = {
    export: await get('/api/premium/export?format=json'),
    myData: await get('/api/auth/my-data'),
  };
});

/** The preview a new member gets for `file`. */
async function previewOf(file: Buffer) {
  const m = await kit.newMember(t, t.clock.now().toISOString());
  const res = await upload(t, m.token, file, 'streakwise');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ImportCreated>();
}

describe('POST /api/imports from a Streakwise file', () => {
  for (const which of ['export', 'myData'] as const) {
    it(`previews the habits of ${which === 'export' ? 'a Premium export' : 'my data'}`, async () => {
      const created = await previewOf(files[which]);
      expect(created).toMatchObject({ source: 'streakwise', status: 'ready' });
      const byName = new Map(created.preview.habits.map((h) => [h.name, h]));
      expect([...byName.keys()]).toEqual(['Read', 'Walk', 'Soda', 'Old habit']);
      // Read: two check-ins today. Walk: 2.5 km on Tuesday.
      expect(byName.get('Read')).toMatchObject({ kind: 'count', days: 1, checkIns: 2 });
      expect(byName.get('Walk')).toMatchObject({
        kind: 'measure',
        days: 1,
        firstDay: '2026-03-03',
      });
      expect(byName.get('Soda')).toMatchObject({ kind: 'quit' });
      // The day a streak freeze saved comes in as history: nothing to warn about. The export's two
      // goals need Premium, which this member does not have ("my data" holds no goals).
      expect(created.preview.warnings).toEqual(
        which === 'export' ? ['2 goals will be skipped: goals are a Premium feature.'] : [],
      );
    });
  }

  it('makes the goals on Premium, once, and the undo takes them back; on Free it skips them', async () => {
    const free = await kit.newMember(t, t.clock.now().toISOString());
    const skipped = await importFile(t, free.token, files.export, 'streakwise');
    expect(skipped.skipped).toContainEqual({ reason: 'goals are a Premium feature', count: 2 });

    const m = await kit.newMember(t, t.clock.now().toISOString(), { plan: 'premium' });
    const goals = () => kit.getJson<Goal[]>(t, m.token, '/api/premium/goals', 200);
    const done = await importFile(t, m.token, files.export, 'streakwise');
    expect(done.status).toBe('done');
    const made = (await goals()).toSorted((a, b) => a.title.localeCompare(b.title));
    expect(made.map((g) => [g.title, g.status, g.habitName, g.reward, g.completedAt])).toEqual([
      ['First walk', 'completed', 'Walk', 'Cinema', '2026-03-03T18:00:00.000Z'],
      ['Read ten times', 'active', 'Read', 'A new book', null],
    ]);
    const again = await importFile(t, m.token, files.export, 'streakwise');
    expect(again.skipped).toContainEqual({ reason: 'a goal already in Streakwise', count: 2 });
    expect(await goals()).toHaveLength(2);

    expect((await call(t, m.token, 'DELETE', `/api/imports/${done._id}`)).statusCode).toBe(204);
    expect(await goals()).toEqual([]);
  });

  it('refuses a file that is not a Streakwise export with a sentence, and keeps nothing', async () => {
    const m = await kit.newMember(t, t.clock.now().toISOString());
    for (const data of [Buffer.from('date,habit\n2026-03-01,Walk\n'), Buffer.from('{"a":1}')]) {
      const res = await upload(t, m.token, data, 'streakwise');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'IMPORT_UNREADABLE',
        message: expect.stringMatching(/^That file is not a Streakwise export/) as string,
      });
    }
    expect((await call(t, m.token, 'GET', '/api/imports')).json()).toEqual({ imports: [] });
  });
});
