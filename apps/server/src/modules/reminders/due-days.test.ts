import type { Habit, Schedule } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayProtections, habits, mailSends } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import * as mail from '../../test/reminders.js';
import { owedToday } from './due.js';

/*
 * The daily reminder lists only the habits the day owes (docs/decisions/017-fair-streaks.md,
 * "Points and badges"): due today and not protected, or weekly and short of its times this week;
 * with none, nobody is reminded.
 */
const t = useTestApp();
const { REMINDER_SUBJECT } = mail;

const WORKWEEK: Schedule = { kind: 'weekdays', days: [1, 2, 3, 4, 5] };

/**
 * A habit with a schedule; the schedule is written straight in the table, so the test depends on
 * the stored habit only.
 */
async function habitWith(m: kit.Member, name: string, schedule: Schedule): Promise<Habit> {
  const habit = await kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget: 1 }, 201);
  await db(t).update(habits).set({ schedule }).where(eq(habits.id, habit._id));
  return habit;
}

const reminders = (m: kit.Member) => mail.mailsTo(t, m, REMINDER_SUBJECT);
const sentLog = (m: kit.Member) => db(t).select().from(mailSends).where(eq(mailSends.userId, m.id));

describe('the daily reminder on due days', () => {
  it('leaves a Monday–Friday habit out on Saturday', async () => {
    // Friday 20 November 2026, London (UTC in winter).
    const m = await kit.newMember(t, '2026-11-20T09:00:00Z', { plan: 'pro' });
    await habitWith(m, 'Deep work', WORKWEEK);
    await habitWith(m, 'Walk', { kind: 'daily' });
    await mail.remindAt(t, m, '20:00');

    await mail.clockTo(t, '2026-11-20T20:00:00Z');
    const [friday] = await reminders(m);
    expect(friday?.subject).toBe('2 habits still to do today');
    expect(friday?.text).toContain('- Deep work: not yet done\n- Walk: not yet done');

    await mail.clockTo(t, '2026-11-21T20:00:00Z');
    const [saturday, ...earlier] = await reminders(m);
    expect(earlier).toHaveLength(1);
    expect(saturday?.subject).toBe('1 habit still to do today');
    expect(saturday?.text).toContain('- Walk: not yet done');
    expect(saturday?.text).not.toContain('Deep work');
  });

  it('sends nothing on Saturday when the Monday–Friday habit is the only one', async () => {
    const m = await kit.newMember(t, '2026-11-27T09:00:00Z', { plan: 'pro' }); // a Friday
    await habitWith(m, 'Deep work', WORKWEEK);
    await mail.remindAt(t, m, '20:00');

    await mail.clockTo(t, '2026-11-28T20:00:00Z'); // Saturday
    await mail.clockTo(t, '2026-11-29T20:00:00Z'); // Sunday
    expect(await reminders(m)).toEqual([]);
    expect(await sentLog(m)).toEqual([]);

    await mail.clockTo(t, '2026-11-30T20:00:00Z'); // Monday
    const [monday, ...more] = await reminders(m);
    expect(more).toEqual([]);
    expect(monday?.text).toContain('- Deep work: not yet done');
  });

  it('leaves out a habit protected today', async () => {
    const m = await kit.newMember(t, '2026-12-02T09:00:00Z', { plan: 'pro' }); // a Wednesday
    const walk = await habitWith(m, 'Walk', { kind: 'daily' });
    await habitWith(m, 'Read', { kind: 'daily' });
    await db(t)
      .insert(dayProtections)
      .values({ habitId: walk._id, userId: m.id, day: '2026-12-02', kind: 'skip', reason: 'sick' });
    await mail.remindAt(t, m, '20:00');

    await mail.clockTo(t, '2026-12-02T20:00:00Z');
    const [reminder] = await reminders(m);
    expect(reminder?.subject).toBe('1 habit still to do today');
    expect(reminder?.text).toContain('- Read: not yet done');
    expect(reminder?.text).not.toContain('Walk');
  });

  it('lists a weekly habit while its week is short of its times, with how far it got', async () => {
    const m = await kit.newMember(t, '2026-12-07T09:00:00Z', { plan: 'pro' }); // a Monday
    const swim = await habitWith(m, 'Swim', { kind: 'weekly', times: 2 });
    kit.okResult(await kit.completeHabit(t, m.token, swim._id));
    await mail.remindAt(t, m, '20:00');

    // Monday: done today, nothing open.
    await mail.clockTo(t, '2026-12-07T20:00:00Z');
    expect(await reminders(m)).toEqual([]);
    // Tuesday: one of two so far this week.
    await mail.clockTo(t, '2026-12-08T20:00:00Z');
    const [tuesday] = await reminders(m);
    expect(tuesday?.text).toContain('- Swim: not yet done (1 of 2 this week)');

    // Done again on Wednesday morning: the week is met, so Wednesday and Thursday send nothing.
    t.clock.set(new Date('2026-12-09T08:00:00Z'));
    kit.okResult(await kit.completeHabit(t, await mail.signedIn(t, m), swim._id));
    await mail.clockTo(t, '2026-12-09T20:00:00Z');
    await mail.clockTo(t, '2026-12-10T20:00:00Z');
    expect(await reminders(m)).toHaveLength(1);
  });
});

describe('owedToday', () => {
  const plain = { protectedToday: false, weekDone: 0 };
  it('owes a habit on its due days only, never on a protected day', () => {
    expect(owedToday({ ...plain, schedule: WORKWEEK }, '2026-11-20')).toBe(true); // Friday
    expect(owedToday({ ...plain, schedule: WORKWEEK }, '2026-11-21')).toBe(false); // Saturday
    expect(owedToday({ ...plain, schedule: { kind: 'daily' } }, '2026-11-21')).toBe(true);
    expect(
      owedToday({ ...plain, schedule: { kind: 'daily' }, protectedToday: true }, '2026-11-21'),
    ).toBe(false);
  });

  it('owes a weekly habit while its week is short of its times', () => {
    const swim: Schedule = { kind: 'weekly', times: 3 };
    expect(owedToday({ ...plain, schedule: swim, weekDone: 2 }, '2026-11-21')).toBe(true);
    expect(owedToday({ ...plain, schedule: swim, weekDone: 3 }, '2026-11-21')).toBe(false);
    expect(owedToday({ schedule: swim, weekDone: 0, protectedToday: true }, '2026-11-21')).toBe(
      false,
    );
  });
});
