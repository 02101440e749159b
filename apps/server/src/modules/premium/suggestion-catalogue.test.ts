import { suggestionSchema, SUGGESTION_CATEGORIES } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { CONCEPTS, conceptsOf } from './habit-concepts.js';
import {
  CATALOGUE,
  estimatedTime,
  HABIT_CATEGORY_OF,
  toSuggestion,
} from './suggestion-catalogue.js';

describe('the suggestion catalogue', () => {
  it('has at least 60 templates, at least 10 in each area', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(60);
    for (const category of SUGGESTION_CATEGORIES.filter((c) => c !== 'all')) {
      expect(
        CATALOGUE.filter((e) => e.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(10);
    }
  });

  it('gives every template every field of a valid suggestion', () => {
    for (const entry of CATALOGUE) {
      const result = suggestionSchema.safeParse(toSuggestion(entry, 'Because.'));
      expect(result.success, `${entry.id}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  it('has unique ids', () => {
    expect(new Set(CATALOGUE.map((e) => e.id)).size).toBe(CATALOGUE.length);
  });

  it('files each area under one habit category, the same every time', () => {
    for (const entry of CATALOGUE) {
      expect(toSuggestion(entry, '').habitCategory).toBe(HABIT_CATEGORY_OF[entry.category]);
    }
    expect(HABIT_CATEGORY_OF.wellness).toBe('Other');
  });

  it('recognises each template as its own concept, in its own area', () => {
    for (const entry of CATALOGUE) {
      const concept = CONCEPTS.find((c) => c.id === entry.concept);
      expect(concept?.category, entry.id).toBe(entry.category);
      expect(
        conceptsOf(entry.title).map((c) => c.id),
        entry.id,
      ).toContain(entry.concept);
    }
  });

  it('offers measures and habits to quit with the fields Add Habit takes', () => {
    const byId = (id: string) => {
      const entry = CATALOGUE.find((e) => e.id === id);
      if (!entry) throw new Error(`no ${id}`);
      return toSuggestion(entry, '');
    };
    expect(byId('fitness-walk-5-km')).toMatchObject({
      kind: 'measure',
      unit: 'km',
      target: 5,
      limit: null,
    });
    expect(byId('health-no-sugary-drinks')).toMatchObject({
      kind: 'quit',
      unit: null,
      target: null,
      limit: 0,
    });
    expect(byId('health-two-coffees')).toMatchObject({ kind: 'quit', unit: 'coffees', limit: 2 });
    expect(byId('fitness-morning-jog')).toMatchObject({
      kind: 'count',
      unit: null,
      target: null,
      limit: null,
    });
    // A suggestion written without the kind fields (the AI's) reads as a count.
    const {
      kind: _kind,
      unit: _unit,
      target: _target,
      limit: _limit,
      ...old
    } = byId('fitness-morning-jog');
    expect(suggestionSchema.parse(old)).toMatchObject({ kind: 'count', unit: null, limit: null });
  });

  it('writes the estimated time for people', () => {
    expect(estimatedTime(5)).toBe('5 min a day');
    expect(estimatedTime(60)).toBe('1 h a day');
    expect(estimatedTime(90)).toBe('1 h 30 min a day');
  });
});
