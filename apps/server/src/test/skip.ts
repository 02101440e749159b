import { type ErrorResponse, type Habit, MESSAGES } from '@streakwise/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { dayProtections } from '../db/schema.js';
import * as kit from './habits.js';
import { bearer, type TestApp } from './helper.js';

/* The steps the rest-day tests share (apps/server/src/modules/habits/skip*.test.ts). */

export const ZONE = 'Europe/London';

interface SkipResult {
  habit: Habit;
  date: string;
  reason: string | null;
}

/** Members, habits, skips and their stored rows, in the file's app `t`. */
export function skipSteps(t: TestApp) {
  const member = () =>
    kit.newMember(t, kit.atWallClock('2026-05-11T12:00', ZONE).toISOString(), { timezone: ZONE });
  const create = (m: kit.Member, name = 'Run') =>
    kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget: 1 }, 201);

  /** POST /api/habits/:id/skip; no body at all when none is given. */
  const skip = (m: kit.Member, habitId: string, body?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/habits/${habitId}/skip`,
      headers: bearer(m.token),
      ...(body ? { payload: body } : {}),
    });

  function ok(res: LightMyRequestResponse): SkipResult {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SkipResult>();
  }

  /** The user's protected days as stored, oldest first. */
  const stored = (m: kit.Member) => kit.storedProtections(t, m, { reason: dayProtections.reason });

  const listed = async (m: kit.Member, habitId: string) =>
    (await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200)).find((h) => h._id === habitId);

  function expectClosed(res: LightMyRequestResponse) {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<ErrorResponse>()).toEqual({
      message: MESSAGES.skipDayClosed,
      code: 'DAY_CLOSED',
    });
  }

  return { member, create, skip, ok, stored, listed, expectClosed };
}
