import { addDays, toHundredths } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import * as kinds from '../../test/kinds.js';
import * as mail from '../../test/reminders.js';

/*
 * The weekly report of measures and habits to quit (docs/decisions/032-habit-kinds.md): rates
 * follow done (kept) days, a measure's line gives its amount in its unit, a quit habit's its kept
 * days, and the check-ins figure counts a measure's entry once and a slip not at all.
 */

const t = useTestApp();
const MONDAY = '2026-11-09';

describe('the weekly report of each kind', () => {
  it('reads amounts with units and kept days, and counts no slips or hundredths', async () => {
    const m = await kit.newMember(t, `${MONDAY}T09:00:00Z`, { plan: 'pro' });
    const walk = await kinds.addKindHabit(t, m, 'Walk', { kind: 'measure', unit: 'km', target: 5 });
    const soda = await kinds.addKindHabit(t, m, 'Soda', { kind: 'quit', limit: 1 });
    await mail.reportOn(t, m);
    for (let i = 0; i < 7; i += 1) {
      const day = addDays(MONDAY, i);
      // Soda: over its limit on Wednesday (3 slips), kept with 1 slip on Thursday.
      const slips = i === 2 ? 3 : i === 3 ? 1 : 0;
      await kinds.quitDay(t, m, soda._id, day, slips, 1);
      if (slips > 0) await kinds.entry(t, m, soda._id, day, slips);
    }
    // Walk: 2.5 + 3 km on Monday (done), 1.25 km on Tuesday (not done).
    await kinds.measureDay(t, m, walk._id, MONDAY, 5.5, 5);
    await kinds.entry(t, m, walk._id, MONDAY, toHundredths(2.5));
    await kinds.entry(t, m, walk._id, MONDAY, toHundredths(3));
    await kinds.measureDay(t, m, walk._id, addDays(MONDAY, 1), 1.25, 5);
    await kinds.entry(t, m, walk._id, addDays(MONDAY, 1), toHundredths(1.25));

    await mail.clockTo(t, '2026-11-16T09:00:00Z');
    const [report] = await mail.mailsTo(t, m, mail.REPORT_SUBJECT);
    // 1 + 6 of 14 habit-days.
    expect(report?.subject).toBe('Your week in Streakwise: completion rate 50%');
    expect(report?.text).toContain('Check-ins: 3 units');
    expect(report?.text).toContain('- Walk: 1 of 7 days, 6.75 km, 14.3%, streak 0 days');
    expect(report?.text).toContain('- Soda: 6 of 7 days kept, 85.7%, streak');
  });
});
