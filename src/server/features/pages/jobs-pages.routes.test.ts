import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsFilterMessages } from '../../../shared/marketplace/jobs-filter-messages';
import type { EmployerVacancy } from '../../../shared/marketplace/vacancy.schemas';
import type { DataPage } from '../../../shared/routing/data-pages';
import { organisations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { employerWithOrganisation, type TestEmployer } from '../../test/marketplace.test-utils';

/*
 * The jobs board's HTML pages (decision 041): status, head, structured data, redirects and the data the
 * browser hydrates from. Without a build there is no pre-renderer, so the body is the browser's to draw
 * (e2e/jobs-board.spec.ts renders it); jobs-pages-rendering.test.ts composes a rendered body.
 */

const clock = new Date('2026-11-25T10:00:00Z');
const marketplace = { host: 'arrsplace.example' };
const origin = 'http://arrsplace.example:3000';
let t: TestApp;
let employer: TestEmployer;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: { MARKETPLACE_HOSTS: 'arrsplace.example' },
  });
  employer = await employerWithOrganisation(t, { name: 'Aire & "Valley" PCN', postcode: 'LS6 2AA' });
});
afterAll(async () => {
  await t.app.close();
});

let nextAddress = 0;
/** Anonymous, each from its own address unless told, so the per-address limit stays out of the way. */
function visit(url: string, { host = marketplace.host, address = '' } = {}) {
  nextAddress += 1;
  return t.app.inject({
    method: 'GET',
    url,
    headers: { host },
    remoteAddress: address || `10.78.${nextAddress >> 8}.${nextAddress & 255}`,
  });
}

const advert = (overrides: Record<string, unknown> = {}) => ({
  role: 'clinical-pharmacist',
  title: 'Clinical Pharmacist (PCN)',
  employmentType: 'permanent',
  sessionsPerWeek: 9,
  payBasis: 'annual_salary',
  payMinPounds: 42_000,
  payMaxPounds: 48_000,
  workArrangement: 'hybrid',
  startDate: '2027-02-01',
  closingDate: '2027-01-10',
  description: 'Join our friendly PCN.\n\n- Structured medication reviews\n- Care home rounds',
  registrationBody: 'GPhC',
  skills: ['Independent prescribing'],
  experienceBand: '3_5',
  ...overrides,
});

