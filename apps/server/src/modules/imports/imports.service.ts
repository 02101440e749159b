import {
  IMPORT_MESSAGES,
  localDay,
  type Day,
  type ImportCreated,
  type ImportList,
  type ImportPreview,
  type ImportResult,
  type ImportSource,
  type ImportView,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import {
  habitsForImport,
  importHabitHistory,
  importBatchDays,
  importSteps,
  importVacations,
  roomForHabits,
  SKIP_REASONS,
  undoRecord,
  type HabitImportOutcome,
} from '../habits/habit-import.service.js';
import { importGoals } from '../premium/goals.service.js';
import { isPremium } from '../premium/premium-access.js';
import type { SignedInUser } from '../users/user-view.js';
import { findUserById } from '../users/users.service.js';
import { previewOf } from './import-preview.js';
import { undoWritten, type StoredWrite } from './import-undo.js';
import * as repo from './imports.repository.js';
import { parseCsv } from './parsers/csv.js';
import { parseLoop } from './parsers/loop.js';
import { parseHabitica } from './parsers/habitica.js';
import { parseStreakwise } from './parsers/streakwise.js';
import { unreadable, type ParsedImport } from './parsers/parsed.js';

/*
 * Importing a history (issue 28). POST reads the file into `imports.parsed` and answers a
 * preview; nothing touches the habits until apply, which the job queue runs (`runImport`).
 *
 * NOTE: all or nothing, in short transactions. Each habit is written in batches of a few hundred
 * days (habits/habit-import-plan.ts), each batch in its own transaction with its record in
 * `imports.written` and the progress in the same transaction; if a later batch fails, everything
 * recorded is taken back (import-undo.ts, in short transactions too) and the import marked failed.
 * Short transactions keep the person's other requests (and PGlite's single connection) moving
 * during a long import, and let GET show the progress
 * (docs/decisions/043-import-in-short-transactions.md). A run that finds records already (a job
 * retried after a crash) takes them back and starts over; DELETE takes a done import back the
 * same way, part by part, and a DELETE that stopped halfway is finished by the next one.
 */

/** Sends a job: the queue runs `runImport` with the import's id (jobs/work-queue.ts). */
export type SendImportJob = (importId: string) => Promise<void>;

/** Reads the file of a ready source; `clock` places instants on days (the Habitica export). */
function parseFile(
  source: ImportSource,
  file: Buffer,
  clock: { timeZone: string; now: Date },
): ParsedImport {
  if (file.length === 0) throw unreadable('The file is empty.');
  if (source === 'csv') {
    if (file.includes(0)) throw unreadable('That file is not a CSV text file.');
    return parseCsv(file.toString('utf8'));
  }
  if (source === 'loop') return parseLoop(file);
  if (source === 'habitica') return parseHabitica(file.toString('utf8'), clock);
  return parseStreakwise(file.toString('utf8'));
}

export async function createImport(
  ctx: ServiceContext,
  user: SignedInUser,
  source: ImportSource,
  file: Buffer,
): Promise<ImportCreated> {
  const parsed = parseFile(source, file, { timeZone: user.timezone, now: ctx.clock.now() });
  const { db } = ctx.database;
  const known = await habitsForImport(db, user.id);
  const today = localDay(ctx.clock.now(), user.timezone);
  const preview = previewOf(parsed, known, today, await roomForHabits(db, user), isPremium(user));
  const row = await repo.insertImport(db, {
    userId: user.id,
    source,
    parsed,
    preview,
    progressTotal: stepsOf(importBatchDays(ctx.database.kind), parsed, known, today),
  });
  ctx.log.info({ event: 'import.read', userId: user.id, importId: row.id }, 'import read');
  return { _id: row.id, source, status: 'ready', preview };
}

/**
 * The steps of applying: each habit's batches of days (one at least), then the vacations and the
 * goals (one step each) when the file has any.
 */
function stepsOf(
  batch: number,
  parsed: ParsedImport,
  known: readonly { name: string; kind: string; createdOn: Day }[],
  today: Day,
): number {
  const byName = new Map(known.map((h) => [h.name.toLowerCase(), h]));
  const habits = parsed.habits.reduce(
    (sum, h) => sum + importSteps(h, byName.get(h.name.toLowerCase()), today, batch),
    0,
  );
  const lists = [parsed.vacations ?? [], parsed.goals ?? []];
  return habits + lists.filter((list) => list.length > 0).length;
}

function viewOf(row: repo.ShownImport): ImportView {
  const result = row.result as ImportResult | null;
  return {
    _id: row.id,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    preview: row.preview as ImportPreview,
    progress: { done: row.progressDone, total: row.progressTotal },
    ...(result ?? {}),
    ...(row.failure ? { reason: row.failure } : {}),
  };
}

async function ownImport(ctx: ServiceContext, user: SignedInUser, id: string) {
  const row = await repo.findImport(ctx.database.db, user.id, id);
  if (!row) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.notFound);
  return row;
}

export async function getImport(ctx: ServiceContext, user: SignedInUser, id: string) {
  return viewOf(await ownImport(ctx, user, id));
}

export async function listImports(ctx: ServiceContext, user: SignedInUser): Promise<ImportList> {
  return { imports: (await repo.listImports(ctx.database.db, user.id)).map(viewOf) };
}

