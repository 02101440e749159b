import { addDays, type Habit } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import * as mail from '../../test/reminders.js';

const t = useTestApp();

async function member(plan: kit.Plan) {
  const m = await kit.newMember(t, '2026-11-09T09:00:00Z', { plan });
  const add = (name: string) =>
    kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget: 1 }, 201);
  const habits = { read: await add('Read'), tea: await add('Tea & <biscuits>') };
  await mail.reportOn(t, m);
  return { m, ...habits };
}

const done = async (m: kit.Member, habit: Habit) =>
  kit.okResult(await kit.completeHabit(t, m.token, habit._id));

describe('the weekly report’s coach', () => {
  it('is a section of a Premium member’s report, and not of a Pro member’s', async () => {
    const premium = await member('premium');
    const pro = await member('pro');
    // 9–22 November: Read every day; the tea every day but Monday 16, after a 7-day run.
    for (let i = 0; i < 14; i += 1) {
      const day = addDays('2026-11-09', i);
      t.clock.set(new Date(`${day}T10:00:00Z`));
      for (const { m, read, tea } of [premium, pro]) {
        await mail.signedIn(t, m);
        await done(m, read);
        if (day !== '2026-11-16') await done(m, tea);
      }
    }
    await mail.clockTo(t, '2026-11-23T08:00:00Z');

    const [report] = await mail.mailsTo(t, premium.m, mail.REPORT_SUBJECT);
    expect(report?.text).toContain(
      [
        'Your coach',
        '- Went well: Read went best: done on 7 of 7 due days.',
        '- Tea & <biscuits> slipped: Its 7-day streak broke on a Monday.',
        '- Next step: Check in Tea & <biscuits> on its next due day to start a new streak, and plan a skip ahead for a day you know you cannot.',
      ].join('\n'),
    );
    expect(report?.html).toContain('>Your coach</h2>');
    expect(report?.html).toContain(
      '<li><strong>Tea &amp; &lt;biscuits&gt; slipped:</strong> Its 7-day streak broke on a Monday.</li>',
    );
    expect(report?.html).not.toContain('<biscuits>');

    const [proReport] = await mail.mailsTo(t, pro.m, mail.REPORT_SUBJECT);
    expect(proReport?.text).toContain('- Read: 7 of 7 days, 100%');
    expect(proReport?.text).not.toContain('Your coach');
    expect(proReport?.html).not.toContain('Your coach');
  });
});
