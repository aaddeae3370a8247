import type {
  InboxFilter,
  InboxListResponse,
  InboxQuery,
  InboxStatus,
  InboxSubmission,
  SubmissionKind,
} from '../../../shared/submissions/submissions-inbox.schemas';
import {
  inboxExportMaxRows,
  inboxMessages,
  inboxPageSize,
} from '../../../shared/submissions/submissions-inbox.schemas';
import { ukDayEnd, ukDayStart } from '../../../shared/validation/uk-day';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import {
  createSubmissionsInboxRepository,
  type InboxRow,
  type InboxRowFilter,
} from './submissions-inbox.repository';

export interface InboxDeps {
  db: Database;
  now: () => Date;
}

const notFound = () => new AppError(404, 'NOT_FOUND', inboxMessages.notFound);

function rowFilter(filter: InboxFilter): InboxRowFilter {
  return {
    type: filter.type,
    status: filter.status,
    q: filter.q,
    fromAt: filter.from ? ukDayStart(filter.from) : undefined,
    beforeAt: filter.to ? ukDayEnd(filter.to) : undefined,
  };
}

export function presentSubmission(row: InboxRow): InboxSubmission {
  return {
    ...row,
    consultationType: row.consultationType as InboxSubmission['consultationType'],
    employmentType: row.employmentType as InboxSubmission['employmentType'],
    handledAt: row.handledAt ? new Date(row.handledAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listSubmissions(deps: InboxDeps, query: InboxQuery): Promise<InboxListResponse> {
  const repository = createSubmissionsInboxRepository(deps);
  const filter = rowFilter(query);
  const [rows, total] = await Promise.all([
    repository.list(filter, inboxPageSize, (query.page - 1) * inboxPageSize),
    repository.count(filter),
  ]);
  return { submissions: rows.map(presentSubmission), total, page: query.page, pageSize: inboxPageSize };
}

/** Every submission the filter matches (newest first, at most {@link inboxExportMaxRows}), for the CSV. */
export async function exportSubmissions(
  deps: InboxDeps,
  adminId: string,
  filter: InboxFilter,
): Promise<InboxSubmission[]> {
  const rows = await createSubmissionsInboxRepository(deps).list(rowFilter(filter), inboxExportMaxRows, 0);
  await createSecurityEventsRepository(deps).record({
    eventType: 'admin_submissions_exported',
    userId: adminId,
    // The filter, not the search text: it may be a person's name.
    details: {
      type: filter.type ?? null,
      status: filter.status ?? null,
      from: filter.from ?? null,
      to: filter.to ?? null,
      searched: Boolean(filter.q),
      rows: rows.length,
    },
    at: deps.now(),
  });
  return rows.map(presentSubmission);
}

export async function readSubmission(deps: InboxDeps, kind: SubmissionKind, id: string) {
  const row = await createSubmissionsInboxRepository(deps).find(kind, id);
  if (!row) throw notFound();
  return presentSubmission(row);
}

/** Marks a recruitment submission `approved`; approving again changes nothing. */
export async function approveRecruitmentSubmission(deps: InboxDeps, adminId: string, id: string) {
  return deps.db.transaction(async (tx) => {
    const repository = createSubmissionsInboxRepository({ db: tx });
    const before = await repository.find('recruitment', id);
    if (!before) throw notFound();
    if (!before.approved) {
      await repository.approveRecruitment(id);
      await createSecurityEventsRepository({ db: tx }).record({
        eventType: 'admin_submission_approved',
        userId: adminId,
        details: { submissionId: id, kind: 'recruitment', type: before.type },
        at: deps.now(),
      });
    }
    return readFrom(repository, 'recruitment', id);
  });
}

export async function setSubmissionStatus(
  deps: InboxDeps,
  adminId: string,
  kind: SubmissionKind,
  id: string,
  status: InboxStatus,
) {
  return deps.db.transaction(async (tx) => {
    const repository = createSubmissionsInboxRepository({ db: tx });
    const before = await repository.find(kind, id);
    if (!before) throw notFound();
    if (before.status !== status) {
      const at = deps.now();
      await repository.setStatus(kind, id, status, status === 'done' ? at : null);
      await createSecurityEventsRepository({ db: tx }).record({
        eventType: 'admin_submission_status_changed',
        userId: adminId,
        details: { submissionId: id, kind, from: before.status, to: status },
        at,
      });
    }
    return readFrom(repository, kind, id);
  });
}

export async function setSubmissionNotes(
  deps: InboxDeps,
  adminId: string,
  kind: SubmissionKind,
  id: string,
  notes: string,
) {
  return deps.db.transaction(async (tx) => {
    const repository = createSubmissionsInboxRepository({ db: tx });
    const before = await repository.find(kind, id);
    if (!before) throw notFound();
    if (before.internalNotes !== notes) {
      await repository.setNotes(kind, id, notes);
      await createSecurityEventsRepository({ db: tx }).record({
        eventType: 'admin_submission_notes_edited',
        userId: adminId,
        // Not the notes themselves: the audit trail outlives them and they may hold personal data.
        details: { submissionId: id, kind, length: notes.length },
        at: deps.now(),
      });
    }
    return readFrom(repository, kind, id);
  });
}

async function readFrom(
  repository: ReturnType<typeof createSubmissionsInboxRepository>,
  kind: SubmissionKind,
  id: string,
) {
  const row = await repository.find(kind, id);
  if (!row) throw notFound();
  return presentSubmission(row);
}
