import {
  createGoalRequestSchema,
  GOAL_STATUSES,
  HABIT_KINDS,
  habitReminderSchema,
  scheduleSchema,
  type Day,
  type HabitKind,
} from '@streakwise/shared';
import { z } from 'zod';
import {
  unreadable,
  type ParsedGoal,
  type ParsedHabit,
  type ParsedImport,
  type ParsedVacation,
} from './parsed.js';

/*
 * Streakwise's own files (source "streakwise"): the Premium export's JSON (version 1 or 2,
 * docs/export-format.md) or the JSON of "Download my data" (GET /api/auth/my-data). Both name the
 * habit's kind, figures, look, schedule, reminder, first day and archiving, its days with their
 * totals, notes and corrected marks, the rest days, the days saved by a streak freeze (history
 * only: docs/decisions/035-import-sources.md), vacations and custom categories (the export also
 * its goals: docs/decisions/043-import-in-short-transactions.md), so that an
 * account exported and imported again exports the same (import-round-trip.test.ts).
 */

const NOT_STREAKWISE =
  'That file is not a Streakwise export: choose the JSON file of Premium → Export or of "Download my data".';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = z.string();

/** A habit's fields shared by both files; v2 fields optional (a version 1 export lacks them). */
const habitFields = {
  name: text.min(1),
  category: text.optional(),
  kind: z.enum(HABIT_KINDS).default('count'),
  unit: text.nullable().optional(),
  target: z.number().nullable().optional(),
  limit: z.number().nullable().optional(),
  dailyTarget: z.number().optional(),
  icon: text.optional(),
  color: text.optional(),
  description: text.optional(),
  schedule: scheduleSchema.optional().catch(undefined),
  reminder: habitReminderSchema.nullable().optional().catch(undefined),
  createdOn: day.optional().catch(undefined),
  archivedAt: text.nullable().optional(),
};

const protection = { kind: z.enum(['skip', 'vacation', 'freeze']), reason: text.nullable() };

const exportFile = z.object({
  format: z.literal('streakwise-export').optional(),
  profile: z.object({}).passthrough(),
  habits: z.array(z.object({ ...habitFields, archivedOn: day.nullable().optional() })),
  categories: z.array(z.object({ name: text.min(1) })).default([]),
  vacations: z
    .array(z.object({ from: day, to: day, habits: z.array(text).nullable() }))
    .default([]),
  habitDays: z.array(
    z.object({
      date: day,
      habit: text,
      count: z.number(),
      note: text.nullable().optional(),
      corrected: z.boolean().optional(),
    }),
  ),
  protectedDays: z.array(z.object({ date: day, habit: text, ...protection })).default([]),
  goals: z.array(z.unknown()).default([]),
});

/** A goal as the export writes it; what POST /api/premium/goals would refuse is left out. */
const goalOfFile = z.object({
  ...createGoalRequestSchema.pick({ title: true, type: true, target: true }).shape,
  description: createGoalRequestSchema.shape.description.default(''),
  deadline: createGoalRequestSchema.shape.deadline.transform((d) => d ?? null),
  reward: createGoalRequestSchema.shape.reward.transform((r) => r ?? null),
  status: z.enum(GOAL_STATUSES),
  habit: text.nullable().default(null),
  completedAt: z.iso.datetime({ offset: true }).nullable().default(null).catch(null),
  createdOn: day.optional().catch(undefined),
});

/** The file's goals Streakwise can keep, and a warning naming how many it cannot. */
function goalsOf(file: z.infer<typeof exportFile>): Pick<ParsedImport, 'goals' | 'warnings'> {
  const goals: ParsedGoal[] = [];
  for (const g of file.goals) {
    const read = goalOfFile.safeParse(g);
    if (read.success) goals.push(read.data);
  }
  const bad = file.goals.length - goals.length;
  const warnings =
    bad > 0 ? [`${bad} goal${bad === 1 ? '' : 's'} Streakwise cannot keep will be left out.`] : [];
  return { goals, warnings };
}

const myDataFile = z.object({
  user: z.object({}).passthrough(),
  habits: z.array(z.object({ _id: text, ...habitFields })),
  categories: z.array(z.object({ name: text.min(1) })).default([]),
  completions: z.array(z.object({ habitId: text, day, count: z.number() })),
  habitDays: z
    .array(
      z.object({ habitId: text, day, note: text.nullable(), corrected: z.boolean().optional() }),
    )
    .default([]),
  protectedDays: z.array(z.object({ habitId: text, day, ...protection })).default([]),
  vacations: z
    .array(z.object({ from: day, to: day, habitIds: z.array(text).nullable() }))
    .default([]),
});

