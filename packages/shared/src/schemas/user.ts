import { z } from 'zod';
import { reminderSettingsSchema } from './settings.js';
import { PLAN_TYPES, PRICE_TYPES } from '../constants/plans.js';
import { ACCENTS, THEMES } from '../constants/settings.js';

/**
 * The current-user object (docs/architecture.md §4). A whitelist: nothing else about a user leaves
 * the server.
 */
export const subscriptionSchema = z.object({
  type: z.enum(PLAN_TYPES),
  priceType: z.enum(PRICE_TYPES).nullable(),
  expiredAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  launchOffer: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const userSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  timezone: z.string(),
  subscription: subscriptionSchema,
  points: z.number().int(),
  createdAt: z.string(),
  reminder: reminderSettingsSchema,
  weeklyReport: z.boolean(),
  theme: z.enum(THEMES),
  /** The Premium accent palette; null (the default) on any other plan, whatever is stored. */
  accent: z.enum(ACCENTS).nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
/** The access token (a JWT, 7 days) and the session's refresh credential (POST /api/auth/refresh). */
export const authResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const signupResponseSchema = z.object({ message: z.string(), email: z.string() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** A fresh pair for this device; every other session has ended. */
export const changePasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  refreshToken: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const siteInfoSchema = z.object({
  brandName: z.string(),
  companyName: z.string(),
  companyNumber: z.string(),
  companyAddress: z.string(),
  supportEmail: z.string(),
  complaintsEmail: z.string(),
  contactEmail: z.string(),
  companyRegisterUrl: z.string(),
});
