import { randomUUID } from 'node:crypto';

/*
 * The requests the privacy proof (employer-privacy.test.ts) makes of each route a verified employer
 * may call: candidate routes with every seeded candidate's reference and every opportunity, the
 * others once with a plausible body. A new employer route fails the proof until it is listed here.
 */

export type Probe = { method: string; url: string; body?: unknown };

/** What the probes are made from: the seeded candidates and opportunities, read when probed. */
export interface ProbeTargets {
  /** This organisation's references of every seeded candidate. */
  references: () => string[];
  /** The seeded candidates' account ids. */
  candidateUserIds: () => string[];
  /** The organisation's own opportunities. */
  opportunityIds: () => string[];
  /** Every file id and storage key of the seeded candidates. */
  fileIds: () => string[];
  /** Community posts by job seekers. */
  seekerPostIds: () => string[];
  /** The organisation's vacancies. */
  vacancyIds: () => string[];
}

const every = <T>(values: Iterable<T>, make: (value: T) => Probe[]) => [...values].flatMap(make);

/** An opportunity's body for `candidateReference`. */
export const offer = (candidateReference: string) => ({
  candidateReference,
  role: 'clinical-pharmacist',
  location: 'Leeds',
  employmentType: 'permanent',
  payBasis: 'annual_salary',
  payAmountPence: 4_000_000,
  hours: 'Full time',
  startDate: '2027-03-01',
  message: '',
});

/**
 * Requests for each route an employer may call. Candidate-related routes are called with every
 * seeded candidate's reference and every opportunity; the others once, with a plausible body.
 */
