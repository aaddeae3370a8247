import { paths } from '../../../../shared/routing/paths';

const { platform } = paths;
const segmentAfterArea = (path: string) => path.slice(platform.candidate.length + 1);
const applySegment = segmentAfterArea(platform.candidateApply);
const applicationsSegment = segmentAfterArea(platform.candidateApplications);
const matchesSegment = segmentAfterArea(platform.candidateMatches);

/** The job pages the candidate area's other paths may be; anything else is its dashboard. */
export type ApplicationsRoute =
  | { page: 'apply'; vacancyId: string }
  | { page: 'applications' }
  | { page: 'matches' };

/** Which page a path under /arrsplace/candidate/ shows (the part after it, `rest`). */
export function candidateRouteOf(rest: string): ApplicationsRoute | { page: 'dashboard' } {
  const [first, id, ...more] = rest.split('/').filter(Boolean);
  if (id === undefined && (first === applicationsSegment || first === matchesSegment))
    return { page: first === matchesSegment ? 'matches' : 'applications' };
  if (first === applySegment && id !== undefined && more.length === 0)
    return { page: 'apply', vacancyId: id };
  return { page: 'dashboard' };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A vacancy id the API could know; anything else is a job we cannot find, without asking. */
export const isVacancyId = (value: string) => uuidPattern.test(value);
