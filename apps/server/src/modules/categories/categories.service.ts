import {
  CATEGORY_NAME_MAX_LENGTH,
  FALLBACK_CATEGORY,
  HABIT_CATEGORIES,
  MESSAGES,
  type Category,
  type CategoryListItem,
  type CategoryRequest,
} from '@streakwise/shared';
import type { Queryable, Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { SignedInUser } from '../users/user-view.js';
import { lockSignedInUser } from '../users/users.service.js';
import * as repo from './categories.repository.js';
import { isUniqueViolation } from './unique-violation.js';

/*
 * Custom habit categories (Pro and Premium). Every write holds the user's row lock, the same lock
 * habit create and edit take: a habit can never be filed under a category being renamed or
 * deleted at the same moment. After a downgrade the categories stay, listed and usable by the
 * habits that have them, but none can be added, renamed or deleted.
 */

const BUILT_IN: readonly CategoryListItem[] = HABIT_CATEGORIES.map((name) => ({
  _id: null,
  name,
  builtIn: true,
}));

const isBuiltInName = (name: string) =>
  HABIT_CATEGORIES.some((builtIn) => builtIn.toLowerCase() === name.toLowerCase());

function requireCategoriesPlan(user: Pick<UserRow, 'plan'>): void {
  if (user.plan === 'free') throw new AppError('PLAN_REQUIRED', MESSAGES.categoriesRequirePlan);
}

const taken = () =>
  new AppError('CATEGORY_EXISTS', MESSAGES.categoryExists, { name: MESSAGES.categoryExists });
const notFound = () => new AppError('NOT_FOUND', MESSAGES.categoryNotFound);
const toCategory = (row: repo.CategoryRecord): Category => ({ _id: row.id, name: row.name });

async function lockOwner(tx: Tx, userId: string): Promise<void> {
  await lockSignedInUser(tx, userId);
}

/** The built-in categories, then the user's own by name; on every plan. */
export async function listCategories(
  ctx: ServiceContext,
  user: SignedInUser,
): Promise<CategoryListItem[]> {
  const own = await repo.listCategories(ctx.database.db, user.id);
  return [...BUILT_IN, ...own.map((row) => ({ _id: row.id, name: row.name, builtIn: false }))];
}

export async function createCategory(
  ctx: ServiceContext,
  user: SignedInUser,
  input: CategoryRequest,
): Promise<Category> {
  requireCategoriesPlan(user);
  if (isBuiltInName(input.name)) throw taken();
  const row = await ctx.database.db.transaction(async (tx) => {
    await lockOwner(tx, user.id);
    // NOTE: the unique index decides, so two requests racing for one name give one 201, one 409.
    return repo.insertCategory(tx, {
      userId: user.id,
      name: input.name,
      createdAt: ctx.clock.now(),
    });
  });
  if (!row) throw taken();
  ctx.log.info(
    { event: 'category.created', userId: user.id, categoryId: row.id },
    'category added',
  );
  return toCategory(row);
}

/** Renames the category and, in the same transaction, the category of its habits. */
export async function renameCategory(
  ctx: ServiceContext,
  user: SignedInUser,
  categoryId: string,
  input: CategoryRequest,
): Promise<Category> {
  requireCategoriesPlan(user);
  try {
    return await ctx.database.db.transaction(async (tx) => {
      await lockOwner(tx, user.id);
      // NOTE: another user's category is a 404 too, so ids reveal nothing.
      const current = await repo.findCategory(tx, user.id, categoryId);
      if (!current) throw notFound();
      if (isBuiltInName(input.name)) throw taken();
      const row = await repo.renameCategory(tx, user.id, categoryId, input.name);
      if (!row) throw notFound();
      const habits = await repo.moveHabits(tx, user.id, current.name, row.name);
      ctx.log.info(
        { event: 'category.renamed', userId: user.id, categoryId, habits },
        'category renamed',
      );
      return toCategory(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Deletes the category; its habits move to the fallback category ('Other'). */
export async function deleteCategory(
  ctx: ServiceContext,
  user: SignedInUser,
  categoryId: string,
): Promise<void> {
  requireCategoriesPlan(user);
  await ctx.database.db.transaction(async (tx) => {
    await lockOwner(tx, user.id);
    const current = await repo.findCategory(tx, user.id, categoryId);
    if (!current) throw notFound();
    const habits = await repo.moveHabits(tx, user.id, current.name, FALLBACK_CATEGORY);
    await repo.deleteCategory(tx, user.id, categoryId);
    ctx.log.info(
      { event: 'category.deleted', userId: user.id, categoryId, habits },
      'category deleted',
    );
  });
}

/**
 * The category of a habit an import creates (docs/decisions/035-import-sources.md), behind the
 * user's row lock the caller holds: a built-in one (any case), the user's own of that name, or one
 * the file lists (`listed`) made now where the plan allows custom categories; else the fallback.
 * Returns the name to file the habit under, and the id of a category made for it.
 */
export async function categoryForImport(
  tx: Tx,
  user: Pick<UserRow, 'id' | 'plan'>,
  name: string | undefined,
  listed: readonly string[],
  now: Date,
): Promise<{ name: string; createdId: string | null }> {
  const wanted = name?.trim() ?? '';
  const fallback = { name: FALLBACK_CATEGORY, createdId: null };
  if (wanted === '') return fallback;
  const builtIn = HABIT_CATEGORIES.find((b) => b.toLowerCase() === wanted.toLowerCase());
  if (builtIn) return { name: builtIn, createdId: null };
  const own = await repo.findCategoryByName(tx, user.id, wanted);
  if (own) return { name: own.name, createdId: null };
  const isListed = listed.some((l) => l.trim().toLowerCase() === wanted.toLowerCase());
  if (!isListed || user.plan === 'free' || wanted.length > CATEGORY_NAME_MAX_LENGTH) {
    return fallback;
  }
  const row = await repo.insertCategory(tx, { userId: user.id, name: wanted, createdAt: now });
  return row ? { name: row.name, createdId: row.id } : fallback;
}

/** Deletes those of the categories an import made that no habit is filed under any more. */
export async function dropUnusedImportCategories(
  tx: Tx,
  userId: string,
  categoryIds: readonly string[],
): Promise<void> {
  for (const id of categoryIds) {
    const row = await repo.findCategory(tx, userId, id);
    if (row && !(await repo.isInUse(tx, userId, row.name))) {
      await repo.deleteCategory(tx, userId, id);
    }
  }
}

/** The person's own categories, oldest first, for "Download my data". */
export async function categoriesDataOf(db: Queryable, userId: string) {
  return (await repo.categoryRowsOf(db, userId)).map((c) => ({
    _id: c.id,
    name: c.name,
    createdAt: c.createdAt.toISOString(),
  }));
}
