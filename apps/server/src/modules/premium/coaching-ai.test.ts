import type { Coaching } from '@streakwise/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetAiCalls, startAiApp, stopAiApp } from '../../test/ai-app.js';
import { chatReply, type AiStandIn } from '../../test/ai-stand-in.js';
import { bearer, type TestApp } from '../../test/helper.js';
import * as premium from '../../test/premium.js';

/*
 * The coaching note from an OpenAI-compatible endpoint (a local stand-in, as the AI suggestions
 * test uses): Read, from Friday 10 July 2026, done on the 10th to the 12th and missed on Monday
 * the 13th; today is Tuesday the 14th.
 */
const API_KEY = 'sk-coach-do-not-log';
// Roomy: a loaded machine must not turn the honest answer into a timeout.
const TIMEOUT_MS = 2_000;
let standIn: AiStandIn;
let t: TestApp;
let m: premium.PlanMember;
let readId: string;

beforeAll(async () => {
  ({ t, standIn } = await startAiApp(API_KEY, TIMEOUT_MS));
  m = await premium.member(t, '2026-07-10');
  const read = await premium.habitOn(t, m, '2026-07-10', { name: 'Read' });
  readId = read._id;
  await premium.history(t, m, {
    '2026-07-10': [[read, 1]],
    '2026-07-11': [[read, 1]],
    '2026-07-12': [[read, 1]],
  });
  await premium.goTo(t, m, '2026-07-14');
}, 60_000);
afterAll(() => stopAiApp({ t, standIn }));
beforeEach(() => forgetAiCalls({ t, standIn }));

const get = async (): Promise<Coaching> => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/premium/coaching?period=7d',
    headers: bearer(m.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Coaching>();
};

const fallbacks = () =>
  t.logs
    .map((line) => JSON.parse(line) as { event?: string; reason?: string })
    .filter((entry) => entry.event === 'coaching.ai_fallback')
    .map((entry) => entry.reason);

const answer = (wentWell: string) =>
  chatReply(
    JSON.stringify({
      wentWell,
      slipped: { habitName: 'Read', why: 'It slipped on a Monday, after a good weekend.' },
      nextStep: 'Put the book on your pillow on Sunday night.',
    }),
  );

describe('AI coaching', () => {
  it('uses an honest answer, sent only the facts without ids', async () => {
    standIn.answer = { status: 200, body: answer('You read on 3 of 4 due days.') };
    const note = await get();
    expect(fallbacks()).toEqual([]);
    expect(note).toEqual({
      range: { start: '2026-07-08', end: '2026-07-14' },
      wentWell: 'You read on 3 of 4 due days.',
      slipped: {
        habitId: readId,
        habitName: 'Read',
        why: 'It slipped on a Monday, after a good weekend.',
      },
      nextStep: 'Put the book on your pillow on Sunday night.',
      source: 'ai',
    });
    expect(standIn.requests).toHaveLength(1);
    const sent = standIn.requests[0]?.body ?? '';
    expect(sent).toContain('\\"keptDays\\":3');
    expect(sent).not.toContain(readId);
    expect(sent).not.toContain(m.person.email);
    expect(fallbacks()).toEqual([]);
  });

  it.each([
    [
      'a number not in the facts',
      answer('You read on 75% of due days.'),
      'answer has a number not in the facts',
    ],
    [
      'a habit the person does not have',
      chatReply(
        JSON.stringify({
          wentWell: 'Good week.',
          slipped: { habitName: 'Run', why: 'Rain.' },
          nextStep: 'Run.',
        }),
      ),
      'answer names a habit the facts do not have',
    ],
    ['an answer that is not JSON', chatReply('Keep going!'), 'answer is not JSON'],
  ])('falls back to the rules on %s', async (_, body, reason) => {
    standIn.answer = { status: 200, body };
    const note = await get();
    expect(note.source).toBe('rules');
    expect(note.wentWell).toBe('Read went best: done on 3 of 4 due days.');
    expect(note.slipped?.habitName).toBe('Read');
    expect(fallbacks()).toEqual([reason]);
    expect(t.logs.join('\n')).not.toContain(API_KEY);
  });

  it('falls back to the rules when the provider is slow', async () => {
    standIn.answer = {
      status: 200,
      body: answer('You read on 3 of 4 due days.'),
      delayMs: TIMEOUT_MS * 10,
    };
    const started = Date.now();
    expect((await get()).source).toBe('rules');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 5);
    expect(fallbacks()).toEqual(['timeout']);
  });
});
