import type {
  HABIT_COLORS,
  HABIT_ICONS,
  HabitCategory,
  Suggestion,
  SuggestionCategory,
  SuggestionDifficulty,
} from '@streakwise/shared';
import { FITNESS } from './catalogue/fitness.js';
import { HEALTH } from './catalogue/health.js';
import { LEARNING } from './catalogue/learning.js';
import { PRODUCTIVITY } from './catalogue/productivity.js';
import { WELLNESS } from './catalogue/wellness.js';

/** One habit the built-in recommender can offer; `aiReasoning` is written per user when ranked. */
export interface SuggestionTemplate {
  /** Stable: the suggestion's id, so the same data always gives the same list. */
  id: string;
  title: string;
  description: string;
  icon: (typeof HABIT_ICONS)[number];
  color: (typeof HABIT_COLORS)[number];
  dailyTarget: number;
  estimatedMinutes: number;
  difficulty: SuggestionDifficulty;
  benefits: readonly string[];
  /** The habit-concepts id it stands for: a user with a habit of that concept is not offered it. */
  concept: string;
  /**
   * A measure (with `unit` and `target`) or a habit to quit (with `limit`, optional `unit`);
   * absent: a count of `dailyTarget` (docs/decisions/032-habit-kinds.md).
   */
  kind?:
    | { kind: 'measure'; unit: string; target: number }
    | { kind: 'quit'; limit: number; unit?: string };
}

export interface CatalogueEntry extends SuggestionTemplate {
  category: SuggestionCategory;
}

/**
 * The habit category a suggestion is added under. Wellness goes under Other: mind and
 * relationships are not what users file under Health, and the one-to-one mapping lets a habit's
 * own category stand for an area when none of its words is recognised.
 */
export const HABIT_CATEGORY_OF: Record<SuggestionCategory, HabitCategory> = {
  wellness: 'Other',
  fitness: 'Fitness',
  productivity: 'Productivity',
  learning: 'Learning',
  health: 'Health',
};

const tag = (category: SuggestionCategory, templates: readonly SuggestionTemplate[]) =>
  templates.map((template): CatalogueEntry => ({ ...template, category }));

export const CATALOGUE: readonly CatalogueEntry[] = [
  ...tag('wellness', WELLNESS),
  ...tag('fitness', FITNESS),
  ...tag('productivity', PRODUCTIVITY),
  ...tag('learning', LEARNING),
  ...tag('health', HEALTH),
];

/** "10 min a day", "1 h 30 min a day". */
export function estimatedTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min a day`;
  return rest === 0 ? `${hours} h a day` : `${hours} h ${rest} min a day`;
}

export function toSuggestion(entry: CatalogueEntry, aiReasoning: string): Suggestion {
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    icon: entry.icon,
    color: entry.color,
    dailyTarget: entry.dailyTarget,
    category: entry.category,
    habitCategory: HABIT_CATEGORY_OF[entry.category],
    estimatedTime: estimatedTime(entry.estimatedMinutes),
    estimatedMinutes: entry.estimatedMinutes,
    difficulty: entry.difficulty,
    aiReasoning,
    benefits: [...entry.benefits],
    kind: entry.kind?.kind ?? 'count',
    unit: entry.kind?.unit ?? null,
    target: entry.kind?.kind === 'measure' ? entry.kind.target : null,
    limit: entry.kind?.kind === 'quit' ? entry.kind.limit : null,
  };
}
