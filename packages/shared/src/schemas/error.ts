import { z } from 'zod';

/** Every error reply (docs/architecture.md §4). */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });

export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  /** Extra headers the message carried (List-Unsubscribe on scheduled mail). */
  headers: z.record(z.string(), z.string()).optional(),
  sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Turns zod issues into the `fields` map of an error reply: the first message per field. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
