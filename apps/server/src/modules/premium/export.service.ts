import type { Readable } from 'node:stream';
import {
  addDays,
  badgeById,
  daysBetween,
  EXPORT_MAX_DAYS,
  kindFigures,
  localDay,
  MESSAGES,
  type Day,
  type ExportQuery,
} from '@streakwise/shared';
import type { SignedInUser } from '../users/user-view.js';
import type { Queryable } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { protectedDays as rangeProtections } from '../habits/habit-history.service.js';
import { todayFor } from '../habits/habits.service.js';
import {
  CONTENT_TYPES,
  type ExportData,
  type ExportHabit,
  type ExportRange,
  type PointEntry,
} from './export-data.js';
import { habitDayBatches, inSlices, type HabitSpan } from './export-habit-days.js';
import { renderJson } from './export-json.js';
import { takeExportSlot } from './export-slot.js';
import * as repo from './export.repository.js';
import { requirePremium } from './premium-access.js';

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/**
 * The range asked for, with the defaults filled in: up to today (the user's day), from the first
 * habit's creation day, at most EXPORT_MAX_DAYS. Only an explicit range can be too long.
 */
export function resolveRange(
  query: ExportQuery,
  today: Day,
  firstHabitDay: Day | null,
): ExportRange {
  const endDate = query.endDate ?? today;
  const oldestDefault = addDays(endDate, -(EXPORT_MAX_DAYS - 1));
  const fallbackStart = firstHabitDay && firstHabitDay < endDate ? firstHabitDay : endDate;
  const startDate =
    query.startDate ?? (fallbackStart < oldestDefault ? oldestDefault : fallbackStart);
  if (startDate > endDate) {
    throw new AppError('VALIDATION', MESSAGES.exportRangeInvalid, {
      endDate: MESSAGES.exportRangeInvalid,
    });
  }
  if (daysBetween(startDate, endDate) + 1 > EXPORT_MAX_DAYS) {
    const message = MESSAGES.exportRangeTooLong(EXPORT_MAX_DAYS);
    throw new AppError('VALIDATION', message, { startDate: message });
  }
  return { startDate, endDate };
}

/** Ledger entries read per query: a short query, as PGlite runs one at a time for everyone. */
const POINTS_PAGE = 1_000;

/** The ledger entries of the range, a page per query, handed on a slice at a time. */
async function* pointBatches(
  db: Queryable,
  userId: string,
  range: { from: Day; to: Day },
): AsyncGenerator<PointEntry[]> {
  let after = repo.FIRST_POINTS;
  for (;;) {
    const page = await repo.pointsPage(db, userId, range, after, POINTS_PAGE);
    yield* inSlices(
      page.map((p) => ({ date: p.day, reason: p.reason, amount: p.amount, habit: p.habitName })),
    );
    const last = page.at(-1);
    if (!last || page.length < POINTS_PAGE) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

async function loadExport(
  ctx: ServiceContext,
  user: SignedInUser,
  habits: HabitSpan[],
  range: ExportRange,
  today: Day,
): Promise<ExportData> {
  const db = ctx.database.db;
  const badges = await repo.badgesEarned(db, user.id);
  const byId = new Map(habits.map((h) => [h.id, h]));
  const protectedDays = new Map<ExportHabit, Set<Day>>();
  for (const p of await rangeProtections(db, user.id, {
    from: range.startDate,
    to: range.endDate,
  })) {
    const habit = byId.get(p.habitId);
    if (habit) protectedDays.set(habit, (protectedDays.get(habit) ?? new Set()).add(p.day));
  }
  const goals = await repo.allGoals(db, user.id);
  // NOTE: days after today have no data yet; they would only add empty rows.
  const rowsTo = range.endDate < today ? range.endDate : today;
  return {
    brandName: ctx.config.brand.name,
    exportedAt: ctx.clock.now(),
    range,
    profile: {
      name: user.name,
      email: user.email,
      timezone: user.timezone,
      plan: user.plan,
      points: user.points,
      memberSince: user.createdAt.toISOString(),
    },
    habits,
    protectedDays,
    badges: badges.map((b) => ({
      name: badgeById(b.badgeId)?.name ?? b.badgeId,
      description: badgeById(b.badgeId)?.description ?? '',
      earnedAt: b.earnedAt.toISOString(),
    })),
    goals: goals.map(({ habitName, ...goal }) => ({ ...goal, habit: habitName })),
    habitDays: () =>
      habitDayBatches(habits, { startDate: range.startDate, endDate: rowsTo }, (from, to) =>
        repo.countsBetween(db, user.id, from, to),
      ),
    points: () => pointBatches(db, user.id, { from: range.startDate, to: range.endDate }),
  };
}

/**
 * The user's data as a file, streamed while the client downloads: a slice of habit-days at a time,
 * each after a turn of the event loop, so other requests are served meanwhile
 * (docs/decisions/024-streaming-exports.md). One at a time per person: a second answers 429 while
 * the first runs, until its stream ends, fails or the client goes away. No transaction: one held
 * for a download would pin a pooled connection (PGlite's only one) per export.
 */
export async function exportData(
  ctx: ServiceContext,
  user: SignedInUser,
  query: ExportQuery,
): Promise<ExportFile> {
  requirePremium(user, MESSAGES.exportRequiresPremium);
  const today = todayFor(ctx, user);
  const habits: HabitSpan[] = (await repo.allHabits(ctx.database.db, user.id)).map(
    ({ archivedAt, kind, unit, dailyTarget, slipLimit, ...habit }) => ({
      ...habit,
      ...kindFigures({ kind, unit, dailyTarget, slipLimit }),
      storedTarget: dailyTarget,
      archivedOn: archivedAt ? localDay(archivedAt, user.timezone) : null,
    }),
  );
  const firstDay = habits.reduce<Day | null>(
    (first, h) => (first === null || h.createdOn < first ? h.createdOn : first),
    null,
  );
  const range = resolveRange(query, today, firstDay);
  const slot = await takeExportSlot(ctx.database, user.id);
  const release = () =>
    void slot.release().catch((err: unknown) => {
      ctx.log.error({ err, event: 'export.release_failed', userId: user.id }, 'export slot');
    });
  try {
    const data = await loadExport(ctx, user, habits, range, today);
    const onError = (err: Error & { code?: string }) => {
      // NOTE: a client that stops the download is not a server error.
      if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      ctx.log.error({ err, event: 'export.failed', userId: user.id }, 'export stream failed');
    };
    const body = await {
      json: async () => renderJson(data, onError),
      // NOTE: the CSV, XML and PDF writers (csv-stringify, entities, pdfkit and its fonts) load on
      // the first such export, not at start-up: an idle server holds less
      // (docs/decisions/016-pglite-worker.md).
      csv: async () => (await import('./export-csv.js')).renderCsv(data, onError),
      xml: async () => (await import('./export-xml.js')).renderXml(data, onError),
      pdf: async () => (await import('./export-pdf.js')).renderPdf(data, onError),
    }[query.format]();
    // Ended, failed or destroyed (Fastify destroys it when the client disconnects). NOTE: on
    // 'end' itself, before the reply's last bytes go out (this listener comes before Fastify's).
    body.once('end', release).once('error', release).once('close', release);
    ctx.log.info(
      { event: 'export.created', userId: user.id, format: query.format },
      'data exported',
    );
    return {
      fileName: `streakwise-export-${range.startDate}-to-${range.endDate}.${query.format}`,
      contentType: CONTENT_TYPES[query.format],
      body,
    };
  } catch (err) {
    release();
    throw err;
  }
}
