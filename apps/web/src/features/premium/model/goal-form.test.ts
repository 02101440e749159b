import { createGoalRequestSchema, MESSAGES, type Goal } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { makeGoal } from '../premium-fixtures';
import { emptyToNull, goalFormValues, newestFirst } from './goal-form';

const goal = (overrides: Partial<Goal> = {}) => makeGoal({ title: 'Run a month', ...overrides });

describe('goal form model', () => {
  it('starts a new goal as a valid week-long streak once titled', () => {
    const values = { ...goalFormValues(null), title: 'Meditate' };
    expect(createGoalRequestSchema.parse(values)).toMatchObject({
      title: 'Meditate',
      type: 'streak',
      target: 7,
      habitId: null,
    });
  });

  it('refuses an empty title and a missing target with the spec’s words', () => {
    const result = createGoalRequestSchema.safeParse({
      ...goalFormValues(null),
      target: Number.NaN,
    });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([MESSAGES.goalTitleRequired, MESSAGES.goalTargetInvalid]);
  });

  it('edits a goal with its own values', () => {
    const values = goalFormValues(goal({ reward: 'New shoes', deadline: '2025-12-31' }));
    expect(values).toMatchObject({
      title: 'Run a month',
      reward: 'New shoes',
      deadline: '2025-12-31',
    });
  });

  it('treats an emptied optional field as none', () => {
    expect(emptyToNull('')).toBeNull();
    expect(emptyToNull('2025-12-31')).toBe('2025-12-31');
  });

  it('lists the newest goal first', () => {
    const older = goal({ _id: 'a', createdAt: '2025-10-01T08:00:00.000Z' });
    const newer = goal({ _id: 'b', createdAt: '2025-11-02T08:00:00.000Z' });
    expect(newestFirst([older, newer]).map((item) => item._id)).toEqual(['b', 'a']);
  });
});
