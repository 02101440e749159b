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
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { listCategories } from '../categories/categories.service.js';
import { heldBadges } from '../gamification/gamification.service.js';
import {
  habitStandings,
  protectedDays as rangeProtections,
} from '../habits/habit-history.service.js';
import { dayRecordsBetween, habitRecords } from '../habits/habit-reads.service.js';
import { todayFor } from '../habits/habits.service.js';
import { listVacations } from '../habits/protections.service.js';
import {
  CONTENT_TYPES,
  type ExportData,
  type ExportHabit,
  type ExportRange,
} from './export-data.js';
import { habitDayBatches, type HabitSpan } from './export-habit-days.js';
import { renderJson } from './export-json.js';
import { pointBatches, protectionBatches } from './export-pages.js';
import { takeExportSlot } from './export-slot.js';
import { goalFirstDays, listGoals } from './goals.service.js';
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

async function loadExport(
  ctx: ServiceContext,
  user: SignedInUser,
  habits: HabitSpan[],
  range: ExportRange,
  today: Day,
): Promise<ExportData> {
  const db = ctx.database.db;
  const badges = await heldBadges(db, user.id);
  const byId = new Map(habits.map((h) => [h.id, h]));
  const protectedByHabit = new Map<ExportHabit, Set<Day>>();
  for (const p of await rangeProtections(db, user.id, {
    from: range.startDate,
    to: range.endDate,
  })) {
    const habit = byId.get(p.habitId);
    if (habit) protectedByHabit.set(habit, (protectedByHabit.get(habit) ?? new Set()).add(p.day));
  }
  const goals = await listGoals(ctx, user);
  const goalDays = await goalFirstDays(ctx.database.db, user.id);
  const categories = (await listCategories(ctx, user)).filter((c) => !c.builtIn);
  const names = new Map(habits.map((h) => [h.id, h.name]));
  const vacations = await listVacations(ctx, user);
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
    protectedByHabit,
    badges: badges.map((b) => ({
      name: badgeById(b.badgeId)?.name ?? b.badgeId,
      description: badgeById(b.badgeId)?.description ?? '',
      earnedAt: b.earnedAt.toISOString(),
    })),
    // Oldest first, as before version 2 (GET /api/premium/goals lists the newest first).
    goals: goals
      .toSorted((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((g) => ({
        title: g.title,
        description: g.description,
        type: g.type,
        target: g.target,
        status: g.status,
        deadline: g.deadline,
        habit: g.habitName,
        reward: g.reward,
        progress: g.current,
        completedAt: g.completedAt,
        createdOn: goalDays.get(g._id) ?? localDay(new Date(g.createdAt), user.timezone),
      })),
    categories: categories.map((c) => ({ name: c.name })),
    // Oldest first, as the rest of the file; a habit deleted since is left out of its list.
    vacations: vacations.toReversed().map((v) => ({
      from: v.from,
      to: v.to,
      habits: v.habitIds?.flatMap((id) => names.get(id) ?? []) ?? null,
    })),
    habitDays: () =>
      habitDayBatches(habits, { startDate: range.startDate, endDate: rowsTo }, (from, to) =>
        dayRecordsBetween(db, user.id, from, to),
      ),
    protectedDays: () =>
      protectionBatches(
        db,
        user.id,
        // A range up to today also gives the rest days planned ahead.
        { from: range.startDate, ...(range.endDate < today ? { to: range.endDate } : {}) },
        names,
      ),
    points: () => pointBatches(db, user.id, { from: range.startDate, to: range.endDate }, names),
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
  const standings = await habitStandings(ctx.database.db, user, ctx.clock.now());
  const habits: HabitSpan[] = (
    await habitRecords(ctx.database.db, user.id, { set: 'all', order: 'made' })
  ).map(({ archivedAt, kind, unit, dailyTarget, slipLimit, ...habit }) => {
    const standing = standings.get(habit.id);
    return {
      ...habit,
      ...kindFigures({ kind, unit, dailyTarget, slipLimit }),
      storedTarget: dailyTarget,
      archivedOn: archivedAt ? localDay(archivedAt, user.timezone) : null,
      archivedAt: archivedAt?.toISOString() ?? null,
      position: standing?.position ?? 0,
      schedule: standing?.schedule ?? { kind: 'daily' },
      reminder: standing?.reminder ?? null,
      currentStreak: standing?.streak.current ?? 0,
      bestStreak: standing?.streak.longest ?? 0,
      strength: standing?.strength ?? 0,
    };
  });
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
