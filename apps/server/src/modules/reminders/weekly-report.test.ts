import { addDays, BADGES, type BadgeStatus, type Habit } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailSends } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import * as mail from '../../test/reminders.js';
import { runWeeklyReportTick } from './report.service.js';
import { weeklyReport } from './weekly-report.js';

const t = useTestApp();
const { REPORT_SUBJECT } = mail;

/** Sets the clock to 10:00 UTC of a day and signs in there. */
async function on(m: kit.Member, day: string): Promise<string> {
  t.clock.set(new Date(`${day}T10:00:00Z`));
  return mail.signedIn(t, m);
}

/** Checks in `times` times; the points the ledger gained (check-in points and any bonus). */
async function checkIn(m: kit.Member, habit: Habit, times = 1): Promise<number> {
  let points = 0;
  for (let i = 0; i < times; i += 1) {
    const result = kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    points += result.pointsEarned + result.bonuses.reduce((sum, b) => sum + b.points, 0);
  }
  return points;
}

const reports = (m: kit.Member) => mail.mailsTo(t, m, REPORT_SUBJECT);

describe('the weekly progress report', () => {
  it('goes out on Monday from 08:00, once a week, with last week’s figures', async () => {
    // Week before: 2–8 Nov. Last week: 9–15 Nov. The report goes out on Monday 16 Nov.
    const m = await kit.newMember(t, '2026-11-02T09:00:00Z', { plan: 'pro' });
    const water = await kit.addHabit(
      t,
      m.token,
      { name: 'Water', category: 'Health', dailyTarget: 1 },
      201,
    );
    const read = await kit.addHabit(
      t,
      m.token,
      { name: 'Read', category: 'Learning', dailyTarget: 2 },
      201,
    );
    await mail.reportOn(t, m);

    // Week before: Water on 4 of 7 days, Read done once (2 Nov) and half done once (3 Nov).
    for (const day of ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']) {
      await on(m, day);
      await checkIn(m, water);
      if (day === '2026-11-02') await checkIn(m, read, 2);
      if (day === '2026-11-03') await checkIn(m, read, 1);
    }
    // Last week: Water every day; Read done 9–11 Nov, half done on the 12th; Stretch from the 13th,
    // done on the 14th and 15th.
    let points = 0;
    let stretch: Habit | undefined;
    for (let i = 0; i < 7; i += 1) {
      const day = addDays('2026-11-09', i);
      await on(m, day);
      points += await checkIn(m, water);
      if (day <= '2026-11-11') points += await checkIn(m, read, 2);
      if (day === '2026-11-12') points += await checkIn(m, read, 1);
      if (day === '2026-11-13') {
        stretch = await kit.addHabit(
          t,
          m.token,
          { name: 'Stretch', category: 'Fitness', dailyTarget: 1 },
          201,
        );
      }
      if (stretch && day >= '2026-11-14') points += await checkIn(m, stretch);
    }
    const badges = await kit.getJson<BadgeStatus[]>(t, m.token, '/api/gamification/badges', 200);
    const earnedLastWeek = badges
      .filter((b) => b.earnedAt && b.earnedAt >= '2026-11-09' && b.earnedAt < '2026-11-16')
      .map((b) => b.name);
    expect(earnedLastWeek).toContain('Week Warrior');

    await mail.clockTo(t, '2026-11-16T07:59:00Z');
    expect(await reports(m)).toEqual([]);
    await mail.clockTo(t, '2026-11-16T08:00:00Z');
    const [report, ...more] = await reports(m);
    expect(more).toEqual([]);

    // Rates: last week 12 of 17 habit-days (Water 7/7, Read 3/7, Stretch 2/3 from its creation);
    // the week before 5 of 14 (Water 4/7, Read 1/7).
    expect(report?.subject).toBe('Your week in Streakwise: completion rate 70.6%');
    expect(report?.text).toContain(
      'Completion rate, last week (Mon 9 Nov – Sun 15 Nov): 70.6% (12 of 17 due habit-days), up 34.9 points on the week before (35.7%).',
    );
    expect(report?.text).toContain(
      [
        'Check-ins: 16 units', // 7 + (2 + 2 + 2 + 1) + 2
        `Points earned: ${points} · spent: 0 · taken back: 0 · net: ${points}`,
        `Badges earned: ${earnedLastWeek.join(', ')}`,
        'Best habit: Water (100%)',
        'Weakest habit: Read (42.9%)',
      ].join('\n'),
    );
    expect(report?.text).toContain(
      [
        '- Water: 7 of 7 days, 100%, streak 7 days',
        '- Read: 3 of 7 days, 42.9%, streak 0 days',
        '- Stretch: 2 of 3 days, 66.7%, streak 2 days',
      ].join('\n'),
    );
    expect(report?.text).not.toContain(BADGES[0].name); // earned in the week before
    expect(report?.html).toMatch(/<table[^>]*>[\s\S]*<td[^>]*>Stretch<\/td>/);
    expect(report?.links[1]).toMatch(/\/api\/mail\/unsubscribe\?token=[\w-]+\.weekly-report\./);
    expect(report?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Later ticks that Monday send nothing more; the next Monday brings the next report.
    await runWeeklyReportTick(mail.tickContext(t));
    await mail.clockTo(t, '2026-11-16T21:00:00Z');
    expect(await reports(m)).toHaveLength(1);
    await mail.clockTo(t, '2026-11-23T09:00:00Z');
    expect(await reports(m)).toHaveLength(2);
    const log = await db(t).select().from(mailSends).where(eq(mailSends.userId, m.id));
    expect(log.map((row) => [row.kind, row.periodKey]).sort()).toEqual([
      ['weekly-report', '2026-11-16'],
      ['weekly-report', '2026-11-23'],
    ]);
  });

  it('waits for 08:00 in the user’s zone, and is only for Pro and Premium', async () => {
    const la = await kit.newMember(t, '2026-11-30T20:00:00Z', {
      plan: 'premium',
      timezone: 'America/Los_Angeles',
    });
    const free = await kit.newMember(t, '2026-11-30T20:00:00Z', { plan: 'pro' });
    for (const m of [la, free]) {
      const habit = await kit.addHabit(
        t,
        m.token,
        { name: 'Walk', category: 'Health', dailyTarget: 1 },
        201,
      );
      await mail.reportOn(t, m);
      await on(m, '2026-12-02');
      await checkIn(m, habit);
    }
    await kit.setPlan(t, free.id, 'free');

    // 08:00 in London; 00:00 in Los Angeles.
    await mail.clockTo(t, '2026-12-07T08:00:00Z');
    expect(await reports(la)).toEqual([]);
    // 08:00 in Los Angeles (UTC-8).
    await mail.clockTo(t, '2026-12-07T16:00:00Z');
    const [report] = await reports(la);
    expect(report?.text).toContain('- Walk: 1 of 7 days, 14.3%');
    expect(await reports(free)).toEqual([]);
  });
});

describe('the weekly report on due days', () => {
  // Last week: Monday 9 to Sunday 15 November; the week before from Monday 2 November.
  const input = {
    monday: '2026-11-16',
    units: 0,
    points: [],
    streaks: new Map<string, { current: number }>(),
    badges: [],
  };
  const weekdaysOf = (monday: string) => [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
  const done = (habitId: string, days: string[]) =>
    days.map((day) => ({ habitId, day, count: 1, target: 1 }));
  const work = {
    id: 'work',
    name: 'Deep work',
    createdOn: '2026-11-02',
    archivedOn: null,
    schedule: { kind: 'weekdays' as const, days: [1, 2, 3, 4, 5] },
  };

  it('rates a Monday–Friday habit done on its five days at 100%, not 71.4%', () => {
    const report = weeklyReport({
      ...input,
      habits: [work],
      completions: done('work', [...weekdaysOf('2026-11-02'), ...weekdaysOf('2026-11-09')]),
    });
    expect(report.rate).toBe(100);
    expect(report.previousRate).toBe(100);
    expect(report.habits).toEqual([
      {
        name: 'Deep work',
        kind: 'count',
        unit: null,
        amount: null,
        done: 5,
        possible: 5,
        rate: 100,
        streak: 0,
      },
    ]);
  });

  it('leaves a protected day out, and counts a plain miss', () => {
    const lastWeek = weekdaysOf('2026-11-09');
    const wednesday = lastWeek[2]!;
    const completions = done(
      'work',
      lastWeek.filter((day) => day !== wednesday),
    );
    const kept = weeklyReport({
      ...input,
      habits: [work],
      completions,
      protectedDays: [{ habitId: 'work', day: wednesday }],
    });
    expect(kept.habits[0]).toMatchObject({ done: 4, possible: 4, rate: 100 });
    const missed = weeklyReport({ ...input, habits: [work], completions });
    expect(missed.habits[0]).toMatchObject({ done: 4, possible: 5, rate: 80 });
  });
});
