import { priorityMatchingThreshold } from '../candidates/profile-benefits';
import { arrsRoleName } from '../content/arrs-roles';
import { type VacancyEmploymentType, vacancyEmploymentTypeLabels } from './vacancy.constants';

/*
 * The one scoring function (docs/product/matching.md): a professional and a vacancy in, a score out of
 * 100 with the reasons a person reads. Repositories do the hard filters in SQL (role, both radii,
 * consent, findable, hidden organisations); this ranks what survives, the same way everywhere a match
 * is shown: matched vacancies, suggested professionals, alerts and digests.
 */

export interface MatchCandidate {
  arrsRole: string | null;
  rolesOfInterest: readonly string[];
  workRadiusKm: number;
  /** YYYY-MM-DD, or null when not given. */
  availableFrom: string | null;
  /** The profile's employment types (permanent, locum, fixed_term, part_time, sessional). */
  employmentTypes: readonly string[];
  /** Sessions (half days) a week the professional wants, or null when not given. */
  sessionsPerWeek: number | null;
  /** Registration bodies on the professional's pending or verified documents. */
  registrationBodies: readonly string[];
  skills: readonly string[];
  profileTier: string;
  completionPercentage: number;
}

export interface MatchVacancy {
  role: string;
  matchRadiusKm: number;
  startDate: string;
  employmentType: VacancyEmploymentType;
  sessionsPerWeek: number | null;
  hoursPerWeek: number | null;
  registrationBody: string | null;
  skills: readonly string[];
}

/** Who reads the reasons: the professional ("your role") or the organisation ("their role"). */
export type MatchAudience = 'candidate' | 'employer';

export const matchFactors = [
  'role',
  'distance',
  'availability',
  'employment',
  'hours',
  'registration',
  'skills',
  'profile',
] as const;
export type MatchFactor = (typeof matchFactors)[number];

export interface MatchReason {
  factor: MatchFactor;
  text: string;
  /** Whether this factor counts for the match (a reader sees a tick or a cross, with the text). */
  met: boolean;
}

export interface Match {
  score: number;
  reasons: MatchReason[];
  /** Priority employer matching: the profile is complete enough to be ranked first. */
  priority: boolean;
}

/** The most each factor adds; they sum to 100. */
export const matchWeights: Readonly<Record<MatchFactor, number>> = {
  role: 25,
  distance: 20,
  availability: 15,
  employment: 10,
  hours: 10,
  registration: 5,
  skills: 10,
  profile: 5,
};

/** A session is half a day; a vacancy given in hours counts 4 hours 10 minutes a session. */
export const hoursPerSession = 25 / 6;

/** A start up to this many days after the vacancy's still counts for something. */
const lateStartGraceDays = 30;

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2027-02-01' → '1 Feb'. */
export function shortDayText(day: string): string {
  const [, month, date] = /^\d{4}-(\d{2})-(\d{2})$/.exec(day) ?? [];
  const name = shortMonths[Number(month) - 1];
  return name ? `${Number(date)} ${name}` : day;
}

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** The vacancy's hours in sessions, to the nearest half. */
export function vacancySessions(vacancy: Pick<MatchVacancy, 'sessionsPerWeek' | 'hoursPerWeek'>) {
  if (vacancy.sessionsPerWeek != null) return vacancy.sessionsPerWeek;
  if (vacancy.hoursPerWeek != null) return Math.round((vacancy.hoursPerWeek / hoursPerSession) * 2) / 2;
  return null;
}

const sessionsText = (sessions: number) => `${sessions} session${sessions === 1 ? '' : 's'} a week`;

/** What a professional's employment types accept of a vacancy's. */
function acceptsEmployment(types: readonly string[], vacancy: MatchVacancy): boolean {
  if (types.includes(vacancy.employmentType)) return true;
  // A sessional worker takes locum sessions.
  return vacancy.employmentType === 'locum' && types.includes('sessional');
}

const normalisedSkill = (skill: string) => skill.trim().toLowerCase();

/** Role and both radii: the rules a match never bends (SQL applies them first; this is the same rule). */
export function isHardMatch(candidate: MatchCandidate, vacancy: MatchVacancy, distanceKm: number): boolean {
  const roleFits = candidate.arrsRole === vacancy.role || candidate.rolesOfInterest.includes(vacancy.role);
  return roleFits && distanceKm <= vacancy.matchRadiusKm && distanceKm <= candidate.workRadiusKm;
}

