import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { categories, habits } from '../../db/schema.js';

const columns = { id: categories.id, name: categories.name };

export type CategoryRecord = { id: string; name: string };

/** Matches a category name the way the unique index does: whatever the case. */
const sameName = (column: typeof categories.name | typeof habits.category, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/** The user's own categories, by name (case aside). */
export async function listCategories(db: Queryable, userId: string): Promise<CategoryRecord[]> {
  return db
    .select(columns)
    .from(categories)
    .where(eq(categories.userId, userId))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.name));
}

export async function findCategory(
  db: Queryable,
  userId: string,
  categoryId: string,
): Promise<CategoryRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.userId, userId)));
  return row;
}

/** The user's category of that name, case aside, with its own spelling. */
export async function findCategoryByName(
  db: Queryable,
  userId: string,
  name: string,
): Promise<CategoryRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(categories)
    .where(and(eq(categories.userId, userId), sameName(categories.name, name)));
  return row;
}

/** The new category, or undefined when the user already has one of that name (any case). */
export async function insertCategory(
  tx: Queryable,
  values: { userId: string; name: string; createdAt: Date },
): Promise<CategoryRecord | undefined> {
  const [row] = await tx.insert(categories).values(values).onConflictDoNothing().returning(columns);
  return row;
}

/** Throws the unique violation when the user has another category of that name. */
export async function renameCategory(
  tx: Queryable,
  userId: string,
  categoryId: string,
  name: string,
): Promise<CategoryRecord | undefined> {
  const [row] = await tx
    .update(categories)
    .set({ name })
    .where(and(eq(categories.id, categoryId), eq(categories.userId, userId)))
    .returning(columns);
  return row;
}

export async function deleteCategory(
  tx: Queryable,
  userId: string,
  categoryId: string,
): Promise<boolean> {
  const deleted = await tx
    .delete(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.userId, userId)))
    .returning({ id: categories.id });
  return deleted.length > 0;
}

/** Files the user's habits of category `from` (any case) under `to`; how many moved. */
export async function moveHabits(
  tx: Queryable,
  userId: string,
  from: string,
  to: string,
): Promise<number> {
  const moved = await tx
    .update(habits)
    .set({ category: to })
    .where(and(eq(habits.userId, userId), sameName(habits.category, from)))
    .returning({ id: habits.id });
  return moved.length;
}

/** Whether any of the user's habits, archived ones too, is filed under the category `name`. */
export async function isInUse(tx: Queryable, userId: string, name: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: habits.id })
    .from(habits)
    .where(and(eq(habits.userId, userId), sameName(habits.category, name)))
    .limit(1);
  return row !== undefined;
}

/** A person's own categories with their creation time, oldest first ("Download my data"). */
export async function categoryRowsOf(db: Queryable, userId: string) {
  return db
    .select({ id: categories.id, name: categories.name, createdAt: categories.createdAt })
    .from(categories)
    .where(eq(categories.userId, userId))
    .orderBy(asc(categories.createdAt));
}
