import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { openSession } from '../../modules/auth/sessions.service.js';
import { db, type TestApp } from '../helper.js';

/* The fuzzing world: who sends, and the ids worth sending. */

export type ActorName = 'premium' | 'free';
export type Owner = ActorName | 'bystander';

/** A member the fuzzing signs in as; the token is replaced whenever a request ends its session. */
export interface Actor {
  name: ActorName;
  /** Kept: a checkout the fuzzing completes would otherwise move the premium member to Pro. */
  plan: 'free' | 'pro' | 'premium';
  id: string;
  email: string;
  token: string;
  refreshToken: string;
  sessionId: string;
}

/** A real id, whose it is, and the path whose reply showed it (or the table it was read from). */
export interface KnownId {
  id: string;
  owner: Owner;
  from: string;
}

export interface World {
  t: TestApp;
  actors: Record<ActorName, Actor>;
  /** A member whose ids the fuzzing aims at but who never signs in: its data must not change. */
  bystander: { id: string; email: string };
  /** Ids worth naming in a request, so lookups find something. */
  ids: KnownId[];
  /** `${id} ${from}` of each of them. */
  idKeys: Set<string>;
  /** The owner of every id above: a reply showing one to anyone else is a leak. */
  owners: Map<string, Owner>;
  /** Idempotency keys sent, so later requests can replay them. */
  keys: string[];
  /** Replies by endpoint and status, for the report. */
  statuses: Map<string, Map<number, number>>;
  /** How often a request ended an actor's session (logout, signing out everywhere…). */
  renewals: number;
  /** How often a request changed an actor's plan (a completed checkout, a cancellation). */
  replans: number;
}

export function know(w: World, id: string, owner: Owner, from: string): void {
  const lower = id.toLowerCase();
  if (!w.owners.has(lower)) w.owners.set(lower, owner);
  if (w.idKeys.has(`${lower} ${from}`)) return;
  w.idKeys.add(`${lower} ${from}`);
  w.ids.push({ id: lower, owner, from });
}

/** A fresh session for an actor, as sign-in would open one (no password needed). */
export async function renew(w: World, actor: Actor): Promise<void> {
  const [row] = await db(w.t)
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row) throw new Error(`the fuzzing deleted the ${actor.name} member's account`);
  const now = w.t.clock.now();
  const pair = await openSession(w.t.deps, db(w.t), { id: actor.id, ...row }, 'Fuzz', now);
  actor.token = pair.token;
  actor.refreshToken = pair.refreshToken;
  actor.sessionId = pair.sessionId;
  know(w, pair.sessionId, actor.name, '/api/auth/sessions');
}