export async function applyImport(
  ctx: ServiceContext,
  user: SignedInUser,
  id: string,
  send: SendImportJob,
): Promise<{ _id: string; status: 'running' }> {
  await ownImport(ctx, user, id);
  if (!(await repo.markRunning(ctx.database.db, user.id, id))) {
    throw new AppError('CONFLICT', IMPORT_MESSAGES.notReady);
  }
  try {
    await send(id);
  } catch (err) {
    // Not queued: the import is ready again, so applying it can be tried once more.
    await repo.markReady(ctx.database.db, id);
    throw err;
  }
  ctx.log.info({ event: 'import.applying', userId: user.id, importId: id }, 'import applying');
  return { _id: id, status: 'running' };
}

const wroteAny = (w: HabitImportOutcome['write'] | undefined) =>
  !!w && w.days.length + (w.notes?.length ?? 0) + (w.restDays?.length ?? 0) > 0;

type StepOutcome = Pick<HabitImportOutcome, 'skipped' | 'protectedDays'> &
  Partial<HabitImportOutcome>;

function resultOf(outcomes: readonly StepOutcome[]): ImportResult {
  const skipped = new Map<string, number>();
  for (const o of outcomes) {
    for (const [reason, n] of Object.entries(o.skipped)) {
      skipped.set(reason, (skipped.get(reason) ?? 0) + n);
    }
  }
  return {
    created: {
      habits: outcomes.filter((o) => o.created).length,
      checkIns: outcomes.reduce((sum, o) => sum + (o.checkIns ?? 0), 0),
      protectedDays: outcomes.reduce((sum, o) => sum + o.protectedDays, 0),
    },
    merged: { habits: outcomes.filter((o) => o.merged && wroteAny(o.write)).length },
    skipped: [...skipped].map(([reason, count]) => ({ reason, count })),
  };
}

/** The job: writes each habit of a running import, then marks it done (or failed, undone). */
export async function runImport(ctx: ServiceContext, importId: string): Promise<void> {
  const { db } = ctx.database;
  const row = await repo.findImportById(db, importId);
  if (!row || row.status !== 'running') return;
  const earlier = (row.written ?? []) as StoredWrite[];
  if (earlier.length > 0) await undoWritten(ctx, row.userId, importId, ctx.clock.now());
  const parsed = row.parsed as ParsedImport;
  // The steps again, from the habits as they are now (the preview may be some minutes old).
  const user = await findUserById(db, row.userId);
  const today = user ? localDay(ctx.clock.now(), user.timezone) : null;
  const total = today
    ? stepsOf(
        importBatchDays(ctx.database.kind),
        parsed,
        await habitsForImport(db, row.userId),
        today,
      )
    : undefined;
  await repo.finish(
    db,
    importId,
    { status: 'running', written: [], progressDone: 0, progressTotal: total },
    ctx.clock.now(),
  );
  const outcomes: StepOutcome[] = [];
  const record = (tx: Queryable, write: StoredWrite | null) => repo.recordStep(tx, importId, write);
  try {
    for (const habit of parsed.habits) {
      outcomes.push(
        await importHabitHistory(
          ctx,
          row.userId,
          habit,
          (tx, write) => record(tx, undoRecord(write)),
          parsed.categories ?? [],
        ),
      );
    }
    if ((parsed.vacations ?? []).length > 0) {
      const outcome = await importVacations(
        ctx,
        row.userId,
        parsed.vacations ?? [],
        SKIP_REASONS,
        record,
      );
      outcomes.push({ skipped: outcome.skipped, protectedDays: outcome.protectedDays });
    }
    if ((parsed.goals ?? []).length > 0) {
      const habits = await habitsForImport(db, row.userId);
      const made = await importGoals(ctx, row.userId, parsed.goals ?? [], habits, record);
      outcomes.push({ skipped: made.skipped, protectedDays: 0 });
    }
  } catch (err) {
    ctx.log.error({ event: 'import.failed', importId, err }, 'import failed');
    // What was committed is what `written` holds: taken back, the last transaction marking it failed.
    await undoWritten(ctx, row.userId, importId, ctx.clock.now(), (tx) =>
      repo.finish(
        tx,
        importId,
        {
          status: 'failed',
          written: [],
          failure: 'The import stopped before it finished, and nothing of it was kept. Try again.',
        },
        ctx.clock.now(),
      ),
    );
    return;
  }
  const result = resultOf(outcomes);
  await repo.finish(db, importId, { status: 'done', result, parsed: null }, ctx.clock.now());
  ctx.log.info({ event: 'import.done', importId, userId: row.userId }, 'import done');
}

/**
 * Takes back exactly what a finished import wrote, part by part (import-undo.ts), and forgets the
 * import in the last transaction.
 */
export async function undoImport(ctx: ServiceContext, user: SignedInUser, id: string) {
  const row = await ownImport(ctx, user, id);
  if (row.status !== 'done') throw new AppError('CONFLICT', IMPORT_MESSAGES.notDone);
  const writtenBy = row.finishedAt ?? ctx.clock.now();
  await undoWritten(ctx, user.id, id, writtenBy, (tx) => repo.deleteImport(tx, id));
  ctx.log.info({ event: 'import.undone', userId: user.id, importId: id }, 'import undone');
}