async function post(
  overrides: Record<string, unknown> = {},
  status: 'draft' | 'open' = 'open',
  by = employer,
) {
  const response = await by.client.post('/api/employer/vacancies', { status, vacancy: advert(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as EmployerVacancy;
}

async function move(id: string, body: Record<string, unknown>, by = employer) {
  const response = await by.client.post(`/api/employer/vacancies/${id}/status`, body);
  expect(response.statusCode, response.body).toBe(200);
}

const jobUrl = (vacancy: { id: string; slug: string }) => `/arrsplace/jobs/${vacancy.slug}-${vacancy.id}`;

function pageData(html: string): DataPage {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no page data');
  return JSON.parse(json) as DataPage;
}

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

const meta = (html: string, attribute: string) =>
  new RegExp(`<meta (?:name|property)="${attribute}" content="([^"]*)">`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

describe('the board', () => {
  it('lists open jobs with its title, description, canonical URL and Open Graph tags', async () => {
    const open = await post({ role: 'dietitian', title: 'Dietitian' });
    const response = await visit('/arrsplace/jobs?role=dietitian');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<title>Dietitian jobs | ARRS Place</title>');
    expect(meta(html, 'description')).toMatch(/^Open vacancies for ARRS roles/);
    expect(canonical(html)).toBe(`${origin}/arrsplace/jobs?role=dietitian`);
    expect(meta(html, 'og:url')).toBe(`${origin}/arrsplace/jobs?role=dietitian`);
    expect(meta(html, 'og:title')).toBe('Dietitian jobs | ARRS Place');
    expect(html).not.toContain('noindex');
    expect(structuredData(html)).toEqual([]);
    const page = pageData(html);
    expect(page.pattern).toBe('/arrsplace/jobs');
    if (page.pattern !== '/arrsplace/jobs') return;
    expect(page.data.filters).toEqual({ role: 'dietitian' });
    expect(page.data.result?.total).toBe(1);
    expect(page.data.result?.jobs.map((job) => job.id)).toEqual([open.id]);
    // The board carries what its cards show; a description is for the job's own page.
    expect(html).not.toContain('Structured medication reviews');
  });

  it('sends filters written another way to their one address', async () => {
    const cases = [
      [
        '/arrsplace/jobs?role=dietitian&postcode=&sort=newest&utm_source=mail',
        '/arrsplace/jobs?role=dietitian',
      ],
      [
        '/arrsplace/jobs?postcode=ls6+2aa&role=dietitian&page=1',
        '/arrsplace/jobs?role=dietitian&postcode=LS6%202AA',
      ],
      ['/arrsplace/jobs?radiusKm=10', '/arrsplace/jobs'],
      ['/arrsplace/jobs/', '/arrsplace/jobs'],
    ];
    for (const [from, to] of cases) {
      const response = await visit(from ?? '');
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    expect((await visit('/arrsplace/jobs?role=dietitian&postcode=LS6%202AA')).statusCode).toBe(200);
  });

  it('shows a refused filter on the page with its message, never a server error', async () => {
    const cases: [string, string | undefined, string][] = [
      ['minPay=lots&payBasis=day_rate', 'minPay', jobsFilterMessages.minPay],
      ['minPay=40000', 'payBasis', jobsFilterMessages.minPayNeedsBasis],
      ['sort=distance', 'sort', jobsFilterMessages.distanceNeedsLocation],
      ['postcode=%3Cscript%3E', 'postcode', jobsFilterMessages.postcode],
      ['page=0', 'page', jobsFilterMessages.page],
      // A district that the data does not have: checked by the service, not the schema.
      ['postcode=ZZ99', 'postcode', 'We could not find that postcode district. Please check the postcode.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await visit(`/arrsplace/jobs?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(meta(response.body, 'robots')).toBe('noindex');
      const page = pageData(response.body);
      if (page.pattern !== '/arrsplace/jobs') throw new Error('not the board');
      expect(page.data.problem, query).toEqual({ field, message });
      expect(page.data.result).toBeUndefined();
    }
    // What was typed comes back as text, never as markup.
    const typed = await visit('/arrsplace/jobs?postcode=%3C%2Fscript%3E%3Cb%3E');
    expect(typed.body).not.toContain('</script><b>');
    expect(typed.body).toContain('\\u003c/script>\\u003cb>');
  });

  it('is not indexed when a search finds nothing', async () => {
    const response = await visit('/arrsplace/jobs?role=phlebotomist');
    expect(response.statusCode).toBe(200);
    expect(meta(response.body, 'robots')).toBe('noindex');
  });

  it('answers 429 with the message once an address has read too much, with Retry-After', async () => {
    const address = '10.79.0.1';
    let last = await visit('/arrsplace/jobs', { address });
    for (let read = 0; read < 130 && last.statusCode === 200; read += 1)
      last = await visit('/arrsplace/jobs', { address });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    const page = pageData(last.body);
    if (page.pattern !== '/arrsplace/jobs') throw new Error('not the board');
    expect(page.data.problem?.message).toMatch(/You have looked at jobs very quickly/);
  });
});

describe('one job', () => {
  it('has its head and a JobPosting with every property Google asks for, safely escaped', async () => {
    const vacancy = await post({
      title: 'Nurse <Lead> & "Mentor"',
      role: 'general-practice-nurse',
      employmentType: 'fixed_term',
      sessionsPerWeek: null,
      hoursPerWeek: 22.5,
      workArrangement: 'remote',
      description: 'We pay > average & "more".\n\n- Clinics\n- Home visits',
      closingDate: '2027-01-10',
    });
    const response = await visit(jobUrl(vacancy));
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const title =
      'Nurse &lt;Lead&gt; &amp; &quot;Mentor&quot;, Aire &amp; &quot;Valley&quot; PCN, LS6 | ARRS Place';
    expect(html).toContain(`<title>${title}</title>`);
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'description')).toBe(
      'General Practice Nurse job (fixed term) with Aire &amp; &quot;Valley&quot; PCN in LS6: £42,000 to £48,000 a year. Apply by 10 January 2027.',
    );
    const url = `${origin}${jobUrl(vacancy)}`;
    expect(canonical(html)).toBe(url);
    expect(meta(html, 'og:url')).toBe(url);
    // No '<' of the data inside a script element: only the elements' own tags.
    for (const block of html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>(.*?)<\/script>/gs))
      expect(block[1]).not.toContain('<');
    const [posting] = structuredData(html);
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Nurse <Lead> & "Mentor"',
      description:
        '<p>We pay &gt; average &amp; &quot;more&quot;.</p><ul><li>Clinics</li><li>Home visits</li></ul><p>Requirements:</p><ul><li>Registration: Registration with the GPhC</li><li>Experience: 3–5 years</li><li>Skills: Independent prescribing</li></ul>',
      url,
      identifier: { '@type': 'PropertyValue', name: 'ARRS Place', value: vacancy.id },
      datePosted: vacancy.publishedAt,
      validThrough: '2027-01-10T23:59:59+00:00',
      jobStartDate: '2027-02-01',
      employmentType: ['TEMPORARY', 'PART_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'Aire & "Valley" PCN' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', postalCode: 'LS6', addressCountry: 'GB' },
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'GB' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'GBP',
        value: { '@type': 'QuantitativeValue', minValue: 42_000, maxValue: 48_000, unitText: 'YEAR' },
      },
      directApply: true,
      occupationalCategory: 'General Practice Nurse',
      industry: 'Primary care',
      workHours: '22.5 hours a week',
      skills: 'Independent prescribing',
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 36 },
    });
    const page = pageData(html);
    expect(page.pattern).toBe('/arrsplace/jobs/:job');
    if (page.pattern !== '/arrsplace/jobs/:job' || page.data.kind !== 'open') throw new Error('not the job');
    expect(page.data.job.id).toBe(vacancy.id);
  });

  it('sends a wrong slug, or the id alone, to the job’s own address', async () => {
    const vacancy = await post({ title: 'Paramedic', role: 'paramedic' });
    for (const segment of [
      `old-title-${vacancy.id}`,
      vacancy.id,
      `${vacancy.slug}-${vacancy.id.toUpperCase()}`,
    ]) {
      const response = await visit(`/arrsplace/jobs/${segment}`);
      expect(response.statusCode, segment).toBe(301);
      expect(response.headers.location).toBe(jobUrl(vacancy));
    }
    expect((await visit(`${jobUrl(vacancy)}/`)).statusCode).toBe(200);
  });

  it('says a closed job is no longer accepting applications, with 410 and no structured data', async () => {
    const vacancy = await post({ title: 'Care Coordinator', role: 'care-coordinator' });
    await move(vacancy.id, { status: 'closed', reason: 'filled' });
    const response = await visit(jobUrl(vacancy));
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('<title>This job has closed | ARRS Place</title>');
    expect(meta(response.body, 'robots')).toBe('noindex');
    expect(structuredData(response.body)).toEqual([]);
    expect(pageData(response.body).data).toEqual({
      kind: 'closed',
      message: 'This job is no longer accepting applications.',
    });
    expect(response.body).not.toContain('/arrsplace/candidate/apply');
  });

  it('is the not-found page (404) for a draft, a paused job, an unverified organisation’s or none', async () => {
    const draft = await post({}, 'draft');
    const paused = await post();
    await move(paused.id, { status: 'paused' });
    const lapsed = await employerWithOrganisation(t, { name: 'Lapsed PCN' });
    const unverified = await post({}, 'open', lapsed);
    await t.database.db
      .update(organisations)
      .set({ status: 'pending' })
      .where(eq(organisations.id, lapsed.organisation.id));
    for (const url of [
      jobUrl(draft),
      jobUrl(paused),
      jobUrl(unverified),
      '/arrsplace/jobs/nurse-00000000-0000-4000-8000-000000000000',
      '/arrsplace/jobs/not-a-job',
      `${jobUrl(paused)}/more`,
    ]) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Page not found | ARRS Place</title>');
      expect(response.body).not.toContain('id="page-data"');
    }
  });

  it('never shows the organisation’s address, full postcode, phone, contact or ODS code', async () => {
    const vacancy = await post({ title: 'Pharmacy Technician', role: 'pharmacy-technician', postcode: null });
    const pages = [await visit(jobUrl(vacancy)), await visit('/arrsplace/jobs?role=pharmacy-technician')];
    for (const { body, statusCode } of pages) {
      expect(statusCode).toBe(200);
      expect(body).toContain('Pharmacy Technician');
      for (const secret of [
        '1 Test Street',
        'LS6 2AA',
        'LS62AA',
        '0113 496 0000',
        'Pat Manager',
        employer.organisation.odsCode,
        employer.account.email,
      ])
        expect(body).not.toContain(secret);
    }
  });
});

describe('the sitemap', () => {
  it('lists the board and every open job with its last change on the marketplace host, never a closed one', async () => {
    const open = await post({ title: 'Podiatrist', role: 'podiatrist' });
    const closed = await post({ title: 'Dietitian, closed', role: 'dietitian' });
    await move(closed.id, { status: 'closed', reason: 'withdrawn' });
    const draft = await post({}, 'draft');
    const sitemap = (await visit('/sitemap.xml')).body;
    expect(sitemap).toContain(`<url><loc>${origin}/arrsplace/jobs</loc></url>`);
    expect(sitemap).toMatch(
      new RegExp(
        `<url><loc>${origin}${jobUrl(open)}</loc><lastmod>${open.updatedAt.replace(/\./g, '\\.')}</lastmod></url>`,
      ),
    );
    expect(sitemap).not.toContain(closed.id);
    expect(sitemap).not.toContain(draft.id);
    const consultancy = (await visit('/sitemap.xml', { host: 'localhost:3000' })).body;
    expect(consultancy).not.toContain('/arrsplace/jobs');
  });
});
