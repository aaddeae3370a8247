import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/server/db/schema';
import { createMatchingRepository } from '../src/server/features/marketplace/matching.repository';
import { createSearchRepository } from '../src/server/features/marketplace/search.repository';
import { locate } from '../src/server/geo/outcodes';
const url = 'postgres://postgres@127.0.0.1:55499/postgres';
const pool = new pg.Pool({ connectionString: url, max: 2 });
const captured: { query: string; params: unknown[] }[] = [];
const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } });
const which = process.argv[2] ?? 'suggest';
const generic = process.env.GENERIC === '1';
const explainAll = async () => {
  if (generic) {
    const client = await pool.connect();
    for (const c of captured) {
      if (!/^select/i.test(c.query)) continue;
      const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
      await client.query(`prepare s as ${c.query}`);
      const args = c.params.map(literal).join(',');
      for (let i = 0; i < 7; i++) await client.query(`execute s(${args})`);
      const plan = await client.query(`explain (analyze) execute s(${args})`);
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      await client.query('deallocate s');
      break;
    }
    client.release();
    captured.length = 0;
    return;
  }
  for (const c of captured) {
    if (!/^select/i.test(c.query)) continue;
    const plan = await pool.query(`explain (analyze, buffers) ${c.query}`, c.params);
    console.log(c.query.slice(0, 3000));
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  captured.length = 0;
};
const repo = createMatchingRepository({ db });
if (which === 'suggest') {
  const { rows } = await pool.query(`select v.id from vacancies v where v.status='open' and postcode_district like 'WC%' limit 1`);
  const facts = await repo.vacancyFacts(rows[0].id);
  captured.length = 0;
  await repo.candidatesForVacancy({ ...facts!, organisationOdsCode: facts!.organisationOdsCode }, { limit: 200, ...(process.argv[3] ? { tier: 'active_seeker', limit: 100000 } : {}) });
  await explainAll();
} else if (which === 'vacancies') {
  const { rows } = await pool.query(`select c.user_id from candidate_profiles c where latitude between 51.4 and 51.6 and work_radius_km = 80 and registration_completed_at is not null limit 1`);
  const facts = await repo.candidateFacts(rows[0].user_id);
  captured.length = 0;
  await repo.vacanciesForCandidate(facts!, { today: new Date().toISOString().slice(0, 10), limit: 200 });
  await explainAll();
} else {
  const origin = locate(process.argv[3] ?? 'WC2N')!;
  const search = createSearchRepository({ db });
  await search.search({ origin, radiusKm: 15, organisationOdsCode: 'B86001', ...(process.argv[4] === 'any' ? {} : { role: 'clinical-pharmacist' }), limit: 20, offset: 0 });
  await explainAll();
}
await pool.end();
