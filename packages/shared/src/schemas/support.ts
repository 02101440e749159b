import { z } from 'zod';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGES,
  SUPPORT_SUBJECT_MAX_LENGTH,
} from '../constants/support.js';
import { hasNoControlCharacters, hasOnlyTextCharacters, requiredString } from './fields.js';

/* Help and support: POST and GET /api/support (docs/decisions/038-support-requests.md). */

export const supportRequestSchema = z.object({
  subject: requiredString(SUPPORT_MESSAGES.subjectRequired)
    .trim()
    .min(1, { error: SUPPORT_MESSAGES.subjectRequired })
    .max(SUPPORT_SUBJECT_MAX_LENGTH, { error: SUPPORT_MESSAGES.subjectTooLong })
    .refine(hasNoControlCharacters, { error: SUPPORT_MESSAGES.subjectInvalid }),
  message: requiredString(SUPPORT_MESSAGES.messageRequired)
    .trim()
    .min(1, { error: SUPPORT_MESSAGES.messageRequired })
    .max(SUPPORT_MESSAGE_MAX_LENGTH, { error: SUPPORT_MESSAGES.messageTooLong })
    .refine(hasOnlyTextCharacters, { error: SUPPORT_MESSAGES.messageInvalid }),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

export const supportRequestCreatedSchema = z.object({
  _id: z.uuid(),
  /** Premium's priority support: answered within one working day instead of three. */
  priority: z.boolean(),
  /** When the first reply is due at the latest (ISO instant). */
  firstResponseBy: z.string(),
});
export type SupportRequestCreated = z.infer<typeof supportRequestCreatedSchema>;

export const supportRequestItemSchema = supportRequestCreatedSchema.extend({
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type SupportRequestItem = z.infer<typeof supportRequestItemSchema>;

export const supportRequestListSchema = z.object({ requests: z.array(supportRequestItemSchema) });
export type SupportRequestList = z.infer<typeof supportRequestListSchema>;
