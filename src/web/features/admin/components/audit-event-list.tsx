import type { AuditEvent, AuditParty } from '../../../../shared/admin/audit.schemas';
import { auditEventLabel } from '../../../../shared/admin/audit.schemas';
import { formatDateTime } from '../../../lib/uk-dates';

const severityLooks: Record<AuditEvent['severity'], string> = {
  low: 'border-slate-300 bg-white text-slate-700',
  medium: 'border-amber-300 bg-amber-50 text-amber-900',
  high: 'border-red-300 bg-red-50 text-red-900',
};
const severityLabels: Record<AuditEvent['severity'], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

function partyText(party: AuditParty | null): string {
  if (!party) return 'None';
  if (party.email === null) return `Erased account (${party.id})`;
  const name = party.name?.trim();
  return name ? `${name} (${party.email})` : party.email;
}

function detailText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export function AuditEventList({
  events,
  headingLevel = 'h2',
}: {
  events: AuditEvent[];
  headingLevel?: 'h2' | 'h4';
}) {
  const Heading = headingLevel;
  return (
    <ul className="flex flex-col gap-3">
      {events.map((event) => {
        // In key order: the database keeps JSON keys in its own order.
        const details = Object.entries(event.details).sort(([a], [b]) => a.localeCompare(b));
        return (
          <li key={event.id}>
            <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <Heading className="font-semibold text-slate-900">{auditEventLabel(event.eventType)}</Heading>
                <span
                  className={`inline-flex items-center rounded-full border px-2.5 py-0.5 font-semibold text-xs ${severityLooks[event.severity]}`}
                >
                  Severity: {severityLabels[event.severity]}
                </span>
              </div>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="text-slate-500">When</dt>
                <dd className="text-slate-900">
                  <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                </dd>
                <dt className="text-slate-500">Type</dt>
                <dd className="break-all font-mono text-slate-900 text-xs leading-5">{event.eventType}</dd>
                <dt className="text-slate-500">By</dt>
                <dd className="break-words text-slate-900">{partyText(event.actor)}</dd>
                <dt className="text-slate-500">On</dt>
                <dd className="break-words text-slate-900">{partyText(event.target)}</dd>
                {details.length > 0 ? (
                  <>
                    <dt className="text-slate-500">Details</dt>
                    <dd className="break-words text-slate-900">
                      {details.map(([key, value]) => `${key}: ${detailText(value)}`).join('; ')}
                    </dd>
                  </>
                ) : null}
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