type HabitFields = z.infer<z.ZodObject<typeof habitFields>>;

/** A habit's settings as the import takes them: the target in the kind's own terms. */
function habitOf(h: HabitFields, archived: boolean): ParsedHabit {
  const kind: HabitKind = h.kind;
  const target = kind === 'measure' ? h.target : kind === 'quit' ? h.limit : h.dailyTarget;
  return {
    name: h.name,
    kind,
    unit: h.unit ?? null,
    days: [],
    ...(typeof target === 'number' ? { target } : {}),
    ...(h.description ? { description: h.description } : {}),
    ...(h.category ? { category: h.category } : {}),
    ...(h.icon ? { icon: h.icon } : {}),
    ...(h.color ? { color: h.color } : {}),
    ...(h.schedule ? { schedule: h.schedule } : {}),
    ...(h.reminder ? { reminder: h.reminder } : {}),
    ...(h.createdOn ? { createdOn: h.createdOn } : {}),
    ...(archived ? { archived: true, ...(h.archivedAt ? { archivedAt: h.archivedAt } : {}) } : {}),
    notes: [],
    restDays: [],
    freezes: [],
    corrected: [],
  };
}

/** Gathers the days, notes and rest days of the habits, by a key (name or id). */
class Habits {
  readonly byKey = new Map<string, ParsedHabit>();

  add(key: string, habit: ParsedHabit): void {
    this.byKey.set(key, habit);
  }

  /** A day's total: a count's or measure's days without any are left out, a quit habit's kept. */
  day(key: string, date: Day, count: number): void {
    const habit = this.byKey.get(key);
    if (habit && (count > 0 || habit.kind === 'quit')) habit.days.push([date, count]);
  }

  /** A day's note and its corrected mark (set by hand after the day closed). */
  mark(key: string, date: Day, note: string | null | undefined, corrected?: boolean): void {
    if (note) this.byKey.get(key)?.notes?.push([date, note]);
    if (corrected) this.byKey.get(key)?.corrected?.push(date);
  }

  /** A rest day, or a day a streak freeze saved; a vacation's days come with the vacation. */
  protection(key: string, date: Day, kind: string, reason: string | null): void {
    if (kind === 'freeze') this.byKey.get(key)?.freezes?.push(date);
    if (kind === 'skip') this.byKey.get(key)?.restDays?.push([date, reason]);
  }

  result(categories: { name: string }[], vacations: ParsedVacation[]): ParsedImport {
    return {
      habits: [...this.byKey.values()],
      warnings: [],
      vacations,
      categories: categories.map((c) => c.name),
    };
  }
}

function fromExport(file: z.infer<typeof exportFile>): ParsedImport {
  const habits = new Habits();
  for (const h of file.habits)
    habits.add(h.name, habitOf(h, Boolean(h.archivedOn ?? h.archivedAt)));
  for (const row of file.habitDays) {
    habits.day(row.habit, row.date, row.count);
    habits.mark(row.habit, row.date, row.note, row.corrected);
  }
  for (const p of file.protectedDays) habits.protection(p.habit, p.date, p.kind, p.reason);
  return { ...habits.result(file.categories, file.vacations), ...goalsOf(file) };
}

function fromMyData(file: z.infer<typeof myDataFile>): ParsedImport {
  const habits = new Habits();
  const names = new Map(file.habits.map((h) => [h._id, h.name]));
  for (const h of file.habits) habits.add(h._id, habitOf(h, Boolean(h.archivedAt)));
  for (const c of file.completions) habits.day(c.habitId, c.day, c.count);
  for (const d of file.habitDays) habits.mark(d.habitId, d.day, d.note, d.corrected);
  for (const p of file.protectedDays) habits.protection(p.habitId, p.day, p.kind, p.reason);
  const vacations = file.vacations.map((v) => ({
    from: v.from,
    to: v.to,
    habits: v.habitIds?.flatMap((id) => names.get(id) ?? []) ?? null,
  }));
  return habits.result(file.categories, vacations);
}

/** Reads a Streakwise JSON file into habits and their days, or throws IMPORT_UNREADABLE. */
export function parseStreakwise(content: string): ParsedImport {
  if (content.replace(/^\uFEFF/, '').trim() === '') throw unreadable('The file is empty.');
  let json: unknown;
  try {
    json = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    throw unreadable(`${NOT_STREAKWISE} This one is not JSON.`);
  }
  const asExport = exportFile.safeParse(json);
  if (asExport.success) return fromExport(asExport.data);
  const asMyData = myDataFile.safeParse(json);
  if (asMyData.success) return fromMyData(asMyData.data);
  throw unreadable(NOT_STREAKWISE);
}
