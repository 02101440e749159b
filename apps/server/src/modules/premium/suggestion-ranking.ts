import {
  SUGGESTION_DIFFICULTIES,
  type Suggestion,
  type SuggestionCategory,
  type SuggestionCategoryFilter,
  type SuggestionDifficulty,
} from '@streakwise/shared';
import { areaOfCategory, conceptsOf } from './habit-concepts.js';
import { CATALOGUE, toSuggestion, type CatalogueEntry } from './suggestion-catalogue.js';

/** What the recommender knows about a user: their active habits and how they are doing. */
export interface HabitProfile {
  /** `category`: a built-in one or one of the user's own. */
  habits: readonly { name: string; description: string; category: string }[];
  /** Completion rate (0–100) of the recent days, or null when nothing could be completed. */
  recentRate: number | null;
}

export interface ProfileSignals {
  habitCount: number;
  /** Areas the user already has a habit in, by meaning. */
  covered: ReadonlySet<SuggestionCategory>;
  /** Concept ids of their habits: suggestions of the same concept are left out. */
  concepts: ReadonlySet<string>;
  /** Estimated minutes a day their recognised habits take. */
  minutesPerDay: number;
  recentRate: number | null;
  /** The difficulty their completion rate suggests. */
  fit: SuggestionDifficulty;
}

/** How many suggestions one request returns. */
export const LIMIT_ALL = 8;
export const LIMIT_ONE_CATEGORY = 6;
/** With "all", the first pass takes at most this many per area, so one area cannot fill the list. */
const PER_AREA = 2;
/** From this many minutes a day, shorter suggestions are preferred. */
export const BUSY_MINUTES = 60;
/** A suggestion this short is "only N minutes" for a busy user. */
const SHORT_MINUTES = 15;
const HARD_FROM_RATE = 80;
const MEDIUM_FROM_RATE = 50;

const LACKING_AREA = 100;
const DIFFICULTY_FIT = [30, 10, 0] as const;
const SHORT_FOR_BUSY = 30;

export function difficultyFor(rate: number | null): SuggestionDifficulty {
  if (rate === null || rate < MEDIUM_FROM_RATE) return 'easy';
  return rate >= HARD_FROM_RATE ? 'hard' : 'medium';
}

export function readSignals(profile: HabitProfile): ProfileSignals {
  const covered = new Set<SuggestionCategory>();
  const concepts = new Set<string>();
  let minutesPerDay = 0;
  for (const habit of profile.habits) {
    const found = conceptsOf(`${habit.name} ${habit.description}`);
    const area = found.length === 0 ? areaOfCategory(habit.category) : null;
    if (area) covered.add(area);
    for (const concept of found) {
      covered.add(concept.category);
      concepts.add(concept.id);
    }
    // NOTE: one habit with two concepts ("walk and listen to a podcast") takes the longer, not both.
    minutesPerDay += Math.max(0, ...found.map((concept) => concept.minutes));
  }
  return {
    habitCount: profile.habits.length,
    covered,
    concepts,
    minutesPerDay,
    recentRate: profile.recentRate,
    fit: difficultyFor(profile.recentRate),
  };
}

const level = (difficulty: SuggestionDifficulty) => SUGGESTION_DIFFICULTIES.indexOf(difficulty);

function score(entry: CatalogueEntry, signals: ProfileSignals): number {
  let total = signals.covered.has(entry.category) ? 0 : LACKING_AREA;
  total += DIFFICULTY_FIT[Math.abs(level(entry.difficulty) - level(signals.fit))] ?? 0;
  if (signals.minutesPerDay >= BUSY_MINUTES) {
    total += Math.max(0, SHORT_FOR_BUSY - entry.estimatedMinutes);
  }
  return total;
}

const FIT_PHRASE: Record<SuggestionDifficulty, string> = {
  hard: 'a harder one should suit you',
  medium: 'a moderate challenge should suit you',
  easy: 'an easy one keeps your streaks within reach',
};

