import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/text';
import { consultationTypes, employmentTypes } from './submission.schemas';
import { inboxStatuses } from './submissions-inbox.constants';

export { type InboxStatus, inboxStatuses, inboxStatusLabels } from './submissions-inbox.constants';

/** What the inbox shows one row as: a contact message, or a recruitment submission by its sender. */
export const inboxTypes = ['contact', 'employer', 'candidate'] as const;
export type InboxType = (typeof inboxTypes)[number];
export const inboxTypeLabels: Record<InboxType, string> = {
  contact: 'Contact',
  employer: 'Recruitment: employer',
  candidate: 'Recruitment: candidate',
};

/** The table a submission lives in, as it appears in its address. */
export const submissionKinds = ['contact', 'recruitment'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

export const inboxPageSize = 25;
export const inboxSearchMaxLength = 200;
export const internalNotesMaxLength = 5000;
/** The CSV export holds at most this many rows (the newest); the filter narrows a bigger inbox. */
export const inboxExportMaxRows = 10_000;

export const inboxMessages = {
  invalidType: 'Type must be contact, employer or candidate',
  invalidStatus: 'Status must be new, in progress or done',
  invalidDate: 'Please enter a date as YYYY-MM-DD',
  dateOrder: 'The start date must be on or before the end date',
  searchTooLong: `Search must be ${inboxSearchMaxLength} characters or fewer`,
  notesTooLong: `Internal notes must be ${internalNotesMaxLength} characters or fewer`,
  notFound: 'This submission no longer exists.',
} as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, inboxMessages.invalidDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, inboxMessages.invalidDate);

const filterFields = {
  type: z.preprocess(blankToUndefined, z.enum(inboxTypes, inboxMessages.invalidType).optional()),
  status: z.preprocess(blankToUndefined, z.enum(inboxStatuses, inboxMessages.invalidStatus).optional()),
  from: z.preprocess(blankToUndefined, calendarDate.optional()),
  to: z.preprocess(blankToUndefined, calendarDate.optional()),
  /** Part of the name, e-mail address, organisation, or message/description; % and _ are literal. */
  q: z.preprocess(
    blankToUndefined,
    singleLineText().trim().max(inboxSearchMaxLength, inboxMessages.searchTooLong).optional(),
  ),
};
const datesInOrder = (filter: { from?: string | undefined; to?: string | undefined }) =>
  !filter.from || !filter.to || filter.from <= filter.to;

export const inboxFilterSchema = z
  .object(filterFields)
  .refine(datesInOrder, { message: inboxMessages.dateOrder, path: ['to'] });
export type InboxFilter = z.output<typeof inboxFilterSchema>;
export type InboxFilterInput = z.input<typeof inboxFilterSchema>;

/** The filter of the list, and its page (newest first, {@link inboxPageSize} a page). */
export const inboxQuerySchema = z
  .object({
    ...filterFields,
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  })
  .refine(datesInOrder, { message: inboxMessages.dateOrder, path: ['to'] });
export type InboxQuery = z.output<typeof inboxQuerySchema>;

export const submissionParamsSchema = z.object({
  kind: z.enum(submissionKinds, 'The address must name a contact or recruitment submission'),
  id: z.uuid(inboxMessages.notFound),
});
export const recruitmentParamsSchema = z.object({ id: z.uuid(inboxMessages.notFound) });

export const inboxStatusBodySchema = z.strictObject({
  status: z.enum(inboxStatuses, inboxMessages.invalidStatus),
});
export const inboxNotesBodySchema = z.strictObject({
  notes: multiLineText().max(internalNotesMaxLength, inboxMessages.notesTooLong),
});

export const inboxSubmissionSchema = z.object({
  id: z.string(),
  kind: z.enum(submissionKinds),
  type: z.enum(inboxTypes),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  organisation: z.string().nullable(),
  message: z.string(),
  consultationType: z.enum(consultationTypes).nullable(),
  role: z.string().nullable(),
  location: z.string().nullable(),
  salary: z.string().nullable(),
  employmentType: z.enum(employmentTypes).nullable(),
  /** Recruitment only (false on creation); null for contact messages. */
  approved: z.boolean().nullable(),
  status: z.enum(inboxStatuses),
  internalNotes: z.string(),
  /** When it was marked done; null while it is not. */
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InboxSubmission = z.infer<typeof inboxSubmissionSchema>;

export const inboxListResponseSchema = z.object({
  submissions: z.array(inboxSubmissionSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;
