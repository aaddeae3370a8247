/**
 * Data for the search bench: candidate profiles spread over GB postcode districts, most of
 * them in a few cities (so a 15 km search from a city answers a few hundred), in mixed tiers, roles,
 * radii and completion, with skills, qualifications and a few hidden organisations; and one approved
 * employer who owns a verified organisation. Deterministic (a seeded PRNG), inserted with multi-row
 * INSERTs in one transaction, then ANALYZE. Runs on PostgreSQL and PGlite alike.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';
import { createAccountsRepository } from '../../src/server/features/accounts/accounts.repository';
import { createOrganisationsRepository } from '../../src/server/features/marketplace/organisations.repository';
import { distanceKm, type LatLng, locate, outcodeCentroids } from '../../src/server/geo/outcodes';
import { consentVersion } from '../../src/shared/accounts/consents';
import { employmentTypes, experienceBands } from '../../src/shared/candidates/profile.schemas';
import { type ArrsRoleId, arrsRoleIds } from '../../src/shared/content/arrs-roles';

/** Cities with their share of candidates and the radius their districts are drawn from. */
export const searchCities = [
  { name: 'London', centre: 'WC2N', share: 0.18, radiusKm: 18 },
  { name: 'Manchester', centre: 'M1', share: 0.07, radiusKm: 12 },
  { name: 'Birmingham', centre: 'B1', share: 0.07, radiusKm: 12 },
  { name: 'Leeds', centre: 'LS1', share: 0.06, radiusKm: 12 },
  { name: 'Bristol', centre: 'BS1', share: 0.04, radiusKm: 10 },
  { name: 'Liverpool', centre: 'L1', share: 0.04, radiusKm: 10 },
  { name: 'Newcastle', centre: 'NE1', share: 0.03, radiusKm: 10 },
  { name: 'Sheffield', centre: 'S1', share: 0.03, radiusKm: 10 },
  { name: 'Glasgow', centre: 'G1', share: 0.03, radiusKm: 10 },
  { name: 'Nottingham', centre: 'NG1', share: 0.03, radiusKm: 10 },
] as const;

/** The ARRS roles PCNs recruit most, drawn four times as often as the others. */
const commonRoles: readonly ArrsRoleId[] = [
  'clinical-pharmacist',
  'first-contact-physiotherapist',
  'social-prescriber',
  'care-coordinator',
  'health-and-wellbeing-coach',
  'paramedic',
  'pharmacy-technician',
  'general-practice-nurse',
  'mental-health-practitioner',
];
const weightedRoles = arrsRoleIds.flatMap((id) => (commonRoles.includes(id) ? [id, id, id, id] : [id]));

const radii = [5, 10, 10, 15, 20, 20, 25, 25, 30, 40, 50, 60, 80];
const skillPool = `Structured medication reviews|Polypharmacy|Deprescribing|Anticoagulation|Hypertension
management|Diabetes reviews|Asthma and COPD|Minor illness|Musculoskeletal assessment|Injection therapy|
Motivational interviewing|Care planning|Frailty assessment|Social prescribing|Safeguarding|Phlebotomy|
Spirometry|EMIS Web|SystmOne|Population health searches|Quality improvement|Mentoring|Triage|
Mental health assessment|Health coaching|Care home visits|Independent prescribing`
  .split('|')
  .map((skill) => skill.replace(/\s+/g, ' ').trim());
const qualificationPool = [
  'MPharm',
  'Independent Prescribing Certificate',
  'BSc Physiotherapy',
  'MSc Advanced Clinical Practice',
  'BSc Paramedic Science',
  'Diploma in Social Prescribing',
  'PG Cert Clinical Pharmacy',
  'BSc Adult Nursing',
  'NVQ Level 3 Health and Social Care',
  'CPPE Primary Care Pharmacy Education Pathway',
];
const firstNames = 'Amelia Oliver Priya Mohammed Grace Daniel Aisha James Chloe Samuel Fatima Thomas'.split(
  ' ',
);
const lastNames = 'Smith Patel Jones Khan Williams Taylor Brown Davies Evans Wilson Okafor Singh'.split(' ');

/** A small deterministic PRNG (mulberry32), so every run seeds the same people. */
export function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
export type Random = ReturnType<typeof prng>;

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Districts whose centroid lies within `radiusKm` of `centre`'s. */
export function districtsNear(centre: string, radiusKm: number): string[] {
  const origin = locate(centre);
  if (!origin) throw new Error(`no centroid for ${centre}`);
  return [...outcodeCentroids()].filter(([, at]) => distanceKm(origin, at) <= radiusKm).map(([code]) => code);
}

