import { startAiStandIn, type AiStandIn } from './ai-stand-in.js';
import { createTestApp, type TestApp } from './helper.js';

/*
 * An app pointed at a fresh local stand-in for the AI endpoint (ai-stand-in.ts), as the AI
 * suggestions and coaching tests use it.
 */

export interface AiApp {
  t: TestApp;
  standIn: AiStandIn;
}

/** The stand-in, then an app whose AI_* settings name it, with this key and timeout. */
export async function startAiApp(apiKey: string, timeoutMs: number): Promise<AiApp> {
  const standIn = await startAiStandIn();
  const t = await createTestApp({
    AI_BASE_URL: standIn.url,
    AI_API_KEY: apiKey,
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: String(timeoutMs),
  });
  return { t, standIn };
}

export async function stopAiApp({ t, standIn }: AiApp): Promise<void> {
  await t.close();
  await standIn.close();
}

/** Between tests: the requests the stand-in saw and the app's log lines start empty. */
export function forgetAiCalls({ t, standIn }: AiApp): void {
  standIn.requests.length = 0;
  t.logs.length = 0;
}
