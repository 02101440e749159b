import { describe, expect, it } from 'vitest';
import {
  decideStatus,
  goalCurrent,
  judgedOn,
  reopens,
  requestedStatus,
  type GoalState,
  type ProgressFacts,
} from './goal-progress.js';

const TODAY = '2026-05-10';
const goal = (g: Partial<GoalState> = {}): GoalState => ({
  type: 'frequency',
  target: 5,
  habitId: null,
  habitName: null,
  deadline: null,
  status: 'active',
  createdOn: '2026-05-01',
  ...g,
});

/*
 * Offsets from today (10 May): -10 is 30 April, -9 is 1 May ... 0 is today.
 *   a     created 20 April  reached 30 Apr, 1, 2, 5, 7, 8, 9 May
 *   b     created 2 May     reached 2, 4–10 May
 *   gone  created 1 April, archived 3 May, never reached
 */
const facts: ProgressFacts = {
  done: new Map([
    ['a', [-10, -9, -8, -5, -3, -2, -1]],
    ['b', [0, -1, -2, -3, -4, -5, -6, -8]],
  ]),
  spans: new Map([
    ['a', { createdOn: '2026-04-20', archivedOn: null }],
    ['b', { createdOn: '2026-05-02', archivedOn: null }],
    ['gone', { createdOn: '2026-04-01', archivedOn: '2026-05-03' }],
  ]),
  units: [
    { habitId: 'a', day: '2026-04-30', units: 9 },
    { habitId: 'a', day: '2026-05-01', units: 2 },
    { habitId: 'b', day: '2026-05-07', units: 3 },
    { habitId: 'a', day: '2026-05-10', units: 1 },
  ],
};

describe('goalCurrent', () => {
  it.each([
    [
      'streak, linked (7–9 May, today not yet)',
      goal({ type: 'streak', habitId: 'a', habitName: 'A' }),
      3,
    ],
    ['streak, best across habits', goal({ type: 'streak' }), 7],
    // On 6 May: a's run is 5 May (1), b's is 4–6 May (3).
    ['streak, judged on a past deadline', goal({ type: 'streak', deadline: '2026-05-06' }), 3],
    // Days since 1 May on which a reached its target (30 April is before the goal).
    ['frequency, linked', goal({ habitId: 'a', habitName: 'A' }), 6],
    // "gone" spoils 1 and 2 May (it existed until its archive day), a misses 3, 4, 6 May and
    // today: left are 5, 7, 8 and 9 May.
    ['frequency, every habit', goal(), 4],
    [
      'frequency, up to a past deadline',
      goal({ habitId: 'b', habitName: 'B', deadline: '2026-05-04' }),
      2,
    ],
    ['milestone, linked', goal({ type: 'milestone', habitId: 'a', habitName: 'A' }), 3],
    ['milestone, every habit', goal({ type: 'milestone' }), 6],
    ['a goal whose habit was deleted', goal({ type: 'milestone', habitName: 'A' }), 0],
    ['a streak goal whose habit was deleted', goal({ type: 'streak', habitName: 'A' }), 0],
  ])('%s', (_name, g, expected) => {
    expect(goalCurrent(g, facts, TODAY)).toBe(expected);
  });

  it('counts no day on which no habit existed', () => {
    expect(goalCurrent(goal(), { ...facts, spans: new Map() }, TODAY)).toBe(0);
  });
});

describe('judgedOn', () => {
  it('is today until the deadline has passed, then the deadline (never before creation)', () => {
    expect(judgedOn({ deadline: null, createdOn: '2026-05-01' }, TODAY)).toBe(TODAY);
    expect(judgedOn({ deadline: TODAY, createdOn: '2026-05-01' }, TODAY)).toBe(TODAY);
    expect(judgedOn({ deadline: '2026-05-09', createdOn: '2026-05-01' }, TODAY)).toBe('2026-05-09');
    expect(judgedOn({ deadline: '2026-04-01', createdOn: '2026-05-01' }, TODAY)).toBe('2026-05-01');
  });
});

describe('decideStatus', () => {
  it('completes an active goal at its target and fails it after its deadline', () => {
    expect(decideStatus(goal(), 5, TODAY)).toBe('completed');
    expect(decideStatus(goal(), 4, TODAY)).toBe('active');
    expect(decideStatus(goal({ deadline: TODAY }), 4, TODAY)).toBe('active');
    expect(decideStatus(goal({ deadline: '2026-05-09' }), 4, TODAY)).toBe('failed');
    // Reached by the deadline (current is judged on it), even if first seen after it.
    expect(decideStatus(goal({ deadline: '2026-05-09' }), 5, TODAY)).toBe('completed');
  });

  it('leaves paused, completed and failed goals as they are', () => {
    expect(decideStatus(goal({ status: 'paused' }), 9, TODAY)).toBe('paused');
    expect(decideStatus(goal({ status: 'paused', deadline: '2026-01-01' }), 0, TODAY)).toBe(
      'paused',
    );
    expect(decideStatus(goal({ status: 'completed' }), 0, TODAY)).toBe('completed');
    expect(decideStatus(goal({ status: 'failed' }), 9, TODAY)).toBe('failed');
  });
});

describe('reopens', () => {
  const failed = goal({ status: 'failed', deadline: '2026-05-09' });
  const completed = goal({ status: 'completed' });

  it('reopens a failed goal whose target, deadline, type or habit changes', () => {
    expect(reopens(failed, { ...failed, deadline: '2026-06-01' })).toBe(true);
    expect(reopens(failed, { ...failed, deadline: null })).toBe(true);
    expect(reopens(failed, { ...failed, target: 3 })).toBe(true);
    expect(reopens(failed, { ...failed, type: 'streak' })).toBe(true);
    expect(reopens(failed, { ...failed, habitId: 'a' })).toBe(true);
    expect(reopens(failed, { ...failed })).toBe(false);
  });

  it('reopens a completed goal only when the bar goes up', () => {
    expect(reopens(completed, { ...completed, target: 6 })).toBe(true);
    expect(reopens(completed, { ...completed, type: 'milestone' })).toBe(true);
    expect(reopens(completed, { ...completed, target: 4 })).toBe(false);
    expect(reopens(completed, { ...completed, deadline: '2026-05-01' })).toBe(false);
  });

  it('never concerns active or paused goals', () => {
    expect(reopens(goal(), goal({ target: 50 }))).toBe(false);
    expect(reopens(goal({ status: 'paused' }), goal({ status: 'paused', target: 50 }))).toBe(false);
  });
});

describe('requestedStatus', () => {
  it('pauses an active goal, resumes a paused one, and leaves settled goals alone', () => {
    expect(requestedStatus('active', 'paused')).toBe('paused');
    expect(requestedStatus('paused', 'active')).toBe('active');
    expect(requestedStatus('active', undefined)).toBe('active');
    expect(requestedStatus('completed', 'paused')).toBe('completed');
    expect(requestedStatus('failed', 'active')).toBe('failed');
  });
});
