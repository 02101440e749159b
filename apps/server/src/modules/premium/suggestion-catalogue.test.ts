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

  it('writes the estimated time for people', () => {
    expect(estimatedTime(5)).toBe('5 min a day');
    expect(estimatedTime(60)).toBe('1 h a day');
    expect(estimatedTime(90)).toBe('1 h 30 min a day');
  });
});
