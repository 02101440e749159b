import type { Analytics, Coaching, Goal, Suggestion } from '@streakwise/shared';
import { screen } from '@testing-library/react';

/** Test data in the shapes the Premium endpoints reply with. */

export function makeSuggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: 'evening-walk',
    title: 'Evening walk',
    description: 'A 15-minute walk after dinner.',
    icon: '🏃',
    color: '#10B981',
    dailyTarget: 1,
    category: 'fitness',
    habitCategory: 'Fitness',
    estimatedTime: '15 min a day',
    estimatedMinutes: 15,
    difficulty: 'easy',
    aiReasoning: 'You check in most in the evening, so a walk then fits your routine.',
    benefits: ['Better sleep', 'Lower stress'],
    kind: 'count',
    unit: null,
    target: null,
    limit: null,
    ...overrides,
  };
}

let goalSerial = 0;

export function makeGoal(overrides: Partial<Goal> = {}): Goal {
  goalSerial += 1;
  return {
    _id: `10000000-0000-4000-8000-${String(goalSerial).padStart(12, '0')}`,
    title: `Goal ${goalSerial}`,
    description: '',
    type: 'streak',
    target: 30,
    habitId: null,
    habitName: null,
    deadline: null,
    reward: null,
    current: 12,
    status: 'active',
    completedAt: null,
    createdAt: `2025-11-${String(goalSerial % 28 || 1).padStart(2, '0')}T08:00:00.000Z`,
    ...overrides,
  };
}

export function makeAnalytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    period: '7d',
    range: { start: '2025-11-06', end: '2025-11-12' },
    overview: {
      completionRate: 71.4,
      completed: 10,
      possible: 14,
      protected: 0,
      activeStreaks: 2,
      totalHabits: 2,
      totalPoints: 340,
    },
    daily: [
      { date: '2025-11-06', completed: 2, possible: 2, rate: 100 },
      { date: '2025-11-07', completed: 1, possible: 2, rate: 50 },
      { date: '2025-11-08', completed: 0, possible: 2, rate: 0 },
      { date: '2025-11-09', completed: 2, possible: 2, rate: 100 },
      { date: '2025-11-10', completed: 2, possible: 2, rate: 100 },
      { date: '2025-11-11', completed: 2, possible: 2, rate: 100 },
      { date: '2025-11-12', completed: 1, possible: 2, rate: 50 },
    ],
    weekdays: [
      { weekday: 0, label: 'Sun', completed: 2, possible: 2, rate: 100 },
      { weekday: 1, label: 'Mon', completed: 2, possible: 2, rate: 100 },
      { weekday: 2, label: 'Tue', completed: 2, possible: 2, rate: 100 },
      { weekday: 3, label: 'Wed', completed: 1, possible: 2, rate: 50 },
      { weekday: 4, label: 'Thu', completed: 2, possible: 2, rate: 100 },
      { weekday: 5, label: 'Fri', completed: 1, possible: 2, rate: 50 },
      { weekday: 6, label: 'Sat', completed: 0, possible: 2, rate: 0 },
    ],
    streakAnalysis: {
      currentStreaks: [
        {
          habitId: 'h1',
          habitName: 'Morning run',
          streak: 4,
          longestStreak: 9,
          strength: 62,
          kind: 'measure',
          unit: 'km',
          total: 21.5,
        },
        {
          habitId: 'h2',
          habitName: 'Read',
          streak: 0,
          longestStreak: 3,
          strength: 18,
          kind: 'count',
          unit: null,
          total: 4,
        },
      ],
    },
    categoryBreakdown: [
      { category: 'Fitness', habitCount: 1, completions: 6, completionRate: 85.7 },
      { category: 'Learning', habitCount: 1, completions: 4, completionRate: 57.1 },
    ],
    insights: [
      {
        type: 'success',
        icon: '🔥',
        title: 'Strong week',
        message: 'You completed 71% of your habits.',
      },
      { type: 'warning', icon: '⚠️', title: 'Saturdays slip', message: 'Plan something small.' },
    ],
    recommendations: [
      {
        title: 'Protect your weekend',
        description: 'Saturday is your weakest day.',
        action: 'Set a reminder for Saturday morning',
        priority: 'high',
      },
    ],
    ...overrides,
  };
}

/** A period with no habits at all: nothing to analyse, nothing to coach. */
export function makeEmptyAnalytics(): Analytics {
  return makeAnalytics({
    overview: {
      completionRate: 0,
      completed: 0,
      possible: 0,
      protected: 0,
      activeStreaks: 0,
      totalHabits: 0,
      totalPoints: 0,
    },
  });
}

/**
 * The same week with protected habit-days (docs/decisions/017-fair-streaks.md): on Friday one of
 * the two habits was skipped and the other done; on Saturday both were on vacation. Protected
 * days are left out of `possible`, so the rate is 10 of 11 due habit-days. The other days carry
 * no `protected` at all, as a reply may (absent means 0).
 */
export function makeProtectedAnalytics(): Analytics {
  const base = makeAnalytics();
  return makeAnalytics({
    overview: { ...base.overview, completionRate: 90.9, possible: 11, protected: 3 },
    daily: base.daily.map((point) => {
      if (point.date === '2025-11-07') return { ...point, possible: 1, rate: 100, protected: 1 };
      if (point.date === '2025-11-08') return { ...point, possible: 0, rate: 0, protected: 2 };
      return point;
    }),
    weekdays: base.weekdays.map((point) => {
      if (point.label === 'Fri') return { ...point, possible: 1, rate: 100, protected: 1 };
      if (point.label === 'Sat') return { ...point, possible: 0, rate: 0, protected: 2 };
      return point;
    }),
  });
}

/** A coaching note (GET /api/premium/coaching) from the built-in rules. */
export function makeCoaching(overrides: Partial<Coaching> = {}): Coaching {
  return {
    range: { start: '2025-11-06', end: '2025-11-12' },
    wentWell: 'Read went best: done on 7 of 7 due days.',
    slipped: {
      habitId: 'h-meditate',
      habitName: 'Meditate',
      why: '2 of its 2 misses fell on a Monday.',
    },
    nextStep:
      'Plan Meditate for Mondays ahead: pick a time the evening before and set a reminder for it.',
    source: 'rules',
    ...overrides,
  };
}

/**
 * A chart's figure by its name, and its table read cell by cell (the table sits in a closed
 * disclosure, "Show the numbers", so it is read from the DOM rather than by role).
 */
export function figureTable(name: string) {
  const figure = screen.getByRole('figure', { name });
  const rows = [...figure.querySelectorAll('tr')].map((row) =>
    [...row.cells].map((cell) => cell.textContent),
  );
  return { figure, rows };
}
