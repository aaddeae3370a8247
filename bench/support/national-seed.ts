/**
 * National-scale data for the matching and search benches, made by set-based SQL (INSERT ... SELECT
 * generate_series) so 100,000 profiles take seconds, not minutes: candidates over GB postcode districts
 * (most in ten cities, the rest anywhere, as bench/support/search-seed.ts draws them), in mixed tiers,
 * roles, radii, completion, sessions and digest choices, with skills, qualifications, experience,
 * registration documents and a few hidden organisations; verified organisations with open vacancies
 * (and some closed ones) spread the same way. Deterministic: every "random" figure is a hash of the
 * row number and a salt, so every run and both databases get the same rows. Runs on PostgreSQL and
 * PGlite alike.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';
import { outcodeCentroids } from '../../src/server/geo/outcodes';
import { consentVersion } from '../../src/shared/accounts/consents';
import { employmentTypes, experienceBands } from '../../src/shared/candidates/profile.constants';
import { arrsRoleIds } from '../../src/shared/content/arrs-roles';
import { districtsNear, pick, prng, searchCities } from './search-seed';

/** The ARRS roles PCNs recruit most, four times as likely as the others (as search-seed.ts). */
const commonRoles = [
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
const candidateRadii = [5, 10, 10, 15, 20, 20, 25, 25, 30, 40, 50, 60, 80];
const vacancyRadii = [10, 15, 20, 25, 25, 25, 25, 30, 40, 50];
const skillPool = [
  'Structured medication reviews',
  'Polypharmacy',
  'Deprescribing',
  'Anticoagulation',
  'Hypertension management',
  'Diabetes reviews',
  'Asthma and COPD',
  'Minor illness',
  'Musculoskeletal assessment',
  'Injection therapy',
  'Motivational interviewing',
  'Care planning',
  'Frailty assessment',
  'Social prescribing',
  'Safeguarding',
  'Phlebotomy',
  'Spirometry',
  'EMIS Web',
  'SystmOne',
  'Population health searches',
  'Quality improvement',
  'Mentoring',
  'Triage',
  'Mental health assessment',
  'Health coaching',
  'Care home visits',
  'Independent prescribing',
];
const qualificationPool = [
  'MPharm',
  'Independent Prescribing Certificate',
  'BSc Physiotherapy',
  'MSc Advanced Clinical Practice',
  'BSc Paramedic Science',
  'Diploma in Social Prescribing',
  'PG Cert Clinical Pharmacy',
  'BSc Adult Nursing',
];
const bodies = ['GPhC', 'HCPC', 'NMC', 'GMC', 'other'];

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (items: readonly (string | number)[]) =>
  `array[${items.map((item) => (typeof item === 'number' ? String(item) : quoted(item))).join(',')}]`;
/** A number in [0, 1) from the row number `row` and a salt: the same on every run and database. */
const rnd = (row: string, salt: number) =>
  `((hashint8(${row}::bigint * 131 + ${salt}) & 2147483647)::float8 / 2147483648)`;
/** One item of a SQL array literal, chosen by rnd. */
const choose = (items: readonly (string | number)[], row: string, salt: number) =>
  `(${textArray(items)})[1 + floor(${rnd(row, salt)} * ${items.length})::int]`;

/**
 * Places people and organisations are drawn from: `slots` district picks (city shares as the search
 * seed), stored as a table so a row takes its place by number.
 */
function placeRows(slots: number): string[] {
  const random = prng(4_242);
  const centroids = outcodeCentroids();
  const everywhere = [...centroids.keys()];
  const cities = searchCities.map((city) => ({
    ...city,
    districts: districtsNear(city.centre, city.radiusKm),
  }));
  return Array.from({ length: slots }, (_, slot) => {
    let roll = random();
    const city = cities.find((entry) => {
      roll -= entry.share;
      return roll < 0;
    });
    const code = pick(random, city ? city.districts : everywhere);
    const at = centroids.get(code);
    if (!at) throw new Error(`no centroid for ${code}`);
    return `(${slot}, ${quoted(code)}, ${at.latitude}, ${at.longitude})`;
  });
}

const placeSlots = 20_000;

function statements(options: { candidates: number; vacancies: number; hideFromOds: string }): string[] {
  const { candidates, vacancies, hideFromOds } = options;
  const organisationCount = Math.max(1, Math.ceil(vacancies / 4));
  const places = placeRows(placeSlots);
  const i = 'g.i';
  const placeInserts: string[] = [];
  for (let start = 0; start < places.length; start += 2_000)
    placeInserts.push(
      `insert into bench_places (slot, code, latitude, longitude) values ${places.slice(start, start + 2_000).join(',')}`,
    );
  return [
    'drop table if exists bench_places',
    'drop table if exists bench_people',
    'create table bench_places (slot int primary key, code text not null, latitude float8 not null, longitude float8 not null)',
    ...placeInserts,
    // One row per person with every drawn figure, then each app table is filled from it.
    `create table bench_people as
     select ${i} as i,
       'national-' || lpad(${i}::text, 6, '0') as id,
       p.code, p.latitude, p.longitude,
       case when ${rnd(i, 2)} < 0.3 then 'community' when ${rnd(i, 2)} < 0.75 then 'portfolio' else 'active_seeker' end as tier,
       ${rnd(i, 3)} < 0.95 as approved,
       ${rnd(i, 4)} < 0.01 as suspended,
       ${rnd(i, 5)} < 0.9 as consent,
       ${rnd(i, 6)} < 0.93 as registered,
       ${choose(weightedRoles, i, 7)} as role,
       case when ${rnd(i, 8)} < 0.6 then 0 when ${rnd(i, 8)} < 0.9 then 1 else 2 end as other_roles,
       ${choose(weightedRoles, i, 9)} as other_a,
       ${choose(weightedRoles, i, 10)} as other_b,
       ${choose(candidateRadii, i, 11)} as radius_km,
       10 + floor(${rnd(i, 12)} * 91)::int as completion,
       case when ${rnd(i, 13)} < 0.1 then null else ${choose(experienceBands, i, 14)} end as experience_band,
       case when ${rnd(i, 15)} < 0.5 then null else current_date + floor(${rnd(i, 16)} * 180)::int end as available_from,
       array(select t from unnest(${textArray(employmentTypes)}) with ordinality u(t, k)
         where ${rnd(`(${i} * 8 + k)`, 17)} < 0.35) as employment_types,
       floor(${rnd(i, 18)} * 6)::int as skill_count,
       floor(${rnd(i, 19)} * 3)::int as qualification_count,
       floor(${rnd(i, 20)} * 4)::int as experience_count,
       case when ${rnd(i, 21)} < 0.3 then null else 1 + floor(${rnd(i, 22)} * 10)::int end as sessions,
       ${choose(['daily', 'weekly', 'weekly', 'off'], i, 23)} as digest,
       ${rnd(i, 24)} < 0.6 as has_registration,
       ${choose(bodies, i, 25)} as body,
       ${rnd(i, 26)} < 0.7 as has_cv,
       ${rnd(i, 27)} < 0.03 as hides_other,
       ${rnd(i, 28)} < 0.005 as hides_ours
     from generate_series(1, ${candidates}) as g(i)
     join bench_places p on p.slot = floor(${rnd(i, 1)} * ${placeSlots})::int`,
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
     select id, 'Bench Person ' || i, id || '@bench.example.com', true, now(), now() from bench_people`,
    `insert into user_profiles (user_id, full_name, role, profile_tier, is_approved, approved_at, is_suspended,
       home_postcode, terms_accepted, terms_accepted_at, data_processing_consent,
       recruitment_representation_consent, recruitment_representation_consent_at, consent_version)
     select id, 'Bench Person ' || i, 'candidate', tier, approved, case when approved then now() end, suspended,
       code || ' ' || (1 + i % 9) || 'AB', true, now(), true, consent, case when consent then now() end,
       ${quoted(consentVersion)}
     from bench_people`,
    `insert into candidate_profiles (user_id, strapline, arrs_role, roles_of_interest, experience_band,
       available_from, work_radius_km, employment_types, completion_percentage, latitude, longitude,
       registration_completed_at, sessions_per_week, match_digest)
     select id, 'Experienced ' || replace(role, '-', ' '), role,
       array(select distinct r from unnest((array[other_a, other_b])[1:other_roles]) r where r <> role),
       experience_band, available_from, radius_km, employment_types, completion, latitude, longitude,
       case when registered then now() end, sessions, digest
     from bench_people`,
    `insert into candidate_skills (user_id, position, name)
     select id, k, (${textArray(skillPool)})[1 + ((i * 5 + k * 7) % ${skillPool.length})]
     from bench_people, generate_series(0, 4) k where k < skill_count`,
    `insert into candidate_qualifications (user_id, position, title, institution, year_awarded)
     select id, k, (${textArray(qualificationPool)})[1 + ((i * 3 + k * 5) % ${qualificationPool.length})],
       'University of Leeds', 1995 + (i + k) % 30
     from bench_people, generate_series(0, 1) k where k < qualification_count`,
    `insert into candidate_experience (user_id, position, job_title, organisation)
     select id, k, 'Practice role ' || k, 'A practice' from bench_people, generate_series(0, 2) k
     where k < experience_count`,
    `insert into files (user_id, kind, content_type, size_bytes, storage_key, file_name)
     select id, 'document', 'application/pdf', 120000, 'bench/' || id || '/' || d, d || '.pdf'
     from bench_people, unnest(array['registration', 'cv']) d
     where (d = 'registration' and has_registration) or (d = 'cv' and has_cv)`,
    `insert into candidate_documents (user_id, document_type, registration_body, registration_number,
       expiry_date, status, file_id)
     select f.user_id,
       case when f.file_name = 'registration.pdf' then 'professional_registration' else 'cv' end,
       case when f.file_name = 'registration.pdf' then p.body end,
       case when f.file_name = 'registration.pdf' then 'R' || p.i end,
       current_date + 200 + p.i % 500,
       case when p.i % 10 < 6 then 'verified' when p.i % 10 < 9 then 'pending' else 'rejected' end,
       f.id
     from files f join bench_people p on p.id = f.user_id`,
    `insert into candidate_hidden_organisations (user_id, ods_code)
     select id, 'Y' || lpad((i % 99999)::text, 5, '0') from bench_people where hides_other
     union all select id, ${quoted(hideFromOds)} from bench_people where hides_ours`,
    // Organisations (four vacancies each on average, most verified), then their vacancies.
    `insert into organisations (name, type, ods_code, address_line, postcode, latitude, longitude,
       contact_name, job_title, phone, status)
     select 'Bench Primary Care Network ' || ${i}, 'pcn', 'N' || lpad(${i}::text, 5, '0'),
       ${i} || ' Bench Street', p.code || ' 1AA', p.latitude, p.longitude, 'Bench Manager', 'PCN manager',
       '0113 496 0000', case when ${rnd(i, 40)} < 0.95 then 'verified' else 'pending' end
     from generate_series(1, ${organisationCount}) g(i)
     join bench_places p on p.slot = floor(${rnd(i, 41)} * ${placeSlots})::int`,
    // Open vacancies, and a third as many closed ones (the board and matching never read them).
    `insert into vacancies (organisation_id, role, title, slug, employment_type, sessions_per_week,
       hours_per_week, pay_basis, pay_min_pounds, pay_max_pounds, postcode_district, latitude, longitude,
       match_radius_km, start_date, closing_date, description, registration_body, skills, status,
       closed_reason, published_at, closed_at)
     select o.id, v.role, 'Bench ' || replace(v.role, '-', ' '), 'bench-' || v.i,
       ${choose(['permanent', 'permanent', 'fixed_term', 'locum'], 'v.i', 42)},
       case when ${rnd('v.i', 43)} < 0.8 then 2 + floor(${rnd('v.i', 44)} * 9)::int end,
       case when ${rnd('v.i', 43)} >= 0.8 then 37.5 end,
       'annual_salary', 35000, 52000, split_part(o.postcode, ' ', 1), o.latitude, o.longitude,
       ${choose(vacancyRadii, 'v.i', 45)}, current_date + floor(${rnd('v.i', 46)} * 60)::int,
       current_date + 1 + floor(${rnd('v.i', 47)} * 45)::int, 'A bench vacancy.',
       case when ${rnd('v.i', 48)} < 0.5 then ${choose(bodies.slice(0, 4), 'v.i', 49)} end,
       array(select (${textArray(skillPool)})[1 + ((v.i * 5 + k * 7) % ${skillPool.length})]
         from generate_series(0, 3) k where k < floor(${rnd('v.i', 50)} * 4)),
       case when v.i > ${vacancies} then 'closed' else 'open' end,
       case when v.i > ${vacancies} then 'filled' end,
       now() - make_interval(days => floor(${rnd('v.i', 51)} * 30)::int),
       case when v.i > ${vacancies} then now() end
     from (select g.i, ${choose(weightedRoles, 'g.i', 52)} as role,
             1 + floor(${rnd('g.i', 53)} * ${organisationCount})::int as organisation
           from generate_series(1, ${vacancies + Math.floor(vacancies / 3)}) g(i)) v
     join (select o.*, row_number() over (order by o.ods_code) as n from organisations o
           where o.ods_code like 'N%') o on o.n = v.organisation`,
    'drop table bench_places',
    'drop table bench_people',
  ];
}

/** Seeds the national data set in one transaction, then ANALYZE; logs what it made and how long it took. */
export async function seedNational(
  db: Database,
  options: { candidates: number; vacancies: number; hideFromOds: string; log?: (line: string) => void },
) {
  const log = options.log ?? console.log;
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (const statement of statements(options)) await tx.execute(sql.raw(statement));
  });
  const seededMs = performance.now() - started;
  // A settled database, as production's: statistics, hint bits and the visibility map (index-only scans),
  // and no autovacuum of the fresh rows to bill to the first measurements.
  await db.execute(sql.raw('vacuum analyze'));
  const counts = await db.execute<Record<string, number>>(
    sql.raw(`select
      (select count(*)::int from candidate_profiles) as profiles,
      (select count(*)::int from candidate_profiles c join user_profiles u using (user_id)
        where u.is_approved and not u.is_suspended and u.recruitment_representation_consent
          and u.profile_tier in ('portfolio', 'active_seeker') and c.registration_completed_at is not null) as findable,
      (select count(*)::int from candidate_skills) as skills,
      (select count(*)::int from candidate_documents) as documents,
      (select count(*)::int from vacancies where status = 'open') as open_vacancies,
      (select count(*)::int from organisations where status = 'verified') as organisations`),
  );
  const row = (counts as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
  log(
    `seeded ${row.profiles} candidate profiles (${row.findable} findable), ${row.skills} skills, ` +
      `${row.documents} documents, ${row.open_vacancies} open vacancies of ${row.organisations} verified ` +
      `organisations in ${(seededMs / 1000).toFixed(1)} s (+ VACUUM ANALYZE ${((performance.now() - started - seededMs) / 1000).toFixed(1)} s)`,
  );
}
