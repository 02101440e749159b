import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';

/*
 * A local stand-in for an OpenAI-compatible chat endpoint (node:http on 127.0.0.1, a free port):
 * the app points at it through AI_BASE_URL. It records every request and answers with whatever
 * the test set last.
 */

export interface AiRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The raw body, exactly as sent. */
  body: string;
}

export interface AiAnswer {
  status: number;
  /** Sent as is (so a test can send something that is not JSON). */
  body: string;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface AiStandIn {
  url: string;
  requests: AiRequest[];
  answer: AiAnswer;
  close(): Promise<void>;
}

/** A chat completion whose message content is `content`. */
export function chatReply(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

export async function startAiStandIn(): Promise<AiStandIn> {
  const standIn: AiStandIn = {
    url: '',
    requests: [],
    answer: { status: 500, body: '{}' },
    close: async () => undefined,
  };
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    void text(req).then((body) => {
      standIn.requests.push({
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://stand-in').pathname,
        authorization: req.headers.authorization,
        body,
      });
      const { status, body: reply, delayMs = 0 } = standIn.answer;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(reply);
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}/v1`;
  standIn.close = async () => {
    for (const timer of timers) clearTimeout(timer);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return standIn;
}