export function scoreMatch(
  candidate: MatchCandidate,
  vacancy: MatchVacancy,
  distanceKm: number,
  audience: MatchAudience,
): Match {
  const you = audience === 'candidate';
  const reasons: MatchReason[] = [];
  let score = 0;
  const add = (factor: MatchFactor, share: number, text: string, met = share >= 0.5) => {
    score += matchWeights[factor] * Math.max(0, Math.min(1, share));
    reasons.push({ factor, text, met });
  };

  const roleName = arrsRoleName(vacancy.role) ?? vacancy.role;
  if (candidate.arrsRole === vacancy.role) add('role', 1, `${roleName} — ${you ? 'your' : 'their'} role`);
  else if (candidate.rolesOfInterest.includes(vacancy.role))
    add('role', 0.7, `${roleName} — a role ${you ? 'you are' : 'they are'} interested in`);
  else add('role', 0, `${roleName} — not ${you ? 'your' : 'their'} role`, false);

  const reach = Math.min(vacancy.matchRadiusKm, candidate.workRadiusKm);
  const km = Math.round(distanceKm);
  const within = distanceKm <= vacancy.matchRadiusKm && distanceKm <= candidate.workRadiusKm;
  add(
    'distance',
    within ? 1 - (distanceKm / Math.max(reach, 1)) * 0.75 : 0,
    within
      ? `${km} km; within both radii`
      : `${km} km; outside ${you ? 'your' : 'their'} radius or the vacancy’s`,
    within,
  );

  const starts = `vacancy starts ${shortDayText(vacancy.startDate)}`;
  if (!candidate.availableFrom) add('availability', 0.3, `Availability not given; ${starts}`, false);
  else {
    const late = dayNumber(candidate.availableFrom) - dayNumber(vacancy.startDate);
    const text = `available from ${shortDayText(candidate.availableFrom)}, ${starts}`;
    if (late <= 0) add('availability', 1, capitalised(text));
    else if (late <= lateStartGraceDays) add('availability', 0.5, capitalised(text), false);
    else add('availability', 0, capitalised(text), false);
  }

  const typeText = vacancyEmploymentTypeLabels[vacancy.employmentType].toLowerCase();
  if (candidate.employmentTypes.length === 0)
    add('employment', 0.5, `${capitalised(typeText)}; no preference given`, false);
  else if (acceptsEmployment(candidate.employmentTypes, vacancy))
    add('employment', 1, `${capitalised(typeText)}, as ${you ? 'you prefer' : 'they prefer'}`);
  else add('employment', 0, `${capitalised(typeText)}; not a type ${you ? 'you' : 'they'} chose`, false);

  const sessions = vacancySessions(vacancy);
  if (sessions != null) {
    if (candidate.sessionsPerWeek == null)
      add('hours', 0.5, `${capitalised(sessionsText(sessions))}; hours not given`, false);
    else {
      const gap = Math.abs(sessions - candidate.sessionsPerWeek);
      const wanted = `${you ? 'you want' : 'they want'} ${candidate.sessionsPerWeek}`;
      add(
        'hours',
        gap <= 1 ? 1 : gap <= 3 ? 0.5 : 0,
        `${capitalised(sessionsText(sessions))}; ${wanted}`,
        gap <= 1,
      );
    }
  }

  if (vacancy.registrationBody) {
    const body = vacancy.registrationBody === 'other' ? 'Professional' : vacancy.registrationBody;
    if (candidate.registrationBodies.includes(vacancy.registrationBody))
      add('registration', 1, `${body} registration`);
    else add('registration', 0, `${body} registration asked for`, false);
  } else score += matchWeights.registration;

  if (vacancy.skills.length > 0) {
    const own = new Set(candidate.skills.map(normalisedSkill));
    const held = vacancy.skills.filter((skill) => own.has(normalisedSkill(skill))).length;
    add('skills', held / vacancy.skills.length, `${held} of ${vacancy.skills.length} skills`);
  } else score += matchWeights.skills;

  const priority = candidate.completionPercentage >= priorityMatchingThreshold;
  const seeker = candidate.profileTier === 'active_seeker';
  add(
    'profile',
    (seeker ? 0.5 : 0) + (candidate.completionPercentage / 100) * 0.5,
    `${seeker ? 'Actively looking; ' : ''}profile ${candidate.completionPercentage} % complete`,
    priority,
  );

  return { score: Math.round(score), reasons, priority };
}

function capitalised(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Priority profiles first, then the score; ties keep the order they came in (the caller's). */
export function byMatch<T extends { match: Match }>(a: T, b: T): number {
  if (a.match.priority !== b.match.priority) return a.match.priority ? -1 : 1;
  return b.match.score - a.match.score;
}
