import { MESSAGES } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import * as account from './account.repository.js';
import * as repo from './users.repository.js';
import type { SignedInUser } from './user-view.js';

/*
 * The users module owns the user row (db/owners.ts, docs/architecture.md "Table owners"): every
 * read and write of it is a function here, the SQL in users.repository.ts and
 * account.repository.ts, which no other module imports. The rule a write serves stays with its
 * module: sign-up, verification and passwords in auth, the plan and its expiry in billing, the mail
 * switches in reminders, points moved with their ledger entries in habits and gamification.
 */

export type { AccountSettings } from './users.repository.js';
type Plan = Partial<
  Pick<UserRow, 'plan' | 'priceType' | 'expiredAt' | 'cancelAtPeriodEnd' | 'launchOffer'>
>;

/**
 * Locks the user's row for the rest of the transaction (every write that reads across the user's
 * habits takes it first, so they run one at a time per user); undefined when the account is gone.
 */
export function lockUser(tx: Queryable, userId: string): Promise<SignedInUser | undefined> {
  return repo.lockUser(tx, userId);
}

/** `lockUser` for a signed-in request: an account deleted meanwhile is a 401 UNAUTHORIZED. */
export async function lockSignedInUser(tx: Queryable, userId: string): Promise<SignedInUser> {
  const user = await repo.lockUser(tx, userId);
  if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return user;
}

export function findUserByEmail(db: Queryable, email: string) {
  return repo.findUserByEmail(db, email);
}

/** Only the id (auth/password.service.ts `forgotPassword`: a whole row costs measurable time). */
export function findUserIdByEmail(db: Queryable, email: string) {
  return repo.findUserIdByEmail(db, email);
}

export function findUserById(db: Queryable, id: string) {
  return repo.findUserById(db, id);
}

/** A user without the password hash (user-view.ts `SignedInUser`). */
export function findSignedInUser(db: Queryable, id: string) {
  return repo.findSignedInUser(db, id);
}

/** Only for the routes that check the current password; no other request loads the hash. */
export function findPasswordHash(db: Queryable, id: string) {
  return account.findPasswordHash(db, id);
}

export function userPoints(db: Queryable, userId: string) {
  return repo.userPoints(db, userId);
}

/** PATCH /api/auth/me: the fields given, and nothing else. */
export function updateSettings(
  db: Queryable,
  userId: string,
  values: repo.AccountSettings & { updatedAt: Date },
) {
  return repo.updateSettings(db, userId, values);
}

/** Sign-up's row; undefined when the address is taken (a concurrent sign-up won). */
export function createUser(db: Queryable, values: Parameters<typeof account.insertUser>[1]) {
  return account.insertUser(db, values);
}

/** The address confirmed (a verification link, or a reset link, which proves it too). */
export function markEmailVerified(db: Queryable, userId: string, now: Date) {
  return account.updateUser(db, userId, { emailVerifiedAt: now, updatedAt: now });
}

/** A new password hash; every token issued before it is refused from now on. */
export function replacePassword(db: Queryable, userId: string, passwordHash: string, now: Date) {
  return account.replacePassword(db, userId, passwordHash, now);
}

/** Every token issued so far is refused from now on (signing out everywhere). */
export function revokeAllTokens(db: Queryable, userId: string, now: Date) {
  return account.bumpTokenVersion(db, userId, now);
}

/** The account and, by cascade, every row it owns (orders keep theirs, with the id cleared). */
export function deleteUser(db: Queryable, userId: string) {
  return account.deleteUser(db, userId);
}

/** The plan as billing decided it; the row as it now is. */
export function setPlan(db: Queryable, userId: string, values: Plan & { updatedAt: Date }) {
  return account.updateSubscription(db, userId, values);
}

/** Back to free once a paid plan's time is up; nothing when it was not due. */
export function expirePlanIfDue(db: Queryable, userId: string, now: Date) {
  return account.expireIfDue(db, userId, now);
}

/** Whether the running plan renews; the row only when it changed (so its mail goes once). */
export function setRenewal(db: Queryable, userId: string, cancelAtPeriodEnd: boolean, now: Date) {
  return account.setRenewal(db, userId, cancelAtPeriodEnd, now);
}

/** An unsubscribe link's switch turned off; false when the user no longer exists. */
export function turnMailSwitchOff(
  db: Queryable,
  userId: string,
  kind: 'reminder' | 'weekly-report' | 'habit-reminder',
  now: Date,
): Promise<boolean> {
  const off =
    kind === 'reminder'
      ? { reminderEnabled: false }
      : kind === 'weekly-report'
        ? { weeklyReport: false }
        : {};
  return account.setMailSwitches(db, userId, { ...off, updatedAt: now });
}

/** The origin the person last used (db/schema/users.ts `mailOrigin`). */
export function setMailOrigin(db: Queryable, userId: string, origin: string | null) {
  return repo.setMailOrigin(db, userId, origin);
}

/** The streak freezes a judging leaves (habits/freeze-judge.service.ts), with the list version. */
export function setFreezes(
  tx: Queryable,
  userId: string,
  values: { held: number; judgedThrough: string },
) {
  return repo.setFreezes(tx, userId, values);
}

/** The mark through which quit habits have their days written (habits/quit-days.service.ts). */
export function setQuitDaysThrough(tx: Queryable, userId: string, through: string | null) {
  return repo.setQuitDaysThrough(tx, userId, through);
}

/** A first quit habit starts the mark at today; a mark already set is never moved by this. */
export function startQuitDays(tx: Queryable, userId: string, today: string) {
  return repo.startQuitDays(tx, userId, today);
}

/** A page of the people with quit habits, by id after `afterId` (the scheduled quit-days pass). */
export function quitDayPeople(db: Queryable, afterId: string | null, limit: number) {
  return repo.quitDayPeople(db, afterId, limit);
}