function fitPhrase(entry: CatalogueEntry, fit: SuggestionDifficulty): string {
  if (entry.difficulty === fit) return FIT_PHRASE[fit];
  return level(entry.difficulty) < level(fit)
    ? 'this easier one keeps the momentum going'
    : `this ${entry.difficulty} one is a stretch worth trying`;
}

/** One sentence naming the signal that put the suggestion on the list. */
export function reasoningFor(entry: CatalogueEntry, signals: ProfileSignals): string {
  if (signals.habitCount === 0) {
    const start =
      entry.difficulty === 'easy'
        ? 'an easy one is a gentle first step'
        : `this ${entry.difficulty} one is a bold first step`;
    return `You have no habits yet, so ${start}.`;
  }
  const lacking = signals.covered.has(entry.category)
    ? null
    : `You have no ${entry.category} habit yet`;
  if (signals.minutesPerDay >= BUSY_MINUTES && entry.estimatedMinutes <= SHORT_MINUTES) {
    const minutes = Math.round(signals.minutesPerDay / 5) * 5;
    const time = `already spend about ${minutes} minutes a day on your habits, so this takes only ${entry.estimatedMinutes}`;
    return lacking ? `${lacking} and ${time}.` : `You ${time}.`;
  }
  if (signals.recentRate === null) {
    return `${lacking ?? 'Your habits are new'} and there is no full day yet to judge your pace by, so ${fitPhrase(entry, 'easy')}.`;
  }
  const rate = `complete ${Math.round(signals.recentRate)}% of your habits`;
  const fit = fitPhrase(entry, signals.fit);
  return lacking ? `${lacking} and ${rate}, so ${fit}.` : `You ${rate}, so ${fit}.`;
}

/**
 * The built-in recommender: the catalogue without what the user already does, best first (areas
 * they lack, then the difficulty their completion rate suggests, then, for a busy user, shorter
 * habits), catalogue order breaking ties. Pure and deterministic.
 */
export function rankSuggestions(
  profile: HabitProfile,
  filter: SuggestionCategoryFilter,
  catalogue: readonly CatalogueEntry[] = CATALOGUE,
): Suggestion[] {
  const signals = readSignals(profile);
  const ranked = catalogue
    .filter((entry) => filter === 'all' || entry.category === filter)
    .filter((entry) => !signals.concepts.has(entry.concept))
    .map((entry, index) => ({ entry, index, score: score(entry, signals) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ entry }) => entry);
  const picked = filter === 'all' ? spreadAcrossAreas(ranked) : ranked.slice(0, LIMIT_ONE_CATEGORY);
  return picked.map((entry) => toSuggestion(entry, reasoningFor(entry, signals)));
}

function spreadAcrossAreas(ranked: readonly CatalogueEntry[]): CatalogueEntry[] {
  const perArea = new Map<SuggestionCategory, number>();
  const first = ranked.filter((entry) => {
    const taken = perArea.get(entry.category) ?? 0;
    if (taken >= PER_AREA) return false;
    perArea.set(entry.category, taken + 1);
    return true;
  });
  const rest = ranked.filter((entry) => !first.includes(entry));
  const chosen = new Set([...first, ...rest].slice(0, LIMIT_ALL));
  // Keep the ranking's order in the reply.
  return ranked.filter((entry) => chosen.has(entry));
}

/**
 * Suggestions from elsewhere (the AI provider) held to the same promises as the built-in ones:
 * in the asked area, no duplicate ids, nothing the user already does by meaning, at most a page.
 */
export function screenSuggestions(
  suggestions: readonly Suggestion[],
  filter: SuggestionCategoryFilter,
  signals: ProfileSignals,
): Suggestion[] {
  const seen = new Set<string>();
  return suggestions
    .filter((s) => filter === 'all' || s.category === filter)
    .filter((s) => !conceptsOf(s.title).some((concept) => signals.concepts.has(concept.id)))
    .filter((s) => {
      if (seen.has(s.id)) return false;
      seen.add(s.id);
      return true;
    })
    .slice(0, filter === 'all' ? LIMIT_ALL : LIMIT_ONE_CATEGORY);
}
