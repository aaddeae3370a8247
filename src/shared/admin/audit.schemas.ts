import { z } from 'zod';
import { isIsoDate } from '../validation/dates';
import { singleLineText } from '../validation/text';
import { adminPageField } from './mail.schemas';

export const adminAuditPageSize = 50;
export const auditPartyMaxLength = 254;

const dateField = (name: string) =>
  z.string().trim().refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`).optional();

/** Blank filters (as an empty form sends them) mean no filter. */
const optionalText = (max: number) =>
  singleLineText()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const adminAuditQuerySchema = z
  .object({
    type: optionalText(100),
    actor: optionalText(auditPartyMaxLength),
    target: optionalText(auditPartyMaxLength),
    from: z.preprocess((value) => (value === '' ? undefined : value), dateField('from')),
    to: z.preprocess((value) => (value === '' ? undefined : value), dateField('to')),
    page: adminPageField,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must be on or before to',
    path: ['from'],
  });
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

export const adminAccountAuditQuerySchema = z.object({ page: adminPageField });

const auditPartySchema = z.object({
  id: z.string(),
  /** Null once the account is erased: only the opaque id is left. */
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuditParty = z.infer<typeof auditPartySchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  eventType: z.string(),
  severity: z.enum(['low', 'medium', 'high']),
  actor: auditPartySchema.nullable(),
  target: auditPartySchema.nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const adminAuditResponseSchema = z.object({
  events: z.array(auditEventSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;

export const auditEventTypesResponseSchema = z.object({ eventTypes: z.array(z.string()) });

/** Readable names for the event types admins meet most; others show as written. */
export const auditEventLabels: Readonly<Record<string, string>> = {
  account_approved: 'Account approved',
  account_rejected: 'Account rejected',
  account_suspended: 'Account suspended',
  account_unsuspended: 'Account unsuspended',
  role_change: 'Role changed',
  tier_change: 'Tier changed',
  signed_out_everywhere: 'Signed out everywhere',
  admin_signed_out_everywhere: 'Signed out everywhere by an admin',
  mail_retried: 'Dead letter retried',
};

export function auditEventLabel(eventType: string): string {
  return auditEventLabels[eventType] ?? eventType.replaceAll('_', ' ');
}
