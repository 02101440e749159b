/*
 * Every table, one file per owning module under schema/ (db/owners.ts names the owner of each;
 * docs/architecture.md, "Table owners"). drizzle.config.ts reads this file and follows its exports.
 */
export * from './schema/users.js';
export * from './schema/auth.js';
export * from './schema/habits.js';
export * from './schema/gamification.js';
export * from './schema/idempotency.js';
export * from './schema/billing.js';
export * from './schema/premium.js';
export * from './schema/categories.js';
export * from './schema/reminders.js';
export * from './schema/mail.js';
export * from './schema/push.js';
export * from './schema/imports.js';
export * from './schema/support.js';
