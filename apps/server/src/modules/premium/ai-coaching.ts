import { z } from 'zod';
import { AiUnavailable, askForJson, type AiSettings } from './ai-chat.js';
import type { CoachingFacts } from './coaching-facts.js';
import { inventedNumbers, type CoachingNote } from './coaching.js';

const sentence = z.string().trim().min(1).max(300);
const answerSchema = z.object({
  wentWell: sentence,
  slipped: z.object({ habitName: z.string(), why: sentence }).nullable(),
  nextStep: sentence,
});

const INSTRUCTIONS = [
  "You are a friendly habit coach. The next message holds facts about one person's habits over a period, as JSON.",
  'Answer with JSON only: an object with the fields wentWell (one sentence: what went well), slipped (null when no habit was missed, else an object with habitName, exactly as in the facts, and why: one sentence on why it slipped, from its weekdays, check-in hours or broken streak) and nextStep (one concrete next step, one sentence).',
  'Plain English, short. Use only numbers that appear in the facts; never work out new ones (no percentages, no sums). Write clock times as HH:00.',
  'When dueDays is below minimumDueDays, say honestly that there is too little data yet, with slipped null.',
].join('\n');

/** The facts without ids: the model sees habits by name only, never who the person is. */
function withoutIds(facts: CoachingFacts) {
  return { ...facts, habits: facts.habits.map(({ habitId: _id, ...habit }) => habit) };
}

/**
 * A coaching note from the AI provider (ai-chat.ts: same settings, timeout and fallback as the
 * suggestions). Throws AiUnavailable when the answer does not fit, names a habit the facts do
 * not have, or says a number the facts do not hold (docs/decisions/039-coaching.md).
 */
export async function requestAiCoaching(
  settings: AiSettings,
  facts: CoachingFacts,
): Promise<CoachingNote> {
  const answer = await askForJson(settings, INSTRUCTIONS, JSON.stringify(withoutIds(facts)), 0.3);
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) throw new AiUnavailable('answer does not match the coaching schema');
  const { wentWell, slipped, nextStep } = parsed.data;
  const habit = slipped ? facts.habits.find((h) => h.habitName === slipped.habitName) : null;
  if (slipped && !habit) throw new AiUnavailable('answer names a habit the facts do not have');
  if (inventedNumbers(parsed.data, facts).length > 0)
    throw new AiUnavailable('answer has a number not in the facts');
  return {
    wentWell,
    slipped:
      slipped && habit
        ? { habitId: habit.habitId, habitName: habit.habitName, why: slipped.why }
        : null,
    nextStep,
    source: 'ai',
  };
}
