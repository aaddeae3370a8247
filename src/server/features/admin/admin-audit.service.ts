import {
  type AdminAuditQuery,
  type AuditEvent,
  type AuditParty,
  adminAuditPageSize,
} from '../../../shared/admin/audit.schemas';
import { ukDayEnd, ukDayStart } from '../../../shared/validation/uk-day';
import type { Database } from '../../db/database';
import { type AuditFilter, type AuditRow, createAdminAuditRepository } from './admin-audit.repository';

function party(id: string | null, name: string | null, email: string | null): AuditParty | null {
  if (!id) return null;
  // An erased account leaves only its opaque id.
  return { id, name: email === null ? null : name, email };
}

export function presentAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    eventType: row.eventType,
    severity: row.severity,
    actor: party(row.userId, row.actorName, row.actorEmail),
    target: party(row.targetUserId, row.targetName, row.targetEmail),
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

async function pageOf(db: Database, filter: AuditFilter, page: number) {
  const rows = await createAdminAuditRepository({ db }).list(filter, {
    limit: adminAuditPageSize + 1,
    offset: (page - 1) * adminAuditPageSize,
  });
  return {
    events: rows.slice(0, adminAuditPageSize).map(presentAuditEvent),
    page,
    pageSize: adminAuditPageSize,
    hasMore: rows.length > adminAuditPageSize,
  };
}

/** The audit log viewer: dates are whole UK calendar days (Europe/London), `to` included. */
export function listAuditEvents(deps: { db: Database }, query: AdminAuditQuery) {
  return pageOf(
    deps.db,
    {
      eventType: query.type,
      actor: query.actor,
      target: query.target,
      from: query.from ? ukDayStart(query.from) : undefined,
      before: query.to ? ukDayEnd(query.to) : undefined,
    },
    query.page,
  );
}

export function listAccountAuditEvents(deps: { db: Database }, userId: string, page: number) {
  return pageOf(deps.db, { involving: userId }, page);
}

export async function listAuditEventTypes(deps: { db: Database }) {
  return { eventTypes: await createAdminAuditRepository({ db: deps.db }).eventTypes() };
}
