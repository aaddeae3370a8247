/*
 * The callers of the permission matrix (permission-matrix.test.ts) and the kinds of row its table
 * (permission-table.test-utils.ts) is written in.
 */

export const callers = [
  'anonymous',
  'unapprovedCandidate',
  'unapprovedEmployer',
  'candidateWithoutConsent',
  'candidate',
  'employer',
  'unverifiedEmployer',
  'admin',
  'masterAdmin',
  'systemAdmin',
  'adminWithoutTotp',
] as const;
export type CallerName = (typeof callers)[number];
type Expected = 'ok' | 401 | 403;
export type Row = Record<CallerName, Expected>;
/**
 * The rows are written for the other callers; an admin without TOTP follows from each
 * (permission-table.test-utils.ts).
 */
export type PartialRow = Omit<Row, 'adminWithoutTotp'>;

export const everyone: PartialRow = {
  anonymous: 'ok',
  unapprovedCandidate: 'ok',
  unapprovedEmployer: 'ok',
  candidateWithoutConsent: 'ok',
  candidate: 'ok',
  employer: 'ok',
  unverifiedEmployer: 'ok',
  admin: 'ok',
  masterAdmin: 'ok',
  systemAdmin: 'ok',
};
export const anySession: PartialRow = { ...everyone, anonymous: 401 };
export const approvedOnly: PartialRow = { ...anySession, unapprovedCandidate: 403, unapprovedEmployer: 403 };
export const candidatesOnly: PartialRow = {
  ...approvedOnly,
  employer: 403,
  unverifiedEmployer: 403,
  admin: 403,
  masterAdmin: 403,
  systemAdmin: 403,
};
/** The candidate area: approved candidates who have given recruitment consent. */
export const candidateArea: PartialRow = { ...candidatesOnly, candidateWithoutConsent: 403 };
export const adminsOnly: PartialRow = {
  ...approvedOnly,
  candidateWithoutConsent: 403,
  candidate: 403,
  employer: 403,
  unverifiedEmployer: 403,
};
/** Any approved employer, verified or not: the organisation, its team, the limited dashboard. */
export const employersOnly: PartialRow = {
  ...approvedOnly,
  candidateWithoutConsent: 403,
  candidate: 403,
  admin: 403,
  masterAdmin: 403,
  systemAdmin: 403,
};
/** Employers of a verified organisation: search, profiles and opportunities. */
export const verifiedEmployersOnly: PartialRow = { ...employersOnly, unverifiedEmployer: 403 };
/** The admin CLI's loopback channel: no remote caller, signed in or not, gets through. */
export const localOnly: PartialRow = {
  anonymous: 403,
  unapprovedCandidate: 403,
  unapprovedEmployer: 403,
  candidateWithoutConsent: 403,
  candidate: 403,
  employer: 403,
  unverifiedEmployer: 403,
  admin: 403,
  masterAdmin: 403,
  systemAdmin: 403,
};
