import {
  SUGGESTION_CATEGORIES,
  suggestionSchema,
  type Suggestion,
  type SuggestionCategoryFilter,
} from '@streakwise/shared';
import { z } from 'zod';
import { AiUnavailable, askForJson, type AiSettings } from './ai-chat.js';

export { AiUnavailable, type AiSettings } from './ai-chat.js';

/**
 * What the model is told about the user: habits by name, category and target, and how they are
 * doing. Never who they are: no e-mail, no name, no ids.
 */
export interface AiHabitSummary {
  habits: { name: string; category: string; dailyTarget: number }[];
  recentCompletionRatePercent: number | null;
  estimatedMinutesPerDay: number;
}

const answerSchema = z.union([
  z.array(suggestionSchema).min(1),
  z.object({ suggestions: z.array(suggestionSchema).min(1) }).transform((a) => a.suggestions),
]);

function instructions(category: SuggestionCategoryFilter, count: number): string {
  const areas = SUGGESTION_CATEGORIES.filter((c) => c !== 'all').join(', ');
  return [
    'You are a habit coach. Suggest new daily habits for the user described in the next message.',
    `Answer with JSON only: an array of ${count} objects with the fields id (kebab-case), title (2-50 characters), description (at most 200), icon, color, dailyTarget (1-10), category (${areas}), habitCategory (Health, Learning, Fitness, Productivity or Other), estimatedTime (e.g. "10 min a day"), estimatedMinutes (1-240), difficulty (easy, medium or hard), aiReasoning (one sentence naming what in the user's data makes it fit) and benefits (1-6 short strings).`,
    `icon is one of ${suggestionSchema.shape.icon.options.join(' ')}; color one of ${suggestionSchema.shape.color.options.join(' ')}.`,
    category === 'all'
      ? 'Cover the areas the user lacks first.'
      : `Every suggestion has category ${category}.`,
    'Do not suggest a habit the user already has, in any wording.',
  ].join('\n');
}

/**
 * Asks an OpenAI-compatible chat endpoint for suggestions, bounded by the configured timeout.
 * Throws AiUnavailable on any failure, slowness or answer that does not fit the schema.
 */
export async function requestAiSuggestions(
  settings: AiSettings,
  summary: AiHabitSummary,
  category: SuggestionCategoryFilter,
  count: number,
): Promise<Suggestion[]> {
  const answer = await askForJson(
    settings,
    instructions(category, count),
    JSON.stringify(summary),
    0.4,
  );
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) throw new AiUnavailable('answer does not match the suggestion schema');
  return parsed.data;
}
