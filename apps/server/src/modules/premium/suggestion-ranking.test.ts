import type { Suggestion } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, toSuggestion } from './suggestion-catalogue.js';
import {
  BUSY_MINUTES,
  difficultyFor,
  LIMIT_ALL,
  LIMIT_ONE_CATEGORY,
  rankSuggestions,
  readSignals,
  screenSuggestions,
  type HabitProfile,
} from './suggestion-ranking.js';

const habit = (name: string, category: string = 'Other', description = '') => ({
  name,
  category,
  description,
});
const profile = (habits: HabitProfile['habits'], recentRate: number | null = 60): HabitProfile => ({
  habits,
  recentRate,
});
const minutes = (list: Suggestion[]) => list.reduce((sum, s) => sum + s.estimatedMinutes, 0);

/**
 * Habits in every area but health (last in catalogue order, so only the ranking can put it
 * first), recognised by their words although all are filed under Other.
 */
const NO_HEALTH = [
  habit('Morning stretch'),
  habit('Read a chapter'),
  habit('Plan the day'),
  habit('Gratitude list'),
];

describe('ranking suggestions', () => {
  it('puts an area the user lacks first and says so', () => {
    const [first] = rankSuggestions(profile(NO_HEALTH, 90), 'all');
    expect(first?.category).toBe('health');
    expect(first?.aiReasoning).toBe(
      'You have no health habit yet and complete 90% of your habits, so a harder one should suit you.',
    );
  });

  it('classifies habits by what they say, not only by their category', () => {
    // Filed under Other, but a jog is fitness: fitness is covered, wellness is not.
    const signals = readSignals(profile([habit('Morning jog', 'Other')]));
    expect([...signals.covered]).toEqual(['fitness']);
    // Words it does not recognise fall back on the habit's category.
    expect([...readSignals(profile([habit('Xyz', 'Learning')])).covered]).toEqual(['learning']);
  });

  it("reads a category of the user's own by its name, and skips one it cannot place", () => {
    const covered = (category: string) => [
      ...readSignals(profile([habit('Xyz', category)])).covered,
    ];
    expect(covered('Wellness')).toEqual(['wellness']);
    expect(covered('Guitar')).toEqual(['learning']);
    expect(covered('Cooking')).toEqual(['health']);
    expect(covered('Qwerty')).toEqual([]);
    expect(covered('constructor')).toEqual([]);
  });

  it('leaves out habits the user already has, by meaning', () => {
    const ids = rankSuggestions(profile([habit('Go for a run', 'Fitness')]), 'fitness').map(
      (s) => s.id,
    );
    expect(ids).not.toContain('fitness-morning-jog');
    expect(ids).not.toContain('fitness-interval-run');
    expect(ids).toHaveLength(LIMIT_ONE_CATEGORY);
    expect(rankSuggestions(profile([]), 'fitness').map((s) => s.id)).toContain(
      'fitness-morning-jog',
    );
  });

  it('matches the difficulty to the recent completion rate', () => {
    expect([null, 20, 49.9].map(difficultyFor)).toEqual(['easy', 'easy', 'easy']);
    expect([50, 79.9].map(difficultyFor)).toEqual(['medium', 'medium']);
    expect([80, 100].map(difficultyFor)).toEqual(['hard', 'hard']);
    const top = (rate: number) => rankSuggestions(profile([habit('Floss')], rate), 'learning')[0];
    expect(top(95)?.difficulty).toBe('hard');
    expect(top(65)?.difficulty).toBe('medium');
    expect(top(20)?.difficulty).toBe('easy');
    expect(top(20)?.aiReasoning).toBe(
      'You have no learning habit yet and complete 20% of your habits, so an easy one keeps your streaks within reach.',
    );
  });

  it('prefers shorter habits when the user already commits a lot of time', () => {
    const busy = profile([habit('Go for a run'), habit('Deep work')], 60);
    expect(readSignals(busy).minutesPerDay).toBeGreaterThanOrEqual(BUSY_MINUTES);
    const light = profile([habit('Floss your teeth')], 60);
    const busyList = rankSuggestions(busy, 'learning');
    const lightList = rankSuggestions(light, 'learning');
    expect(minutes(busyList)).toBeLessThan(minutes(lightList));
    expect(busyList[0]?.estimatedMinutes).toBeLessThan(lightList[0]?.estimatedMinutes ?? 0);
    const short = rankSuggestions(busy, 'health')[0];
    expect(short?.aiReasoning).toBe(
      `You have no health habit yet and already spend about 75 minutes a day on your habits, so this takes only ${short?.estimatedMinutes}.`,
    );
  });

  it('starts a user with no habits easy', () => {
    const list = rankSuggestions(profile([], null), 'all');
    expect(list.every((s) => s.difficulty === 'easy')).toBe(true);
    expect(list[0]?.aiReasoning).toBe(
      'You have no habits yet, so an easy one is a gentle first step.',
    );
  });

  it('returns a deterministic page of catalogue templates spread across areas', () => {
    const input = profile(NO_HEALTH, 70);
    const list = rankSuggestions(input, 'all');
    expect(rankSuggestions(input, 'all')).toEqual(list);
    expect(list).toHaveLength(LIMIT_ALL);
    expect(new Set(list.map((s) => s.category)).size).toBeGreaterThanOrEqual(4);
    const ids = new Set(CATALOGUE.map((e) => e.id));
    expect(list.every((s) => ids.has(s.id))).toBe(true);
    const filtered = rankSuggestions(input, 'health');
    expect(filtered.every((s) => s.category === 'health')).toBe(true);
  });
});

describe('screening suggestions from elsewhere', () => {
  const pick = (id: string) => {
    const entry = CATALOGUE.find((e) => e.id === id);
    if (!entry) throw new Error(id);
    return toSuggestion(entry, 'From the model.');
  };
  const [jog, stretch, water] = [
    'fitness-morning-jog',
    'fitness-morning-stretch',
    'health-eight-glasses',
  ].map(pick);

  it('keeps the asked area, drops what the user does already and repeated ids', () => {
    const signals = readSignals(profile([habit('Go for a run')]));
    const input = [jog, stretch, stretch, water].filter((s): s is Suggestion => s !== undefined);
    expect(screenSuggestions(input, 'all', signals).map((s) => s.id)).toEqual([
      'fitness-morning-stretch',
      'health-eight-glasses',
    ]);
    expect(screenSuggestions(input, 'health', signals).map((s) => s.id)).toEqual([
      'health-eight-glasses',
    ]);
  });
});
