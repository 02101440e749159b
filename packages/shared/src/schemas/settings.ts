import { z } from 'zod';
import { CATEGORY_NAME_MAX_LENGTH, CATEGORY_NAME_MIN_LENGTH } from '../constants/settings.js';
import { MESSAGES } from '../constants/messages.js';
import { hasNoControlCharacters } from './fields.js';

/*
 * Account settings: reminders and the weekly report (on the user object and PATCH /api/auth/me),
 * custom categories and signed-in sessions.
 */

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const reminderSettingsSchema = z.object({
  enabled: z.boolean({ error: MESSAGES.reminderInvalid }),
  /** Local time of day, 'HH:MM' (24-hour). */
  time: z.string({ error: MESSAGES.reminderTimeInvalid }).regex(TIME_OF_DAY, {
    error: MESSAGES.reminderTimeInvalid,
  }),
  /** Weekdays, Sunday = 0 … Saturday = 6, each at most once. */
  days: z
    .array(z.number().int().min(0).max(6), { error: MESSAGES.reminderDaysInvalid })
    .max(7, { error: MESSAGES.reminderDaysInvalid })
    .refine((days) => new Set(days).size === days.length, { error: MESSAGES.reminderDaysInvalid }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const categoryNameField = z
  .string({ error: MESSAGES.categoryNameRequired })
  .trim()
  .min(1, { error: MESSAGES.categoryNameRequired })
  .min(CATEGORY_NAME_MIN_LENGTH, { error: MESSAGES.categoryNameMin })
  .max(CATEGORY_NAME_MAX_LENGTH, { error: MESSAGES.categoryNameMax })
  .refine(hasNoControlCharacters, { error: MESSAGES.textControlCharacters });

/** POST /api/categories and PATCH /api/categories/:id. */
export const categoryRequestSchema = z.object({ name: categoryNameField });
export type CategoryRequest = z.infer<typeof categoryRequestSchema>;

export const categoryIdParamsSchema = z.object({
  id: z.uuid({ error: MESSAGES.categoryNotFound }),
});

/** One of the user's own categories. */
export const categorySchema = z.object({ _id: z.uuid(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

/** GET /api/categories: the built-in ones (`_id` null) first, then the user's own. */
export const categoryListItemSchema = z.object({
  _id: z.uuid().nullable(),
  name: z.string(),
  builtIn: z.boolean(),
});
export const categoryListSchema = z.array(categoryListItemSchema);
export type CategoryListItem = z.infer<typeof categoryListItemSchema>;

/** GET /api/auth/sessions: the user's signed-in devices, newest first. */
export const sessionSchema = z.object({
  _id: z.uuid(),
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session the request was made with. */
  current: z.boolean(),
});
export const sessionListSchema = z.array(sessionSchema);
export type Session = z.infer<typeof sessionSchema>;

/** POST /api/auth/refresh: trade the refresh credential for a new pair (it rotates every time). */
export const refreshRequestSchema = z.object({
  refreshToken: z
    .string({ error: MESSAGES.refreshTokenInvalid })
    .min(20, { error: MESSAGES.refreshTokenInvalid })
    .max(200, { error: MESSAGES.refreshTokenInvalid }),
});
export const refreshResponseSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;