/** An ARRS role, common ones more often (what candidates hold and what employers look for). */
export const randomRole = (random: Random): ArrsRoleId => pick(random, weightedRoles);

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) =>
  items.length ? `array[${items.map(quoted).join(',')}]::text[]` : `'{}'::text[]`;
const maybe = (value: string | number | null) =>
  value === null ? 'null' : typeof value === 'number' ? String(value) : quoted(value);

interface Candidate {
  id: string;
  name: string;
  district: string;
  location: LatLng;
  tier: 'community' | 'portfolio' | 'active_seeker';
  approved: boolean;
  suspended: boolean;
  consent: boolean;
  registered: boolean;
  role: ArrsRoleId;
  rolesOfInterest: ArrsRoleId[];
  radiusKm: number;
  completion: number;
  experienceBand: string | null;
  availableFrom: string | null;
  employmentTypes: string[];
  skills: string[];
  qualifications: { title: string; year: number }[];
  hiddenFrom: string[];
}

function candidates(count: number, hideFromOds: string): Candidate[] {
  const random = prng(13_013);
  const centroids = outcodeCentroids();
  const everywhere = [...centroids.keys()];
  const cities = searchCities.map((city) => ({
    ...city,
    districts: districtsNear(city.centre, city.radiusKm),
  }));
  const today = Date.now();
  const some = <T>(items: readonly T[], most: number) => {
    const chosen = new Set<T>();
    const wanted = Math.floor(random() * (most + 1));
    while (chosen.size < wanted) chosen.add(pick(random, items));
    return [...chosen];
  };
  return Array.from({ length: count }, (_, index): Candidate => {
    let roll = random();
    const city = cities.find((entry) => {
      roll -= entry.share;
      return roll < 0;
    });
    const district = pick(random, city ? city.districts : everywhere);
    const location = centroids.get(district);
    if (!location) throw new Error(`no centroid for ${district}`);
    const tierRoll = random();
    const role = randomRole(random);
    const others = random() < 0.6 ? 0 : random() < 0.75 ? 1 : 2;
    const rolesOfInterest = new Set<ArrsRoleId>();
    while (rolesOfInterest.size < others) {
      const other = randomRole(random);
      if (other !== role) rolesOfInterest.add(other);
    }
    const hidden = random() < 0.03 ? [`Y${String(Math.floor(random() * 99_999)).padStart(5, '0')}`] : [];
    if (random() < 0.005) hidden.push(hideFromOds);
    return {
      id: `search-bench-${String(index + 1).padStart(6, '0')}`,
      name: `${pick(random, firstNames)} ${pick(random, lastNames)}`,
      district,
      location,
      tier: tierRoll < 0.3 ? 'community' : tierRoll < 0.75 ? 'portfolio' : 'active_seeker',
      approved: random() < 0.95,
      suspended: random() < 0.01,
      consent: random() < 0.9,
      registered: random() < 0.93,
      role,
      rolesOfInterest: [...rolesOfInterest],
      radiusKm: pick(random, radii),
      completion: 10 + Math.floor(random() * 91),
      experienceBand: random() < 0.1 ? null : pick(random, experienceBands),
      availableFrom:
        random() < 0.5
          ? null
          : new Date(today + Math.floor(random() * 180) * 86_400_000).toISOString().slice(0, 10),
      employmentTypes: some(employmentTypes, 3),
      skills: some(skillPool, 5),
      qualifications: some(qualificationPool, 2).map((title) => ({
        title,
        year: 1995 + Math.floor(random() * 30),
      })),
      hiddenFrom: hidden,
    };
  });
}

/** One multi-row INSERT per chunk of rows. */
function inserts(table: string, columns: string, rows: string[], chunk = 1000): string[] {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += chunk)
    statements.push(
      `insert into ${table} (${columns}) values\n${rows.slice(start, start + chunk).join(',\n')}`,
    );
  return statements;
}

