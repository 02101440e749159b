import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { imports, type ImportRow } from '../../db/schema.js';

/* The imports table (issue 28): this module's own. */

/**
 * An import as its owner reads it: without the parsed file, which only the job reads (a CSV of
 * five years of 100 habits is some 3 MB of JSON; a GET that polls the progress must not read it).
 */
export type ShownImport = Omit<ImportRow, 'parsed'>;
const { parsed: _parsed, ...shownColumns } = getTableColumns(imports);

export async function insertImport(
  db: Queryable,
  values: Pick<ImportRow, 'userId' | 'source' | 'parsed' | 'preview' | 'progressTotal'>,
): Promise<ImportRow> {
  const [row] = await db
    .insert(imports)
    .values({ ...values, status: 'ready' })
    .returning();
  if (!row) throw new Error('import insert returned no row');
  return row;
}

export async function findImport(
  db: Queryable,
  userId: string,
  id: string,
): Promise<ShownImport | undefined> {
  const [row] = await db
    .select(shownColumns)
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, userId)))
    .limit(1);
  return row;
}

export async function findImportById(db: Queryable, id: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id)).limit(1);
  return row;
}

export async function listImports(db: Queryable, userId: string): Promise<ShownImport[]> {
  return db
    .select(shownColumns)
    .from(imports)
    .where(eq(imports.userId, userId))
    .orderBy(desc(imports.createdAt), desc(imports.id));
}

/** ready → running, once: false when another apply got there first. */
export async function markRunning(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(imports)
    .set({ status: 'running', progressDone: 0, written: [], undoneParts: 0 })
    .where(and(eq(imports.id, id), eq(imports.userId, userId), eq(imports.status, 'ready')))
    .returning({ id: imports.id });
  return rows.length > 0;
}

export async function markReady(db: Queryable, id: string): Promise<void> {
  await db
    .update(imports)
    .set({ status: 'ready' })
    .where(and(eq(imports.id, id), eq(imports.status, 'running')));
}

/** One step written (a batch of a habit's days, or the vacations): its record joins `written`,
 * and the progress moves on. */
export async function recordStep(db: Queryable, id: string, write: unknown): Promise<void> {
  await db
    .update(imports)
    .set({
      written: sql`coalesce(${imports.written}, '[]'::jsonb) || ${JSON.stringify(write === null ? [] : [write])}::jsonb`,
      progressDone: sql`${imports.progressDone} + 1`,
    })
    .where(eq(imports.id, id));
}

/** What an import wrote (`written`): undefined when the import is gone. */
export async function writtenOf(db: Queryable, id: string): Promise<unknown[] | undefined> {
  const [row] = await db
    .select({ written: imports.written })
    .from(imports)
    .where(eq(imports.id, id))
    .limit(1);
  return row ? ((row.written ?? []) as unknown[]) : undefined;
}

/**
 * How many parts of `written` an undo has taken back: undefined when the import is gone (another
 * undo finished it). Moving it rewrites a number, not `written` (a merged five years of 100 habits
 * is some 4.5 MB of JSON).
 */
export async function undoneParts(db: Queryable, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ undone: imports.undoneParts })
    .from(imports)
    .where(eq(imports.id, id))
    .limit(1);
  return row?.undone;
}

export async function setUndoneParts(db: Queryable, id: string, undone: number): Promise<void> {
  await db.update(imports).set({ undoneParts: undone }).where(eq(imports.id, id));
}

export async function finish(
  db: Queryable,
  id: string,
  values: Partial<
    Pick<
      ImportRow,
      'status' | 'result' | 'failure' | 'written' | 'parsed' | 'progressDone' | 'progressTotal'
    >
  >,
  now: Date,
): Promise<void> {
  // Done: every step is (a habit made or merged meanwhile may have changed their number).
  const done = values.status === 'done' ? { progressDone: sql`${imports.progressTotal}` } : {};
  // A new record of what was written has nothing of it taken back yet.
  const undone = values.written !== undefined ? { undoneParts: 0 } : {};
  await db
    .update(imports)
    .set({ ...values, ...done, ...undone, finishedAt: now })
    .where(eq(imports.id, id));
}

export async function deleteImport(db: Queryable, id: string): Promise<void> {
  await db.delete(imports).where(eq(imports.id, id));
}
