import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import * as mail from '../../test/reminders.js';

const t = useTestApp();

describe('a reminder set after its time today', () => {
  it('the daily e-mail waits for tomorrow instead of going at once', async () => {
    const m = await kit.newMember(t, '2026-11-16T20:47:00Z', { plan: 'pro' });
    await kit.addHabit(t, m.token, { name: 'Walk', category: 'Health', dailyTarget: 1 }, 201);
    await mail.remindAt(t, m, '20:00');
    await mail.clockTo(t, '2026-11-16T20:48:00Z');
    await mail.clockTo(t, '2026-11-16T23:59:00Z');
    expect(await mail.mailsTo(t, m, mail.REMINDER_SUBJECT)).toEqual([]);

    await mail.clockTo(t, '2026-11-17T19:59:00Z');
    expect(await mail.mailsTo(t, m, mail.REMINDER_SUBJECT)).toEqual([]);
    await mail.clockTo(t, '2026-11-17T20:00:00Z');
    expect(await mail.mailsTo(t, m, mail.REMINDER_SUBJECT)).toHaveLength(1);
  });

  it('a later time set the same day still goes today', async () => {
    const m = await kit.newMember(t, '2026-11-18T20:47:00Z', { plan: 'pro' });
    await kit.addHabit(t, m.token, { name: 'Walk', category: 'Health', dailyTarget: 1 }, 201);
    await mail.remindAt(t, m, '21:30');
    await mail.clockTo(t, '2026-11-18T21:29:00Z');
    expect(await mail.mailsTo(t, m, mail.REMINDER_SUBJECT)).toEqual([]);
    await mail.clockTo(t, '2026-11-18T21:30:00Z');
    expect(await mail.mailsTo(t, m, mail.REMINDER_SUBJECT)).toHaveLength(1);
  });
});