export function employerProbes(targets: ProbeTargets): Record<string, () => Probe[]> {
  const { references, opportunityIds } = targets;
  return {
    'GET /api/health': () => [{ method: 'GET', url: '/api/health' }],
    // Analytics beacons: write-only, answered 204 with no body.
    'POST /api/analytics/page-view': () => [
      {
        method: 'POST',
        url: '/api/analytics/page-view',
        body: { path: '/arrsplace/employer', title: 'Employer', referrer: '', entry: true, consent: false },
      },
    ],
    'POST /api/analytics/click': () => [{ method: 'POST', url: '/api/analytics/click', body: {} }],
    'POST /api/analytics/session-end': () => [
      { method: 'POST', url: '/api/analytics/session-end', body: {} },
    ],
    'POST /api/analytics/active': () => [{ method: 'POST', url: '/api/analytics/active', body: {} }],
    'POST /api/internal/admin-accounts': () => [
      { method: 'POST', url: '/api/internal/admin-accounts', body: {} },
    ],
    'POST /api/internal/backup': () => [{ method: 'POST', url: '/api/internal/backup' }],
    'POST /api/not-found': () => [
      { method: 'POST', url: '/api/not-found', body: { path: '/x', site: 'marketplace' } },
    ],
    'GET /api/auth/*': () => [{ method: 'GET', url: '/api/auth/get-session' }],
    'POST /api/auth/*': () => [
      { method: 'POST', url: '/api/auth/sign-in/email', body: { email: 'x@example.test', password: 'x' } },
    ],
    'POST /api/account/sign-up': () => [{ method: 'POST', url: '/api/account/sign-up', body: {} }],
    'POST /api/account/password-check': () => [
      { method: 'POST', url: '/api/account/password-check', body: { password: 'abc' } },
    ],
    'POST /api/submissions/contact': () => [{ method: 'POST', url: '/api/submissions/contact', body: {} }],
    'POST /api/submissions/recruitment': () => [
      { method: 'POST', url: '/api/submissions/recruitment', body: {} },
    ],
    'GET /api/account/me': () => [{ method: 'GET', url: '/api/account/me' }],
    'POST /api/account/activity': () => [{ method: 'POST', url: '/api/account/activity', body: {} }],
    'DELETE /api/account': () => [{ method: 'DELETE', url: '/api/account', body: {} }],
    'GET /api/account/export': () => [{ method: 'GET', url: '/api/account/export' }],
    'POST /api/account/sign-out-everywhere': () => [],
    'PUT /api/account/tours/:tourName': () => [
      { method: 'PUT', url: '/api/account/tours/employer_main_tour', body: {} },
    ],
    'PUT /api/account/analytics-choice': () => [
      { method: 'PUT', url: '/api/account/analytics-choice', body: { choice: 'declined' } },
    ],
    'GET /api/account/consents': () => [{ method: 'GET', url: '/api/account/consents' }],
    'PUT /api/account/consents': () => [{ method: 'PUT', url: '/api/account/consents', body: {} }],
    'GET /api/files/:id': () =>
      every(targets.fileIds(), (id) => [{ method: 'GET', url: `/api/files/${id}` }]),
    'GET /api/community/posts': () => [{ method: 'GET', url: '/api/community/posts' }],
    'POST /api/community/posts': () => [{ method: 'POST', url: '/api/community/posts', body: {} }],
    'GET /api/community/posts/:id': () =>
      every([...targets.seekerPostIds(), randomUUID()], (id) => [
        { method: 'GET', url: `/api/community/posts/${id}` },
      ]),
    'GET /api/community/posts/:id/comments': () =>
      every([...targets.seekerPostIds(), randomUUID()], (id) => [
        { method: 'GET', url: `/api/community/posts/${id}/comments` },
      ]),
    'POST /api/community/posts/:id/comments': () => [
      { method: 'POST', url: `/api/community/posts/${randomUUID()}/comments`, body: {} },
    ],
    'PUT /api/community/posts/:id/vote': () => [
      { method: 'PUT', url: `/api/community/posts/${randomUUID()}/vote`, body: {} },
    ],
    'PUT /api/community/comments/:id/vote': () => [
      { method: 'PUT', url: `/api/community/comments/${randomUUID()}/vote`, body: {} },
    ],
    'POST /api/community/posts/:id/reports': () => [
      { method: 'POST', url: `/api/community/posts/${randomUUID()}/reports`, body: {} },
    ],
    'POST /api/community/comments/:id/reports': () => [
      { method: 'POST', url: `/api/community/comments/${randomUUID()}/reports`, body: {} },
    ],
    'GET /api/community/stats': () => [{ method: 'GET', url: '/api/community/stats' }],
    'GET /api/community/trending': () => [{ method: 'GET', url: '/api/community/trending' }],
    // An event stream never ends: read over HTTP in its own test below.
    'GET /api/community/events': () => [],
    'GET /api/feedback/survey': () => [{ method: 'GET', url: '/api/feedback/survey' }],
    'POST /api/feedback/survey/dismiss': () => [
      { method: 'POST', url: '/api/feedback/survey/dismiss', body: {} },
    ],
    'POST /api/feedback': () => [{ method: 'POST', url: '/api/feedback', body: {} }],
    'GET /api/employer/organisation': () => [{ method: 'GET', url: '/api/employer/organisation' }],
    'POST /api/employer/organisation': () => [
      { method: 'POST', url: '/api/employer/organisation', body: {} },
    ],
    'PUT /api/employer/organisation': () => [{ method: 'PUT', url: '/api/employer/organisation', body: {} }],
    'POST /api/employer/organisation/invites': () => [
      {
        method: 'POST',
        url: '/api/employer/organisation/invites',
        body: { email: 'colleague@example.test' },
      },
    ],
    'DELETE /api/employer/organisation/invites/:id': () => [
      { method: 'DELETE', url: `/api/employer/organisation/invites/${randomUUID()}` },
    ],
    'POST /api/employer/organisation/invites/accept': () => [
      { method: 'POST', url: '/api/employer/organisation/invites/accept', body: {} },
    ],
    'DELETE /api/employer/organisation/members/:id': () =>
      every(targets.candidateUserIds(), (userId) => [
        { method: 'DELETE', url: `/api/employer/organisation/members/${userId}` },
      ]),
    'GET /api/employer/search': () => [
      { method: 'GET', url: '/api/employer/search?radiusKm=200' },
      { method: 'GET', url: '/api/employer/search?radiusKm=200&page=2' },
      { method: 'GET', url: '/api/employer/search?role=clinical-pharmacist&postcode=LS1' },
    ],
    'GET /api/employer/candidates/:reference': () =>
      every(references(), (reference) => [{ method: 'GET', url: `/api/employer/candidates/${reference}` }]),
    'GET /api/employer/candidates/:reference/video': () =>
      every(references(), (reference) => [
        { method: 'GET', url: `/api/employer/candidates/${reference}/video` },
      ]),
    'POST /api/employer/opportunities': () =>
      every(references(), (reference) => [
        { method: 'POST', url: '/api/employer/opportunities', body: offer(reference) },
      ]),
    'GET /api/employer/opportunities': () => [{ method: 'GET', url: '/api/employer/opportunities' }],
    'GET /api/employer/opportunities/:id': () =>
      every(opportunityIds(), (id) => [{ method: 'GET', url: `/api/employer/opportunities/${id}` }]),
    'POST /api/employer/opportunities/:id/status': () =>
      every(opportunityIds(), (id) => [
        { method: 'POST', url: `/api/employer/opportunities/${id}/status`, body: { status: 'interviewing' } },
      ]),
    'GET /api/employer/opportunities/:id/files/:kind': () =>
      every(opportunityIds(), (id) =>
        ['photo', 'cv', 'video'].map((kind) => ({
          method: 'GET',
          url: `/api/employer/opportunities/${id}/files/${kind}`,
        })),
      ),
    'GET /api/employer/reimbursement-rates': () => [
      { method: 'GET', url: '/api/employer/reimbursement-rates' },
    ],
    'GET /api/employer/vacancies': () => [{ method: 'GET', url: '/api/employer/vacancies' }],
    'POST /api/employer/vacancies': () => [{ method: 'POST', url: '/api/employer/vacancies', body: {} }],
    'GET /api/employer/vacancies/:id': () =>
      every(targets.vacancyIds(), (id) => [{ method: 'GET', url: `/api/employer/vacancies/${id}` }]),
    'PUT /api/employer/vacancies/:id': () =>
      every(targets.vacancyIds(), (id) => [
        { method: 'PUT', url: `/api/employer/vacancies/${id}`, body: {} },
      ]),
    'POST /api/employer/vacancies/:id/status': () =>
      every(targets.vacancyIds(), (id) => [
        { method: 'POST', url: `/api/employer/vacancies/${id}/status`, body: {} },
      ]),
    'POST /api/employer/vacancies/:id/duplicate': () =>
      every(targets.vacancyIds(), (id) => [
        { method: 'POST', url: `/api/employer/vacancies/${id}/duplicate` },
      ]),
    // Suggested professionals: the organisation's vacancies, the other organisation's and none.
    'GET /api/employer/vacancies/:id/suggestions': () =>
      every([...targets.vacancyIds(), randomUUID()], (id) => [
        { method: 'GET', url: `/api/employer/vacancies/${id}/suggestions` },
      ]),
    // Saved searches hold the employer's own filters; saved, listed, renamed, then deleted.
    'POST /api/employer/saved-searches': () => [
      {
        method: 'POST',
        url: '/api/employer/saved-searches',
        body: { name: 'Pharmacists near Leeds', filter: { role: 'clinical-pharmacist', radiusKm: 200 } },
      },
    ],
    'GET /api/employer/saved-searches': () => [{ method: 'GET', url: '/api/employer/saved-searches' }],
    'PATCH /api/employer/saved-searches/:id': () => [
      { method: 'PATCH', url: `/api/employer/saved-searches/${randomUUID()}`, body: { alert: false } },
    ],
    'DELETE /api/employer/saved-searches/:id': () => [
      { method: 'DELETE', url: `/api/employer/saved-searches/${randomUUID()}` },
    ],
    'GET /api/employer/vacancies/:id/applicants': () =>
      every([...targets.vacancyIds(), randomUUID()], (id) => [
        { method: 'GET', url: `/api/employer/vacancies/${id}/applicants` },
      ]),
    'POST /api/employer/applications/:id/shortlist': () =>
      every(opportunityIds(), (id) => [
        { method: 'POST', url: `/api/employer/applications/${id}/shortlist`, body: { shortlisted: true } },
      ]),
    'POST /api/employer/applications/:id/introduction': () =>
      every(opportunityIds(), (id) => [
        { method: 'POST', url: `/api/employer/applications/${id}/introduction` },
      ]),
    // Last of the three: declining ends the live application the others were probed with.
    'POST /api/employer/applications/:id/decline': () =>
      every(opportunityIds(), (id) => [
        { method: 'POST', url: `/api/employer/applications/${id}/decline`, body: { reason: 'Not now' } },
      ]),
    'GET /api/jobs': () => [
      { method: 'GET', url: '/api/jobs' },
      { method: 'GET', url: '/api/jobs?role=clinical-pharmacist&postcode=LS6&sort=distance' },
    ],
    'GET /api/jobs/:id': () =>
      every(targets.vacancyIds(), (id) => [{ method: 'GET', url: `/api/jobs/${id}` }]),
    'GET /api/notifications': () => [{ method: 'GET', url: '/api/notifications' }],
    'POST /api/notifications/read': () => [{ method: 'POST', url: '/api/notifications/read', body: {} }],
    'GET /api/account/notification-preferences': () => [
      { method: 'GET', url: '/api/account/notification-preferences' },
    ],
    // One-click unsubscribe: a signed link names the account; a caller can only turn its own lists off.
    'GET /api/unsubscribe': () => [{ method: 'GET', url: '/api/unsubscribe?t=not.signed' }],
    'POST /api/unsubscribe': () => [{ method: 'POST', url: '/api/unsubscribe?t=not.signed', body: {} }],
    'PUT /api/account/notification-preferences': () => [
      { method: 'PUT', url: '/api/account/notification-preferences', body: { emailOff: [] } },
    ],
  };
}
