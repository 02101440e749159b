import { suggestionSchema, type Suggestion } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { users } from '../../db/schema.js';
import { forgetAiCalls, startAiApp, stopAiApp } from '../../test/ai-app.js';
import { chatReply, type AiStandIn } from '../../test/ai-stand-in.js';
import * as kit from '../../test/habits.js';
import { bearer, db, newPerson, signupVerified, type TestApp } from '../../test/helper.js';
import { CATALOGUE } from './suggestion-catalogue.js';

const API_KEY = 'sk-test-do-not-log';
// Long enough that a good answer is never cut off on a loaded machine (seen at 300 ms), short
// enough that the slow answer below shows the timeout ending the wait.
const TIMEOUT_MS = 1500;

let standIn: AiStandIn;
let t: TestApp;
let token: string;
let person: { name: string; email: string };
let userId: string;

beforeAll(async () => {
  ({ t, standIn } = await startAiApp(API_KEY, TIMEOUT_MS));
  const signedUp = await signupVerified(t, newPerson({ name: 'Zebedee Quartermain' }));
  token = signedUp.token;
  person = signedUp.person;
  userId = signedUp.user._id;
  await db(t).update(users).set({ plan: 'premium' }).where(eq(users.id, userId));
  await kit.addHabit(t, token, { name: 'Evening yoga', category: 'Fitness', dailyTarget: 1 }, 201);
});
afterAll(() => stopAiApp({ t, standIn }));
beforeEach(() => forgetAiCalls({ t, standIn }));

const suggestion = (overrides: Partial<Suggestion>): Suggestion =>
  suggestionSchema.parse({
    id: 'ai-cold-shower',
    title: 'Cold shower finish',
    description: 'End your shower with thirty seconds of cold water.',
    icon: '💧',
    color: '#3B82F6',
    dailyTarget: 1,
    category: 'wellness',
    habitCategory: 'Other',
    estimatedTime: '1 min a day',
    estimatedMinutes: 1,
    difficulty: 'medium',
    aiReasoning: 'You stretch every evening; this adds a morning boost.',
    benefits: ['Wakes you up'],
    ...overrides,
  });

const get = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/premium/suggestions${query}`, headers: bearer(token) });

/** The fallback warnings logged since the test started, parsed. */
const fallbacks = () =>
  t.logs
    .map((line) => JSON.parse(line) as { event?: string; reason?: string })
    .filter((entry) => entry.event === 'suggestions.ai_fallback');

function expectBuiltIn(list: Suggestion[]): void {
  const ids = new Set(CATALOGUE.map((e) => e.id));
  expect(list.length).toBeGreaterThan(0);
  expect(list.every((s) => ids.has(s.id))).toBe(true);
}

/** An answer the endpoint may give besides the default one (`suggestion({})`). */
const WALK = suggestion({
  id: 'ai-walk',
  title: 'Walk after dinner',
  category: 'fitness',
  habitCategory: 'Fitness',
});

describe('AI suggestions from an OpenAI-compatible endpoint', () => {
  it('uses a valid answer and sends only a summary of the habits', async () => {
    const answer = [
      suggestion({}),
      WALK,
      // Already done by meaning (the user does yoga): dropped.
      suggestion({
        id: 'ai-yoga',
        title: 'Morning yoga',
        category: 'fitness',
        habitCategory: 'Fitness',
      }),
    ];
    standIn.answer = {
      status: 200,
      body: chatReply(`\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``),
    };

    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Suggestion[]>().map((s) => s.id)).toEqual(['ai-cold-shower', 'ai-walk']);

    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe(`Bearer ${API_KEY}`);
    const body = JSON.parse(sent?.body ?? '{}') as {
      model: string;
      messages: { content: string }[];
    };
    expect(body.model).toBe('test-model');
    expect(sent?.body).toContain('Evening yoga');
    expect(sent?.body).not.toContain(person.email);
    expect(sent?.body).not.toContain(person.name);
    expect(sent?.body).not.toContain(userId);
    expect(fallbacks()).toEqual([]);
  });

  it('keeps only the asked category', async () => {
    standIn.answer = {
      status: 200,
      body: chatReply(
        JSON.stringify({
          suggestions: [suggestion({}), WALK],
        }),
      ),
    };
    const res = await get('?category=wellness');
    expect(res.json<Suggestion[]>().map((s) => s.id)).toEqual(['ai-cold-shower']);
  });

  it.each([
    [
      'an answer that is not JSON',
      { status: 200, body: chatReply('Here are some ideas: walk more!') },
      'answer is not JSON',
    ],
    [
      'an answer that misses fields',
      { status: 200, body: chatReply(JSON.stringify([{ title: 'Walk' }])) },
      'answer does not match the suggestion schema',
    ],
    [
      'a reply that is not a chat completion',
      { status: 200, body: '{"result":"ok"}' },
      'reply is not a chat completion',
    ],
    ['a 500', { status: 500, body: '{"error":"boom"}' }, 'status 500'],
    [
      'a slow answer',
      { status: 200, body: chatReply(JSON.stringify([suggestion({})])), delayMs: TIMEOUT_MS * 10 },
      'timeout',
    ],
  ])(
    'falls back to the built-in recommender on %s, logged without content or key',
    async (_, answer, reason) => {
      standIn.answer = answer;
      const started = Date.now();
      const res = await get();
      expect(res.statusCode, res.body).toBe(200);
      expectBuiltIn(res.json<Suggestion[]>());
      // Answered long before the slow reply would have arrived: the timeout, not the reply, ended it.
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 6);
      expect(fallbacks()).toEqual([expect.objectContaining({ reason, level: 40 })]);
      const log = t.logs.join('\n');
      expect(log).not.toContain(API_KEY);
      expect(log).not.toContain('walk more');
    },
  );
});

describe('AI settings', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };

  it('are off unless AI_BASE_URL is set, with a 4 s timeout by default', () => {
    expect(loadConfig(base).ai).toBeNull();
    expect(
      loadConfig({ ...base, AI_BASE_URL: 'http://ai.test/v1/', AI_MODEL: 'small', AI_API_KEY: 'k' })
        .ai,
    ).toEqual({ baseUrl: 'http://ai.test/v1', apiKey: 'k', model: 'small', timeoutMs: 4000 });
  });

  it('refuse a base URL without a model', () => {
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'http://ai.test/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'http://ai.test/v1' })).toThrow(/AI_MODEL/);
  });
});
