import type { Habit } from '@streakwise/shared';
import { beforeAll, expect } from 'vitest';
import { goals } from '../db/schema.js';
import * as cats from './categories.js';
import * as kit from './habits.js';
import { bearer, db, type TestApp } from './helper.js';
import * as kinds from './kinds.js';

/*
 * A Premium account with one of everything an export holds (docs/export-format.md): every habit
 * kind, a schedule, a reminder, a custom category, an archived habit, a rest day with a reason, a
 * vacation, a used freeze, a corrected day with a note, a completed and an active goal, a badge
 * and points. Made on Monday 2026-03-02 in London; the clock is left at Wednesday 03-04 12:00.
 */

export interface FullAccount {
  member: kit.Member;
  ids: { read: string; walk: string; soda: string; old: string };
}

export const TODAY = '2026-03-04';

export async function fullAccount(t: TestApp): Promise<FullAccount> {
  const member = await kit.newMember(t, '2026-03-02T09:00:00Z', { plan: 'premium' });
  const { token } = member;
  await cats.add(t, token, 'Mindfulness');
  const add = async (minute: number, body: object) => {
    t.clock.set(new Date(`2026-03-02T09:0${minute}:00Z`));
    return (await kit.addHabit(t, token, body, 201))._id;
  };
  const read = await add(1, {
    name: 'Read',
    category: 'Mindfulness',
    dailyTarget: 2,
    icon: '📚',
    color: '#10B981',
    description: 'Before bed',
    schedule: { kind: 'weekdays', days: [1, 3, 5] },
  });
  const walk = await add(2, {
    name: 'Walk',
    category: 'Fitness',
    kind: 'measure',
    unit: 'km',
    target: 5,
  });
  const soda = await add(3, { name: 'Soda', category: 'Health', kind: 'quit', limit: 2 });
  const old = await add(4, { name: 'Old habit', category: 'Other', dailyTarget: 1 });
  const reminder = await kit.editHabit(t, token, read, {
    reminder: { time: '07:30', days: [1, 3] },
  });
  expect(reminder.statusCode, reminder.body).toBe(200);
  // A streak freeze used on Monday, a corrected Tuesday with a note.
  await kit.protectDay(t, member, read, '2026-03-02', 'freeze');
  await kinds.measureDay(t, member, walk, '2026-03-03', 2.5, 5);
  await kinds.markDay(t, member, walk, '2026-03-03', { note: 'Rain, cut short', corrected: true });

  await kit.moveClock(t, member, `${TODAY}T12:00:00Z`);
  expect((await kit.archiveHabit(t, token, old)).statusCode).toBe(200);
  const send = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const skip = await send(`/api/habits/${walk}/skip`, { reason: 'sick' });
  expect(skip.statusCode, skip.body).toBe(200);
  const away = await send('/api/vacations', {
    from: '2026-03-06',
    to: '2026-03-07',
    habitIds: [walk],
  });
  expect(away.statusCode, away.body).toBe(201);
  // Read done today: points and the first badge.
  kit.okResult(await kit.completeHabit(t, token, read, { count: 2 }));
  const goal = await send('/api/premium/goals', {
    title: 'Read ten times',
    type: 'frequency',
    target: 10,
    habitId: read,
    reward: 'A new book',
  });
  expect(goal.statusCode, goal.body).toBe(201);
  await db(t)
    .insert(goals)
    .values({
      userId: member.id,
      title: 'First walk',
      type: 'streak',
      target: 1,
      habitId: walk,
      habitName: 'Walk',
      reward: 'Cinema',
      status: 'completed',
      completedAt: new Date('2026-03-03T18:00:00Z'),
      createdOn: '2026-03-02',
      createdAt: new Date('2026-03-02T09:10:00Z'),
    });
  return { member, ids: { read, walk, soda, old } };
}

/** Archived at noon on TODAY (the test clock flows on from the set instant). */
export const ARCHIVED_AT = /^2026-03-04T12:00:00\.\d{3}Z$/;

export interface ListedAccount extends FullAccount {
  /** A habit's streaks and strength as GET /api/habits (active or archived) shows them, by name. */
  standing(name: string): {
    currentStreak: number;
    bestStreak: number;
    strength: Habit['strength'];
  };
}

/** The file's full account, made before its tests, with what the habit list says of each habit. */
export function useFullAccount(t: TestApp): ListedAccount {
  const listed = new Map<string, Habit>();
  const account = {
    standing(name: string) {
      const h = listed.get(name);
      if (!h) throw new Error(`${name} is not listed`);
      return {
        currentStreak: h.streak.current,
        bestStreak: h.streak.longest,
        strength: h.strength,
      };
    },
  } as ListedAccount;
  beforeAll(async () => {
    Object.assign(account, await fullAccount(t));
    for (const url of ['/api/habits', '/api/habits?archived=true']) {
      const habits = await kit.getJson<Habit[]>(t, account.member.token, url, 200);
      for (const h of habits) listed.set(h.name, h);
    }
  });
  return account;
}
