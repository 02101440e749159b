import { request as httpRequest } from 'node:http';
import type { AuthResponse, OutboxMail } from '@streakwise/shared';

/*
 * Plain HTTP against a server process (test/server-process.ts), as an API client sees it. Built
 * on node:http rather than fetch for `localAddress`: every address in 127.0.0.0/8 reaches a
 * server on 127.0.0.1, so a test can be its own "remote IP" and per-IP limits kept in a shared
 * Redis never meet another run's.
 */

export interface HttpReply<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  /** Milliseconds from sending to the whole reply. */
  ms: number;
}

export interface HttpOptions {
  token?: string;
  body?: unknown;
  /** The source address, e.g. '127.23.4.5'. */
  localAddress?: string;
  /** Gives up (rejects) after this long; default 30 s. */
  timeoutMs?: number;
}

export function http<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: HttpOptions = {},
): Promise<HttpReply<T>> {
  const started = Date.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(path, base),
      {
        method,
        // NOTE: no keep-alive, so each request is a connection of its own from `localAddress`.
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        timeout: options.timeoutMs ?? 30_000,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // Not JSON: the raw text is the body.
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: body as T,
            ms: Date.now() - started,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in time`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A random address in 127.0.0.0/8 (never 127.0.0.1), to be one fresh client.
 * NOTE: Linux answers on all of 127.0.0.0/8; macOS has only 127.0.0.1 unless aliases are added.
 */
export function freshLoopbackAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** The newest dev-outbox mail to `to` whose subject matches, polling until `withinMs`. */
export async function waitForMail(
  base: string,
  to: string,
  subject: RegExp,
  withinMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const reply = await http<OutboxMail[]>(
      base,
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    );
    const mail = Array.isArray(reply.body)
      ? reply.body.find((m) => subject.test(m.subject))
      : undefined;
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface Account {
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

/** Signs up, follows the mailed verification link and signs in, all over HTTP. */
export async function signUpVerified(
  base: string,
  options: { localAddress?: string; email?: string } = {},
): Promise<Account> {
  const email =
    options.email ?? `someone-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'correct horse 42';
  const from = options.localAddress ? { localAddress: options.localAddress } : {};
  const created = await http(base, 'POST', '/api/auth/signup', {
    ...from,
    body: { name: 'Ada Lovelace', email, password },
  });
  if (created.status !== 201)
    throw new Error(`signup: ${created.status} ${JSON.stringify(created.body)}`);
  const mail = await waitForMail(base, email, /verify your email/i);
  const link = mail.links[0];
  if (!link) throw new Error('the verification mail has no link');
  const token = new URL(link).pathname.split('/').pop() ?? '';
  const verified = await http(base, 'GET', `/api/auth/verify-email/${token}`, from);
  if (verified.status !== 200)
    throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  const login = await http<AuthResponse>(base, 'POST', '/api/auth/login', {
    ...from,
    body: { email, password },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { email, password, token: login.body.token, refreshToken: login.body.refreshToken };
}
