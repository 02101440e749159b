import { z } from 'zod';

/*
 * Importing a person's history from another tracker (issue 28). The file is parsed into a preview
 * (`POST /api/imports`), applied by the job queue (`POST /api/imports/:id/apply`), followed with
 * `GET /api/imports/:id`, and undone with `DELETE /api/imports/:id`. Imported days are history:
 * they count for streaks, rates and analytics and earn no points and no badges.
 */

export const IMPORT_SOURCES = ['csv', 'streakwise', 'loop', 'habitica'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Days before this one are skipped with a reason. */
export const IMPORT_FIRST_DAY = '2000-01-01';

export const IMPORT_MESSAGES = {
  fileNeeded: 'Choose a file to import.',
  uploadBroken:
    'The upload was cut short or is not valid multipart/form-data: please send the file again.',
  sourceInvalid: `Choose where the file comes from: ${IMPORT_SOURCES.join(', ')}.`,
  tooLarge: `That file is over the ${IMPORT_MAX_BYTES / 1024 / 1024} MB limit for an import.`,
  notFound: 'That import was not found.',
  notReady: 'That import has already been applied.',
  notDone: 'Only a finished import can be undone.',
  noPoints: 'Imported days count for streaks and history but earn no points or badges.',
} as const;

export const importIdParamsSchema = z.object({
  id: z.uuid({ error: IMPORT_MESSAGES.notFound }),
});

export const importSourceSchema = z.enum(IMPORT_SOURCES, { error: IMPORT_MESSAGES.sourceInvalid });

export const importPreviewHabitSchema = z.object({
  name: z.string(),
  kind: z.enum(['count', 'measure', 'quit']),
  days: z.number().int(),
  checkIns: z.number(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  /** The person's habit it would merge into (same name, case aside), or null for a new one. */
  matches: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type ImportPreviewHabit = z.infer<typeof importPreviewHabitSchema>;

export const importPreviewSchema = z.object({
  habits: z.array(importPreviewHabitSchema),
  days: z.number().int(),
  checkIns: z.number(),
  warnings: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importCreatedSchema = z.object({
  _id: z.string(),
  source: importSourceSchema,
  status: z.literal('ready'),
  preview: importPreviewSchema,
});
export type ImportCreated = z.infer<typeof importCreatedSchema>;

export const importStatusSchema = z.enum(['ready', 'running', 'done', 'failed']);
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const importResultSchema = z.object({
  created: z.object({
    habits: z.number().int(),
    checkIns: z.number(),
    protectedDays: z.number().int(),
  }),
  merged: z.object({ habits: z.number().int() }),
  skipped: z.array(z.object({ reason: z.string(), count: z.number().int() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** GET /api/imports/:id, and each item of GET /api/imports. */
export const importViewSchema = z.object({
  _id: z.string(),
  source: importSourceSchema,
  status: importStatusSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  preview: importPreviewSchema,
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  created: importResultSchema.shape.created.optional(),
  merged: importResultSchema.shape.merged.optional(),
  skipped: importResultSchema.shape.skipped.optional(),
  /** Why a failed import failed. */
  reason: z.string().optional(),
});
export type ImportView = z.infer<typeof importViewSchema>;

export const importListSchema = z.object({ imports: z.array(importViewSchema) });
export type ImportList = z.infer<typeof importListSchema>;

export const importApplyReplySchema = z.object({
  _id: z.string(),
  status: z.literal('running'),
});
