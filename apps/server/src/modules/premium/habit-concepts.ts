import type { HabitCategory, SuggestionCategory } from '@streakwise/shared';
import { FITNESS_CONCEPTS } from './catalogue/fitness.js';
import { HEALTH_CONCEPTS } from './catalogue/health.js';
import { LEARNING_CONCEPTS } from './catalogue/learning.js';
import { PRODUCTIVITY_CONCEPTS } from './catalogue/productivity.js';
import { WELLNESS_CONCEPTS } from './catalogue/wellness.js';

/**
 * What a habit is about, recognised from its words: "Go for a run" and "Morning jog" are both
 * `running`, so a user who runs is not offered a jog. A concept also gives the suggestion category
 * it belongs to and how long it usually takes a day, so the recommender can tell which areas a
 * user covers and how much time they already give their habits.
 */
export interface ConceptWords {
  id: string;
  /** Typical minutes a day. */
  minutes: number;
  /** Words or phrases; each word also matches its plural and -ing/-ed forms. */
  keywords: readonly string[];
}

export interface Concept extends ConceptWords {
  category: SuggestionCategory;
}

const tag = (category: SuggestionCategory, concepts: readonly ConceptWords[]) =>
  concepts.map((concept): Concept => ({ ...concept, category }));

export const CONCEPTS: readonly Concept[] = [
  ...tag('wellness', WELLNESS_CONCEPTS),
  ...tag('fitness', FITNESS_CONCEPTS),
  ...tag('productivity', PRODUCTIVITY_CONCEPTS),
  ...tag('learning', LEARNING_CONCEPTS),
  ...tag('health', HEALTH_CONCEPTS),
];

const AREA_OF_BUILT_IN: Record<HabitCategory, SuggestionCategory> = {
  Health: 'health',
  Fitness: 'fitness',
  Learning: 'learning',
  Productivity: 'productivity',
  Other: 'wellness',
};

const isBuiltIn = (category: string): category is HabitCategory =>
  Object.hasOwn(AREA_OF_BUILT_IN, category);
const isArea = (word: string): word is SuggestionCategory =>
  Object.values(AREA_OF_BUILT_IN).some((area) => area === word);

/**
 * The area a habit counts towards when none of its words is recognised: a built-in category's
 * own; for a category of the user's own ("Running", "Wellness"), the area its name is or speaks
 * of; null when the name says nothing the recommender knows ("Family").
 */
export function areaOfCategory(category: string): SuggestionCategory | null {
  if (isBuiltIn(category)) return AREA_OF_BUILT_IN[category];
  const name = category.trim().toLowerCase();
  if (isArea(name)) return name;
  return conceptsOf(category)[0]?.category ?? null;
}

const SUFFIXES = ['', 's', 'es', 'ed', 'd', 'ing', 'er', 'ers'];

/** Lower case, accents dropped, split into words ("Push-ups!" -> ["push", "ups"]). */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** "run" matches run, runs, running, runner; "read" does not match "ready". */
function wordMatches(token: string, stem: string): boolean {
  if (!token.startsWith(stem)) return false;
  let rest = token.slice(stem.length);
  // A doubled final consonant: running, jogging, swimmer.
  const last = stem.at(-1);
  if (last && rest.startsWith(last) && rest.length > 1) rest = rest.slice(1);
  return SUFFIXES.includes(rest);
}

function phraseAt(tokens: readonly string[], at: number, phrase: readonly string[]): boolean {
  return phrase.every((stem, i) => {
    const token = tokens[at + i];
    return token !== undefined && wordMatches(token, stem);
  });
}

const PHRASES = CONCEPTS.map((concept) => ({
  concept,
  phrases: concept.keywords.map(words),
}));

/** The concepts a text is about, in catalogue order. */
export function conceptsOf(text: string): Concept[] {
  const tokens = words(text);
  return PHRASES.filter(({ phrases }) =>
    tokens.some((_, at) => phrases.some((phrase) => phraseAt(tokens, at, phrase))),
  ).map(({ concept }) => concept);
}
