import { uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The owning user: every row a user owns goes when the account is deleted. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
