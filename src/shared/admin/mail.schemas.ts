import { z } from 'zod';

/* Message bodies are never shown: they hold one-time links. */

/** Outbox states in the admin's words: pending is 'queued'. */
export const mailStatuses = ['queued', 'sending', 'sent', 'dead'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailStatusLabels: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  dead: 'Dead letter',
};

export const adminMailPageSize = 50;
export const adminPageMax = 10_000;

/** `?page=` of the admin lists: a whole number from 1. */
export const adminPageField = z.coerce
  .number('page must be a whole number')
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(adminPageMax, `page must be at most ${adminPageMax}`)
  .default(1);

export const adminMailQuerySchema = z.object({
  status: z.enum(mailStatuses, 'status must be queued, sending, sent or dead').optional(),
  page: adminPageField,
});
export type AdminMailQuery = z.input<typeof adminMailQuerySchema>;

export const adminMailIdParamsSchema = z.object({ id: z.uuid('No message with this id exists.') });

export const adminMailMessageSchema = z.object({
  id: z.string(),
  template: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type AdminMailMessage = z.infer<typeof adminMailMessageSchema>;

export const adminMailResponseSchema = z.object({
  messages: z.array(adminMailMessageSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminMailResponse = z.infer<typeof adminMailResponseSchema>;
