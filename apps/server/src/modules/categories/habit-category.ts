import { HABIT_CATEGORIES, MESSAGES } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findCategoryByName } from './categories.repository.js';

/**
 * The category a habit is filed under: a built-in one, spelt exactly, or one of the user's own,
 * whatever the case, stored with the category's own spelling. Any plan may pick an own category
 * that exists: after a downgrade no category can be made, but those kept stay usable, for new
 * habits too. Call it behind the user's row lock, so the category cannot go meanwhile.
 */
export async function listedCategory(db: Queryable, userId: string, name: string): Promise<string> {
  if ((HABIT_CATEGORIES as readonly string[]).includes(name)) return name;
  const own = await findCategoryByName(db, userId, name);
  if (!own) {
    throw new AppError('VALIDATION', MESSAGES.categoryInvalid, {
      category: MESSAGES.categoryInvalid,
    });
  }
  return own.name;
}
