import { isAdminRole, type Role } from '../../../../shared/accounts/roles';
import { type NotificationKind, notificationKinds } from '../../../../shared/marketplace/opportunity.schemas';

/**
 * Only the kinds a role is sent are offered as choices. A professional's new matching vacancies are not
 * a box: their e-mail is a digest whose frequency they choose (matchDigest).
 */
const kindsByAudience: Record<'candidate' | 'employer' | 'admin', readonly NotificationKind[]> = {
  candidate: [
    'opportunity_received',
    'opportunity_progress',
    'placement_check',
    'job_closed',
    'application_declined',
  ],
  employer: [
    'opportunity_approved',
    'opportunity_declined',
    'opportunity_expired',
    'opportunity_withdrawn',
    'opportunity_progress',
    'organisation_change_decided',
    'vacancy_closed',
    'vacancy_closing_tomorrow',
    'application_received',
    'saved_search_match',
  ],
  admin: ['introduction_needed', 'opportunity_withdrawn', 'organisation_change_review'],
};

export function emailKindsFor(role: Role): readonly NotificationKind[] {
  const kinds = kindsByAudience[isAdminRole(role) ? 'admin' : role === 'employer' ? 'employer' : 'candidate'];
  // In the shared order, so the list reads the same everywhere.
  return notificationKinds.filter((kind) => kinds.includes(kind));
}

/** Any kind not offered here that is already off stays off. */
export function nextEmailOff(
  current: readonly NotificationKind[],
  offered: readonly NotificationKind[],
  emailOn: ReadonlySet<NotificationKind>,
): NotificationKind[] {
  const kept = current.filter((kind) => !offered.includes(kind));
  const off = offered.filter((kind) => !emailOn.has(kind));
  return notificationKinds.filter((kind) => kept.includes(kind) || off.includes(kind));
}
