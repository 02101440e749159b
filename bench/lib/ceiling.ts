/**
 * The same-object ceiling: a bare Fastify instance (no plugins, no schema, no database) that
 * answers with a reply captured once from the real endpoint. It costs what any Fastify route must
 * pay to receive that request and send that JSON, so `endpoint ÷ ceiling` is the share of the
 * machine's best the endpoint reaches; a `{"ok":true}` route would flatter big replies.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { listen } from './app.js';

export interface CapturedReply {
  name: string;
  method: 'GET' | 'PATCH';
  /** The reply's body, parsed: Fastify serialises it again on every request, as the app must. */
  body: unknown;
  /** The serialised size, for the report. */
  bytes: number;
}

export interface CeilingServer {
  /** The URL that serves a captured reply. */
  url(name: string): string;
  close(): Promise<void>;
}

/** Keeps a real reply for the ceiling; anything but 200 stops the benchmark. */
export function captureReply(
  name: string,
  method: CapturedReply['method'],
  status: number,
  text: string,
): CapturedReply {
  if (status !== 200) throw new Error(`${name}: expected 200 to capture, got ${status}: ${text}`);
  return { name, method, body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
}

export async function startCeiling(replies: CapturedReply[]): Promise<CeilingServer> {
  const app: FastifyInstance = Fastify({ logger: false });
  for (const reply of replies) {
    app.route({
      method: reply.method,
      url: `/ceiling/${reply.name}`,
      handler: async () => reply.body,
    });
  }
  const base = await listen(app);
  return {
    url: (name) => {
      if (!replies.some((r) => r.name === name)) throw new Error(`no captured reply "${name}"`);
      return `${base}/ceiling/${name}`;
    },
    close: () => app.close(),
  };
}
