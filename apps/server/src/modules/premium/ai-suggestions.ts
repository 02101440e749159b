import {
  SUGGESTION_CATEGORIES,
  suggestionSchema,
  type Suggestion,
  type SuggestionCategoryFilter,
} from '@streakwise/shared';
import { z } from 'zod';
import type { Config } from '../../config.js';

export type AiSettings = NonNullable<Config['ai']>;

/**
 * What the model is told about the user: habits by name, category and target, and how they are
 * doing. Never who they are: no e-mail, no name, no ids.
 */
export interface AiHabitSummary {
  habits: { name: string; category: string; dailyTarget: number }[];
  recentCompletionRatePercent: number | null;
  estimatedMinutesPerDay: number;
}

/** Why the AI answer was not used; logged, never shown. */
export class AiUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`AI suggestions unavailable: ${reason}`);
    this.name = 'AiUnavailable';
  }
}

const chatReplySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
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

/** Code fences around JSON are common in chat answers. */
function unfence(content: string): string {
  const match = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
  return match?.[1] ?? content;
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
  let body: unknown;
  try {
    const response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.4,
        messages: [
          { role: 'system', content: instructions(category, count) },
          { role: 'user', content: JSON.stringify(summary) },
        ],
      }),
      // NOTE: the same signal bounds reading the body, so a slow trickle times out too.
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) throw new AiUnavailable(`status ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof AiUnavailable) throw error;
    if (error instanceof Error && error.name === 'TimeoutError') throw new AiUnavailable('timeout');
    if (error instanceof SyntaxError) throw new AiUnavailable('reply is not JSON');
    throw new AiUnavailable('network error');
  }
  const reply = chatReplySchema.safeParse(body);
  if (!reply.success) throw new AiUnavailable('reply is not a chat completion');
  let answer: unknown;
  try {
    answer = JSON.parse(unfence(reply.data.choices[0]?.message.content ?? ''));
  } catch {
    throw new AiUnavailable('answer is not JSON');
  }
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) throw new AiUnavailable('answer does not match the suggestion schema');
  return parsed.data;
}
