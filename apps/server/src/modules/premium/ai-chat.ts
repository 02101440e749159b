import { z } from 'zod';
import type { Config } from '../../config.js';

/*
 * The one call path to the optional OpenAI-compatible chat endpoint (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL, AI_TIMEOUT_MS: README.md), shared by the suggestions (ai-suggestions.ts) and the
 * coaching note (ai-coaching.ts). Every failure is an AiUnavailable, and its caller falls back to
 * the built-in rules.
 */

export type AiSettings = NonNullable<Config['ai']>;

/** Why the AI answer was not used; logged, never shown. */
export class AiUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`AI answer unavailable: ${reason}`);
    this.name = 'AiUnavailable';
  }
}

const chatReplySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** Code fences around JSON are common in chat answers. */
function unfence(content: string): string {
  const match = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
  return match?.[1] ?? content;
}

/**
 * Sends the instructions and the user's message, bounded by the configured timeout, and returns
 * the answer's JSON (not yet checked against any schema). Throws AiUnavailable on any failure,
 * slowness, or an answer that is not JSON.
 */
export async function askForJson(
  settings: AiSettings,
  instructions: string,
  message: string,
  temperature: number,
): Promise<unknown> {
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
        temperature,
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: message },
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
  try {
    return JSON.parse(unfence(reply.data.choices[0]?.message.content ?? '')) as unknown;
  } catch {
    throw new AiUnavailable('answer is not JSON');
  }
}
