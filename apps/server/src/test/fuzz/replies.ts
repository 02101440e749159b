import { errorResponseSchema } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../../db/schema.js';
import { db } from '../helper.js';
import { JSON_TYPE } from './bodies.js';
import { type Outcome, visible } from './request.js';
import { know, type Owner, renew, type World } from './world.js';

/* The checks every reply must pass, and the ids a reply shows. */

const strictError = errorResponseSchema.strict();

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isErrorLog = (line: string) => {
  const level = (parsed(line) as { level?: unknown } | undefined)?.level;
  return typeof level === 'number' && level >= 50;
};

/**
 * What is wrong with any reply: a 5xx (a 503 too: the database is healthy), an error reply not in
 * the API's shape, an error logged while serving it.
 */
export function replyProblems(res: LightMyRequestResponse, logs: string[], head = false) {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`server error ${res.statusCode}`);
  if (res.statusCode >= 400 && !head) {
    const type = String(res.headers['content-type'] ?? '');
    if (!type.startsWith(JSON_TYPE) || !strictError.safeParse(parsed(res.body)).success) {
      problems.push(`error reply not of the shape {message, code?, fields?} (${type})`);
    }
  }
  if (logs.some(isErrorLog)) problems.push('logged an error');
  return problems;
}

/** replyProblems, and a signed-in route that did something without a valid token. */
export function problemsOf({ request, res, logs }: Outcome): string[] {
  const problems = replyProblems(res, logs, request.method === 'HEAD');
  if (request.endpoint.secured && !request.actor && res.statusCode < 400) {
    problems.push('answered a request without a valid token');
  }
  return problems;
}

export function report(
  {
    request,
    res,
    logs,
  }: { request: { toString(): string }; res: LightMyRequestResponse; logs: string[] },
  problems: string[],
): string {
  return [
    problems.join('; '),
    request.toString(),
    `  reply: ${res.statusCode} ${visible(res.body, 500)}`,
    ...logs.filter(isErrorLog).map((line) => `  log: ${line.trim()}`),
  ].join('\n');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && UUID.test(value)) found.add(value.toLowerCase());
  else if (Array.isArray(value)) for (const item of value) uuidsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) uuidsIn(item, found);
  }
  return found;
}

/**
 * Takes in the ids of a successful reply to a member on a signed-in route; returns a problem for
 * each that belongs to someone else (a leak).
 */
export function harvest(w: World, reader: Owner, from: string, body: string): string[] {
  const problems: string[] = [];
  for (const id of uuidsIn(parsed(body))) {
    const owner = w.owners.get(id);
    if (owner && owner !== reader)
      problems.push(`showed the ${reader} member an id of the ${owner}: ${id}`);
    else know(w, id, reader, from);
  }
  return problems;
}

/**
 * Learns from a reply, and keeps the world usable: an actor whose plan the request changed gets
 * it back, one whose session it ended (logout, signing out everywhere, a replayed refresh
 * credential) a new session.
 */
export async function learn(w: World, { request, res }: Outcome): Promise<string[]> {
  const endpoint = `${request.endpoint.method} ${request.endpoint.path}`;
  const counts = w.statuses.get(endpoint) ?? new Map<number, number>();
  counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
  w.statuses.set(endpoint, counts);

  const problems: string[] = [];
  const actor = request.actor;
  if (actor && request.endpoint.secured && res.statusCode < 300 && request.method !== 'HEAD') {
    problems.push(...harvest(w, actor, request.endpoint.path, res.body));
  }
  if (request.method === 'GET' || request.method === 'HEAD') return problems;
  for (const member of Object.values(w.actors)) {
    const [row] = await db(w.t)
      .select({ plan: users.plan })
      .from(users)
      .where(eq(users.id, member.id));
    if (row && row.plan !== member.plan) {
      await db(w.t).update(users).set({ plan: member.plan }).where(eq(users.id, member.id));
      w.replans += 1;
    }
    const me = await w.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${member.token}` },
    });
    if (me.statusCode === 401) {
      await renew(w, member);
      w.renewals += 1;
    } else if (me.statusCode !== 200) {
      problems.push(`GET /api/auth/me as the ${member.name} member: ${me.statusCode}`);
    }
  }
  return problems;
}
