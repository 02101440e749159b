import {
  addDays,
  MESSAGES,
  type Coaching,
  type ErrorResponse,
  type Habit,
} from '@streakwise/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';
import * as premium from '../../test/premium.js';

const t = useTestApp();

/*
 * A Europe/London member with two habits from Wednesday 1 July 2026; today is Wednesday 15 July.
 * Read is done every day; Meditate every day but the two Mondays (6 and 13 July).
 */
const TODAY = '2026-07-15';
const MONDAYS = ['2026-07-06', '2026-07-13'];
let m: premium.PlanMember;
let meditate: Habit;
let read: Habit;

const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

const coachingReply = (token: string, period?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/premium/coaching${period === undefined ? '' : `?period=${period}`}`,
    headers: bearer(token),
  });

async function coaching(token: string, period?: string): Promise<Coaching> {
  const res = await coachingReply(token, period);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Coaching>();
}

beforeAll(async () => {
  m = await premium.member(t, '2026-07-01');
  meditate = await premium.habitOn(t, m, '2026-07-01', { name: 'Meditate' });
  read = await premium.habitOn(t, m, '2026-07-01', { name: 'Read' });
  const history: Record<string, Array<[Habit, number]>> = {};
  for (const day of days('2026-07-01', '2026-07-14')) {
    history[day] = MONDAYS.includes(day)
      ? [[read, 1]]
      : [
          [read, 1],
          [meditate, 1],
        ];
  }
  await premium.history(t, m, history);
  await premium.goTo(t, m, TODAY);
}, 120_000);

describe('GET /api/premium/coaching', () => {
  it('names the habit that slipped and the weekday its misses fell on', async () => {
    const note = await coaching(m.token, '30d');
    expect(note).toEqual({
      range: { start: '2026-06-16', end: TODAY },
      wentWell: 'Read went best: done on 14 of 14 due days.',
      slipped: {
        habitId: meditate._id,
        habitName: 'Meditate',
        why: '2 of its 2 misses fell on a Monday.',
      },
      nextStep:
        'Plan Meditate for Mondays ahead: pick a time the evening before and set a reminder for it.',
      source: 'rules',
    });
  });

  it('reads the check-in hours in the person’s time zone', async () => {
    const zone = 'America/New_York';
    const u = await premium.member(t, '2026-07-08', { timezone: zone });
    const stretch = await premium.habitOn(t, u, '2026-07-08', { name: 'Stretch' });
    const times = ['07-09T08:30', '07-10T08:15', '07-11T08:40', '07-12T22:00', '07-13T21:30'];
    for (const time of times) {
      await kit.moveClock(t, u, kit.atWallClock(`2026-${time}`, zone));
      kit.okResult(await kit.completeHabit(t, u.token, stretch._id, { count: 1 }));
    }
    await premium.goTo(t, u, TODAY);
    const note = await coaching(u.token, '7d');
    expect(note.slipped).toEqual({
      habitId: stretch._id,
      habitName: 'Stretch',
      why: 'You usually check it in around 08:00, but 2 check-ins came after 11:00 or a day late.',
    });
  });

  it('says honestly when there is too little to go on', async () => {
    const u = await premium.member(t, TODAY);
    const note = await coaching(u.token);
    expect(note.wentWell).toBe('There is nothing to coach yet: you had no habits in this period.');
    expect(note.slipped).toBeNull();
  });

  it('is 400 on a bad period', async () => {
    const res = await coachingReply(m.token, '2w');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().message).toBe(MESSAGES.analyticsPeriodInvalid);
  });

  it.each(['free', 'pro'] as const)('is 403 PREMIUM_REQUIRED on the %s plan', async (plan) => {
    const u = await premium.member(t, TODAY, { plan });
    const res = await coachingReply(u.token, '7d');
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorResponse>()).toEqual({
      message: MESSAGES.premiumRequired,
      code: 'PREMIUM_REQUIRED',
    });
  });

  it('is 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/premium/coaching' });
    expect(res.statusCode).toBe(401);
  });
});
