import { MESSAGES, type Suggestion } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { completions } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';
import { CATALOGUE } from './suggestion-catalogue.js';

const t = useTestApp();

const get = (token: string | undefined, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/premium/suggestions${query}`,
    headers: token ? bearer(token) : {},
  });

const CATALOGUE_IDS = new Set(CATALOGUE.map((e) => e.id));

describe('GET /api/premium/suggestions', () => {
  it('ranks from the user’s own habits and completion rate', async () => {
    const m = await kit.newMember(t, '2026-04-01T09:00:00Z', { plan: 'premium' });
    const run = await kit.addHabit(
      t,
      m.token,
      { name: 'Go for a run', category: 'Fitness', dailyTarget: 1 },
      201,
    );
    t.clock.set(new Date('2026-04-01T09:01:00Z'));
    const read = await kit.addHabit(
      t,
      m.token,
      { name: 'Read a chapter', category: 'Other', dailyTarget: 2 },
      201,
    );
    // 14 full days before today (04-20): the run done on 13 of them, reading on 12; reading on
    // 04-08 reached 1 of that day's target of 2, so it does not count.
    const rows = [];
    for (let day = 6; day <= 19; day += 1) {
      const date = `2026-04-${String(day).padStart(2, '0')}`;
      if (day !== 10) rows.push({ habitId: run._id, userId: m.id, day: date, count: 1, target: 1 });
      if (day !== 11 && day !== 12) {
        rows.push({
          habitId: read._id,
          userId: m.id,
          day: date,
          count: day === 8 ? 1 : 2,
          target: 2,
        });
      }
    }
    await db(t).insert(completions).values(rows);
    await kit.moveClock(t, m, '2026-04-20T12:00:00Z');

    const res = await get(m.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<Suggestion[]>();
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.every((s) => CATALOGUE_IDS.has(s.id))).toBe(true);
    // Fitness and learning are covered (the reading habit by its words, though filed under Other).
    expect(list.slice(0, 4).map((s) => s.category)).not.toContain('fitness');
    expect(list.slice(0, 4).map((s) => s.category)).not.toContain('learning');
    // (13 + 11) of 28 habit-days = 85.7 %: harder ones first.
    expect(list[0]?.aiReasoning).toMatch(
      /^You have no \w+ habit yet and complete 86% of your habits/,
    );
    expect(list[0]?.difficulty).toBe('hard');

    const fitness = (await get(m.token, '?category=fitness')).json<Suggestion[]>();
    expect(fitness.length).toBeGreaterThan(0);
    expect(fitness.every((s) => s.category === 'fitness')).toBe(true);
    expect(fitness.map((s) => s.id)).not.toContain('fitness-morning-jog');
    // Same data, same answer.
    expect((await get(m.token)).json()).toEqual(list);
  });

  it('refuses free and pro users with PREMIUM_REQUIRED', async () => {
    for (const plan of ['free', 'pro'] as const) {
      const m = await kit.newMember(t, undefined, { plan });
      const res = await get(m.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.premiumRequired, code: 'PREMIUM_REQUIRED' });
    }
  });

  it('rejects an unknown category with the field named', async () => {
    const m = await kit.newMember(t, undefined, { plan: 'premium' });
    const res = await get(m.token, '?category=cooking');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.suggestionCategoryInvalid,
      fields: { category: MESSAGES.suggestionCategoryInvalid },
    });
  });

  it('needs a signed-in user', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
  });
});
