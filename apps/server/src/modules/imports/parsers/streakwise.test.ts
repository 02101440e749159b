import { describe, expect, it } from 'vitest';
import { parseStreakwise } from './streakwise.js';

/* Streakwise's own files read into habits (docs/export-format.md). */

const habit = {
  name: 'Walk',
  category: 'Fitness',
  dailyTarget: 1,
  icon: '🏃',
  color: '#10B981',
  description: 'Around the park',
  createdOn: '2026-03-01',
  archivedOn: null,
  kind: 'measure',
  unit: 'km',
  target: 5,
  limit: null,
};

const v2 = {
  format: 'streakwise-export',
  formatVersion: 2,
  exportedAt: '2026-03-05T10:00:00.000Z',
  range: { startDate: '2026-03-01', endDate: '2026-03-05' },
  profile: { name: 'Ada' },
  habits: [
    { ...habit, schedule: { kind: 'weekdays', days: [1, 3] }, archivedAt: null, position: 0 },
    {
      ...habit,
      name: 'Soda',
      kind: 'quit',
      unit: null,
      target: null,
      limit: 2,
      schedule: { kind: 'daily' },
      archivedOn: '2026-03-04',
      archivedAt: '2026-03-04T12:00:00.000Z',
    },
  ],
  categories: [{ name: 'Mindfulness' }],
  vacations: [{ from: '2026-03-06', to: '2026-03-07', habits: ['Walk'] }],
  habitDays: [
    {
      date: '2026-03-01',
      habit: 'Walk',
      count: 0,
      target: 5,
      completed: false,
      corrected: false,
      note: null,
    },
    {
      date: '2026-03-01',
      habit: 'Soda',
      count: 0,
      target: 2,
      completed: true,
      corrected: false,
      note: null,
    },
    {
      date: '2026-03-02',
      habit: 'Walk',
      count: 2.5,
      target: 5,
      completed: false,
      corrected: true,
      note: 'Rain',
    },
  ],
  protectedDays: [
    { date: '2026-03-03', habit: 'Walk', kind: 'skip', reason: 'sick' },
    { date: '2026-03-04', habit: 'Walk', kind: 'freeze', reason: null },
    { date: '2026-03-06', habit: 'Walk', kind: 'vacation', reason: null },
  ],
  badges: [],
  goals: [],
  points: [],
};

describe('the Premium export', () => {
  it('gives each habit its settings, days, notes, marks, rest days and freezes, and the vacations and categories', () => {
    const parsed = parseStreakwise(JSON.stringify(v2, null, 2));
    expect(parsed.habits).toEqual([
      {
        name: 'Walk',
        kind: 'measure',
        unit: 'km',
        target: 5,
        description: 'Around the park',
        category: 'Fitness',
        icon: '🏃',
        color: '#10B981',
        schedule: { kind: 'weekdays', days: [1, 3] },
        createdOn: '2026-03-01',
        days: [['2026-03-02', 2.5]],
        notes: [['2026-03-02', 'Rain']],
        corrected: ['2026-03-02'],
        restDays: [['2026-03-03', 'sick']],
        freezes: ['2026-03-04'],
      },
      expect.objectContaining({
        name: 'Soda',
        kind: 'quit',
        target: 2,
        archived: true,
        archivedAt: '2026-03-04T12:00:00.000Z',
        // A quit habit's day without a slip is a kept day.
        days: [['2026-03-01', 0]],
      }),
    ]);
    expect(parsed.vacations).toEqual([{ from: '2026-03-06', to: '2026-03-07', habits: ['Walk'] }]);
    expect(parsed.categories).toEqual(['Mindfulness']);
    expect(parsed.warnings).toEqual([]);
  });

  it('reads a version 1 file, which has no schedules, categories or protected days', () => {
    const { format, formatVersion, categories, vacations, protectedDays, ...v1 } = v2;
    void [format, formatVersion, categories, vacations, protectedDays];
    const parsed = parseStreakwise(
      JSON.stringify({ ...v1, habits: [habit], habitDays: v2.habitDays.slice(2) }),
    );
    expect(parsed.habits).toEqual([
      expect.objectContaining({ name: 'Walk', target: 5, days: [['2026-03-02', 2.5]] }),
    ]);
    expect(parsed.habits[0]?.schedule).toBeUndefined();
    expect(parsed.categories).toEqual([]);
  });
});

describe('Download my data', () => {
  it('joins the days, notes, rest days and vacations to the habits by id', () => {
    const id = '0d7c1a52-8f7e-4a59-9a3c-2f1d7e6b5a01';
    const parsed = parseStreakwise(
      JSON.stringify({
        exportedAt: '2026-03-05T10:00:00.000Z',
        user: { name: 'Ada' },
        habits: [{ _id: id, ...habit, archivedAt: '2026-03-04T12:00:00.000Z' }],
        categories: [{ _id: id, name: 'Mindfulness', createdAt: '2026-03-01T10:00:00.000Z' }],
        completions: [{ habitId: id, day: '2026-03-02', count: 2.5, target: 5, done: false }],
        habitDays: [{ habitId: id, day: '2026-03-01', note: 'Too cold', corrected: true }],
        protectedDays: [{ habitId: id, day: '2026-03-03', kind: 'skip', reason: null }],
        vacations: [{ _id: id, from: '2026-03-06', to: '2026-03-07', habitIds: [id] }],
      }),
    );
    expect(parsed.habits).toEqual([
      expect.objectContaining({
        name: 'Walk',
        kind: 'measure',
        archived: true,
        days: [['2026-03-02', 2.5]],
        notes: [['2026-03-01', 'Too cold']],
        corrected: ['2026-03-01'],
        restDays: [['2026-03-03', null]],
      }),
    ]);
    expect(parsed.vacations).toEqual([{ from: '2026-03-06', to: '2026-03-07', habits: ['Walk'] }]);
    expect(parsed.categories).toEqual(['Mindfulness']);
  });
});

describe('another file', () => {
  it('is refused with a sentence', () => {
    const sentence = /^That file is not a Streakwise export: choose the JSON file/;
    for (const content of ['date,habit\n2026-03-01,Walk', '{"habits": 3}', '[]', '{"tasks": []}']) {
      expect(() => parseStreakwise(content), content).toThrow(sentence);
    }
    expect(() => parseStreakwise('  ')).toThrow('The file is empty.');
  });
});