function candidateStatements(people: Candidate[]): string[] {
  const users = people.map(
    (c) => `(${quoted(c.id)}, ${quoted(c.name)}, ${quoted(`${c.id}@bench.example.com`)}, true, now(), now())`,
  );
  const profiles = people.map(
    (c, index) =>
      `(${quoted(c.id)}, ${quoted(c.name)}, 'candidate', ${quoted(c.tier)}, ${c.approved}, ${c.approved ? 'now()' : 'null'}, ` +
      `${c.suspended}, ${quoted(`${c.district} ${1 + (index % 9)}AB`)}, true, now(), true, ${c.consent}, ` +
      `${c.consent ? 'now()' : 'null'}, ${quoted(consentVersion)})`,
  );
  const candidateRows = people.map(
    (c) =>
      `(${quoted(c.id)}, ${quoted(`Experienced ${c.role.replace(/-/g, ' ')}`)}, ${quoted(c.role)}, ` +
      `${textArray(c.rolesOfInterest)}, ${maybe(c.experienceBand)}, ${maybe(c.availableFrom)}, ${c.radiusKm}, ` +
      `${textArray(c.employmentTypes)}, ${c.completion}, ${c.location.latitude}, ${c.location.longitude}, ` +
      `${c.registered ? 'now()' : 'null'})`,
  );
  const skills = people.flatMap((c) =>
    c.skills.map((name, position) => `(${quoted(c.id)}, ${position}, ${quoted(name)})`),
  );
  const qualifications = people.flatMap((c) =>
    c.qualifications.map(
      (q, position) => `(${quoted(c.id)}, ${position}, ${quoted(q.title)}, 'University of Leeds', ${q.year})`,
    ),
  );
  const hidden = people.flatMap((c) => c.hiddenFrom.map((ods) => `(${quoted(c.id)}, ${quoted(ods)})`));
  return [
    ...inserts('"user"', 'id, name, email, email_verified, created_at, updated_at', users),
    ...inserts(
      'user_profiles',
      'user_id, full_name, role, profile_tier, is_approved, approved_at, is_suspended, home_postcode, ' +
        'terms_accepted, terms_accepted_at, data_processing_consent, recruitment_representation_consent, ' +
        'recruitment_representation_consent_at, consent_version',
      profiles,
    ),
    ...inserts(
      'candidate_profiles',
      'user_id, strapline, arrs_role, roles_of_interest, experience_band, available_from, work_radius_km, ' +
        'employment_types, completion_percentage, latitude, longitude, registration_completed_at',
      candidateRows,
    ),
    ...inserts('candidate_skills', 'user_id, position, name', skills),
    ...inserts(
      'candidate_qualifications',
      'user_id, position, title, institution, year_awarded',
      qualifications,
    ),
    ...inserts('candidate_hidden_organisations', 'user_id, ods_code', hidden),
  ];
}

/** Seeds `count` candidates in one transaction and analyses the tables. */
export async function seedSearchCandidates(
  db: Database,
  options: { count: number; hideFromOds: string; log?: (line: string) => void },
) {
  const log = options.log ?? console.log;
  const started = performance.now();
  const people = candidates(options.count, options.hideFromOds);
  const statements = candidateStatements(people);
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
  await db.execute(sql.raw('analyze'));
  const findable = people.filter(
    (c) =>
      c.tier !== 'community' && c.approved && !c.suspended && c.consent && c.registered && c.radiusKm > 0,
  ).length;
  log(
    `seeded ${people.length} candidates (${findable} findable: approved, consent, portfolio or active seeker, registered), ` +
      `${people.reduce((n, c) => n + c.skills.length, 0)} skills, ` +
      `${people.reduce((n, c) => n + c.qualifications.length, 0)} qualifications, ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s (with ANALYZE)`,
  );
}

/**
 * An approved employer (signing in with `passwordHash`'s password) who owns a verified organisation
 * at `postcode`, through the app's own repositories.
 */
export async function createVerifiedEmployer(
  db: Database,
  options: { email: string; passwordHash: string; odsCode: string; postcode: string },
) {
  const location = locate(options.postcode);
  if (!location) throw new Error(`no centroid for ${options.postcode}`);
  const at = new Date();
  await db.transaction(async (tx) => {
    const userId = await createAccountsRepository({ db: tx }).createAccount(
      {
        email: options.email,
        name: 'Bench Employer',
        passwordHash: options.passwordHash,
        role: 'employer',
        emailVerified: true,
        profile: {
          isApproved: true,
          approvedAt: at,
          termsAccepted: true,
          termsAcceptedAt: at,
          dataProcessingConsent: true,
          consentVersion,
        },
      },
      at,
    );
    const organisations = createOrganisationsRepository({ db: tx });
    const organisation = await organisations.create(
      {
        name: 'Headingley Bench Primary Care Network',
        type: 'pcn',
        odsCode: options.odsCode,
        addressLine: '1 Bench Street, Leeds',
        postcode: options.postcode,
        contactName: 'Bench Employer',
        jobTitle: 'PCN manager',
        phone: '0113 496 0000',
        website: null,
        ...location,
      },
      userId,
      at,
    );
    if (!organisation) throw new Error(`organisation ${options.odsCode} not created`);
    await organisations.setStatus(organisation.id, {
      from: ['pending'],
      to: 'verified',
      reason: null,
      by: userId,
      at,
    });
  });
}
