import {
  completionRateByDueDays,
  habitRateDays,
  weekStart,
  type GamificationStats,
  type Habit,
} from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointEntries } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';
import * as premium from '../../test/premium.js';
import * as mail from '../../test/reminders.js';

/*
 * One person's week read from every surface that shows its completion rate or its points
 * (docs/decisions/040-one-rule-per-figure.md): the Overview (what GET /api/habits gives the web,
 * through the web's own rule), GET /api/gamification/stats, the Analytics reply, the PDF report and
 * the weekly report e-mail. They must show the same numbers.
 */

const t = useTestApp();
const MONDAY = '2026-11-23';
const SUNDAY = '2026-11-29';
const ZONE = 'Europe/London';

let m: premium.PlanMember;
let walk: Habit;
let gym: Habit;

const post = (url: string) =>
  t.app.inject({ method: 'POST', url, headers: bearer(m.token), payload: {} });

/** What the ledger holds, summed by hand: the figure the surfaces must agree with. */
async function ledgerByHand() {
  const rows = await db(t).select().from(pointEntries).where(eq(pointEntries.userId, m.id));
  const sum = (keep: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(keep).reduce((total, r) => total + r.amount, 0);
  return {
    earned: sum((r) => r.amount > 0),
    spent: -sum((r) => r.reason === 'freeze-bought'),
    takenBack: -sum((r) => r.amount < 0 && r.reason !== 'freeze-bought'),
    net: sum(() => true),
  };
}

beforeAll(async () => {
  m = await premium.member(t, MONDAY, { timezone: ZONE });
  walk = await kit.addHabit(t, m.token, { name: 'Walk', category: 'Health', dailyTarget: 10 }, 201);
  gym = await kit.addHabit(
    t,
    m.token,
    { name: 'Gym', category: 'Fitness', dailyTarget: 10, schedule: { kind: 'weekly', times: 3 } },
    201,
  );
  await mail.reportOn(t, m);
  // Monday: nothing. Tuesday: both done, 10 check-ins each (200 points).
  await premium.checkIn(t, m, walk, '2026-11-24', 10);
  await premium.checkIn(t, m, gym, '2026-11-24', 10);
  // Wednesday: a streak freeze bought with 200 points, and a rest day for the walk.
  await premium.goTo(t, m, '2026-11-25');
  expect((await post('/api/gamification/freezes')).statusCode).toBe(200);
  expect((await post(`/api/habits/${walk._id}/skip`)).statusCode).toBe(200);
  await premium.history(t, m, {
    '2026-11-26': [
      [walk, 10],
      [gym, 10],
    ],
    '2026-11-27': [
      [walk, 10],
      [gym, 1],
    ],
    '2026-11-28': [[walk, 10]],
    [SUNDAY]: [[walk, 10]],
  });
  // Friday's one gym check-in was a slip of the finger: undone the same day.
  await premium.goTo(t, m, '2026-11-27', 45);
  kit.okResult(await kit.undoCheckIn(t, m.token, gym._id));
  await premium.goTo(t, m, SUNDAY, 60);
}, 120_000);

describe('one rule per figure, on every surface', () => {
  it('shows the same completion rate and points on the Overview, stats, Analytics, PDF and e-mail', async () => {
    // Walk: 5 of 6 (Monday missed, Wednesday a rest day); Gym 2 of its 3 this week.
    const expected = { completed: 7, possible: 9, protected: 1, rate: 77.8 };
    const points = await ledgerByHand();
    expect(points.spent).toBe(200);
    expect(points.takenBack).toBeGreaterThanOrEqual(10);
    expect(points.earned).toBeGreaterThanOrEqual(710);

    // The Overview: "Completion rate, this week (Mon 23 Nov – today)", as the web computes it.
    const list = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    const overview = completionRateByDueDays(
      list.map((h) => habitRateDays(h, ZONE)),
      weekStart(SUNDAY),
      SUNDAY,
    );
    expect(overview).toEqual(expected);

    // The stats endpoint's balance is the week's net: the person began this week.
    const stats = await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200);
    expect(stats.points).toBe(points.net);

    // Analytics, last 7 days (Monday to today).
    const analytics = await premium.analytics(t, m.token, '7d');
    expect(analytics.range).toEqual({ start: MONDAY, end: SUNDAY });
    expect(analytics.overview).toMatchObject({
      completionRate: expected.rate,
      completed: expected.completed,
      possible: expected.possible,
      protected: expected.protected,
      totalPoints: points.net,
    });

    // The PDF report of the week.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/premium/export?format=pdf&startDate=${MONDAY}&endDate=${SUNDAY}`,
      headers: bearer(m.token),
    });
    expect(res.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('Period Mon 23 Nov – Sun 29 Nov');
    expect(text).toContain(
      'Completion rate 77.8% (7 of 9 due habit-days, 1 protected habit-day left out)',
    );
    expect(text).toContain(
      `Points in period earned: ${points.earned} · spent: 200 · taken back: ${points.takenBack} · net: ${points.net}`,
    );

    // The weekly report, Monday morning.
    await mail.clockTo(t, '2026-11-30T08:00:00Z');
    const [report] = await mail.mailsTo(t, m, mail.REPORT_SUBJECT);
    expect(report?.subject).toBe('Your week in Streakwise: completion rate 77.8%');
    expect(report?.text).toContain(
      'Completion rate, last week (Mon 23 Nov – Sun 29 Nov): 77.8% (7 of 9 due habit-days, 1 protected habit-day left out).',
    );
    expect(report?.text).toContain(
      `Points earned: ${points.earned} · spent: 200 · taken back: ${points.takenBack} · net: ${points.net}`,
    );
    expect(report?.text).toContain('- Walk: 5 of 6 days, 83.3%');
    expect(report?.text).toContain('- Gym: 2 of 3 days, 66.7%');
  });
});
