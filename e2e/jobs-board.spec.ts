import type { Browser, BrowserContext, Page } from '@playwright/test';
import { jobsFilterMessages } from '../src/shared/marketplace/jobs-filter-messages';
import { expect, test } from './support/accounts-fixtures';
import { apiHeaders, expectStatus, type OpenRequest, uniqueSuffix } from './support/api-client';
import { expectNoAxeViolations } from './support/axe';
import { signedInAdmin, type VerifiedEmployer, verifiedEmployer } from './support/marketplace';
import { origins } from './support/origins';

/*
 * The public jobs board and a job's page (decision 041): rendered by the server for each request, usable
 * without JavaScript through a plain form and links, hydrated without a layout shift, and drawn by the
 * app from the API once it has taken over. Jobs are posted in Shetland and Orkney, and every search
 * is near them, so other journeys' jobs never show.
 */

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Posted {
  id: string;
  slug: string;
  title: string;
}

/**
 * A verified employer in Lerwick (ZE1) and its open jobs, posted through the API. The admin's pages
 * need JavaScript, whatever the test's own page has.
 */
async function employerWithJobs(
  setUp: { browser: Browser; clientHeaders: Record<string, string> },
  jobs: { role: string; title: string; postcode: string; description?: string }[],
): Promise<{ employer: VerifiedEmployer; posted: Posted[] }> {
  const openContext = async () => {
    const context = await setUp.browser.newContext({
      javaScriptEnabled: true,
      baseURL: origins.consultancy,
      extraHTTPHeaders: setUp.clientHeaders,
    });
    setUpContexts.push(context);
    return { context, page: await context.newPage() };
  };
  const openRequest: OpenRequest = async () => (await openContext()).context.request;
  const { page: adminPage } = await openContext();
  const admin = await signedInAdmin(adminPage);
  const employer = await verifiedEmployer(admin, openRequest, {
    addressLine: '1 Commercial Street, Lerwick',
    postcode: 'ZE1 0LL',
  });
  const posted: Posted[] = [];
  for (const job of jobs) {
    const response = await employer.request.post('/api/employer/vacancies', {
      headers: apiHeaders,
      data: {
        status: 'open',
        vacancy: {
          role: job.role,
          title: job.title,
          employmentType: 'permanent',
          sessionsPerWeek: 8,
          payBasis: 'annual_salary',
          payMinPounds: 42_000,
          payMaxPounds: 48_000,
          postcode: job.postcode,
          workArrangement: 'on_site',
          startDate: daysAhead(60),
          closingDate: daysAhead(30),
          description: job.description ?? 'Join our island team.\n\n- Clinics in town\n- Visits by ferry',
          registrationBody: null,
          skills: ['Triage'],
          experienceBand: '3_5',
        },
      },
    });
    await expectStatus(response, 201);
    const { id, slug } = (await response.json()) as { id: string; slug: string };
    posted.push({ id, slug, title: job.title });
  }
  return { employer, posted };
}

const setUpContexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of setUpContexts.splice(0)) await context.close();
});

const jobPath = (job: Posted) => `/arrsplace/jobs/${job.slug}-${job.id}`;

/** Each element's label and computed style, property by property (as e2e/prerendered-pages.spec.ts). */
function computedStyles(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].map((element) => {
      const style = getComputedStyle(element);
      const label = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
      return [
        label,
        [...style].map((property) => `${property}: ${style.getPropertyValue(property)}`),
      ] as const;
    }),
  );
}

/** The page's own rules (decision 030) style it as the whole stylesheet does. */
async function expectOwnRulesEnough(page: Page) {
  const href = await page.locator('meta[name="app-stylesheet"]').getAttribute('content');
  expect(href).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  const own = await computedStyles(page);
  await page.evaluate((stylesheet) => {
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'stylesheet', href: stylesheet, id: 'whole' }),
    );
  }, href);
  await expect
    .poll(() => page.evaluate(() => (document.getElementById('whole') as HTMLLinkElement).sheet !== null))
    .toBe(true);
  const whole = await computedStyles(page);
  expect(whole.length).toBe(own.length);
  const differences = own.flatMap(([label, values], index) => {
    const after = new Set(whole[index]?.[1]);
    const changed = values.filter((value) => !after.has(value));
    return changed.length > 0 ? [`${label.slice(0, 80)}: ${changed.slice(0, 3).join('; ')}`] : [];
  });
  expect(differences.slice(0, 5)).toEqual([]);
}

const results = (page: Page) => page.getByRole('region', { name: /open jobs?|No results/ });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the board searches by role and distance through its plain form, and a job reads in full', async ({
    page,
    browser,
    clientHeaders,
    watch,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix();
    const { posted } = await employerWithJobs({ browser, clientHeaders }, [
      { role: 'dietitian', title: `Lerwick dietitian ${suffix}`, postcode: 'ZE1 0LL' },
      { role: 'paramedic', title: `Brae paramedic ${suffix}`, postcode: 'ZE2 9QN' },
      { role: 'dietitian', title: `Kirkwall dietitian ${suffix}`, postcode: 'KW15 1AA' },
    ]);
    const [lerwick, brae, kirkwall] = posted as [Posted, Posted, Posted];
    const listed = (job: Posted) => results(page).getByRole('link', { name: job.title });

    // The platform's landing page leads to the board.
    await page.goto(`${origins.marketplace}/arrsplace`);
    await page.locator('#hero').getByRole('link', { name: 'Browse open jobs' }).click();
    await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/jobs`);
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'ARRS jobs in NHS primary care' }),
    ).toBeVisible();
    await expect(page.getByText('Loading Application...')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origins.marketplace}/arrsplace/jobs`,
    );

    // Role and place through the form: the browser asks for the board's address with them.
    const form = page.getByRole('form', { name: 'Search jobs' });
    await form.getByLabel('Role').selectOption({ label: 'Dietitian' });
    await form.getByLabel('Postcode or district').fill('ZE1');
    await form.getByLabel('Distance').selectOption({ label: 'Within 25 km' });
    await form.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/jobs?role=dietitian&postcode=ZE1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dietitian jobs near ZE1' })).toBeVisible();
    await expect(listed(lerwick)).toBeVisible();
    await expect(listed(brae)).toHaveCount(0);
    await expect(listed(kirkwall)).toHaveCount(0);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(/^\d+ open jobs?/);
    // The form shows the search it made.
    await expect(form.getByLabel('Role')).toHaveValue('dietitian');
    await expect(form.getByLabel('Postcode or district')).toHaveValue('ZE1');

    // Further afield and nearest first: Orkney's dietitian after Lerwick's, with the distance.
    await form.getByLabel('Distance').selectOption({ label: 'Within 200 km' });
    await form.getByLabel('Sort').selectOption({ label: 'Nearest first' });
    await form.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/\?role=dietitian&postcode=ZE1&radiusKm=200&sort=distance$/);
    await expect(listed(kirkwall)).toBeVisible();
    const order = await results(page).getByRole('link').allTextContents();
    expect(order.indexOf(lerwick.title)).toBeLessThan(order.indexOf(kirkwall.title));
    await expect(
      results(page)
        .getByText(/ km away$/)
        .first(),
    ).toBeVisible();

    // Any role within 25 km: both Shetland jobs, not Orkney's.
    await form.getByLabel('Role').selectOption({ label: 'Any role' });
    await form.getByLabel('Distance').selectOption({ label: 'Within 25 km' });
    await form.getByRole('button', { name: 'Search jobs' }).click();
    await expect(listed(lerwick)).toBeVisible();
    await expect(listed(brae)).toBeVisible();
    await expect(listed(kirkwall)).toHaveCount(0);

    // A refused filter: the page says why beside the field, with HTTP 400, not an error page.
    watch.allowFailedResponse('/arrsplace/jobs', 400);
    await page.getByText('More filters').click();
    await form.getByLabel('Pay', { exact: true }).selectOption({ label: 'Day rate' });
    await form.getByLabel('Lowest pay (£)').fill('lots');
    const refused = page.waitForResponse((answer) => answer.url().includes('minPay=lots'));
    await form.getByRole('button', { name: 'Search jobs' }).click();
    expect((await refused).status()).toBe(400);
    await expect(
      page.getByRole('alert').filter({ hasText: jobsFilterMessages.minPay }).first(),
    ).toBeVisible();
    await expect(form.getByLabel('Lowest pay (£)')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Lowest pay (£)')).toHaveValue('lots');
    await expectOwnRulesEnough(page);

    // Nothing near: the empty state, with the way back to every job.
    await page.goto(`${origins.marketplace}/arrsplace/jobs?role=phlebotomist&postcode=ZE3&radiusKm=5`);
    await expect(page.getByText('No open jobs match these filters.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all open jobs' })).toHaveAttribute(
      'href',
      '/arrsplace/jobs',
    );

    // One job, in full, by its link; its Apply link goes to the candidate area.
    await page.goto(`${origins.marketplace}/arrsplace/jobs?postcode=ZE1&radiusKm=5`);
    await expectOwnRulesEnough(page);
    await page.goto(`${origins.marketplace}/arrsplace/jobs?postcode=ZE1&radiusKm=5`);
    await listed(lerwick).click();
    await expect(page).toHaveURL(`${origins.marketplace}${jobPath(lerwick)}`);
    await expect(page.getByRole('heading', { level: 1, name: lerwick.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Jobs`);
    const about = page.getByRole('region', { name: 'About the job' });
    await expect(about.getByText('Join our island team.')).toBeVisible();
    await expect(about.getByRole('listitem')).toHaveText(['Clinics in town', 'Visits by ferry']);
    await expect(page.getByText('£42,000 to £48,000 a year')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply', exact: true })).toHaveAttribute(
      'href',
      `/arrsplace/candidate/apply/${lerwick.id}`,
    );
    const postings = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(postings.map((text) => JSON.parse(text)['@type'])).toContain('JobPosting');
    await expectOwnRulesEnough(page);

    // An old slug still finds the job, at its own address.
    await page.goto(`${origins.marketplace}/arrsplace/jobs/an-old-title-${lerwick.id}`);
    await expect(page).toHaveURL(`${origins.marketplace}${jobPath(lerwick)}`);
  });
});

/** Records every layout shift of the page from its first paint on. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    return shifts.reduce((sum, value) => sum + value, 0);
  };
}

test.describe('with JavaScript', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the board and a job hydrate without a shift, pass axe, and the app takes over at the first link', async ({
    page,
    browser,
    clientHeaders,
    watch,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix();
    const { posted } = await employerWithJobs({ browser, clientHeaders }, [
      { role: 'podiatrist', title: `Scalloway podiatrist ${suffix}`, postcode: 'ZE1 0LL' },
      { role: 'dietitian', title: `Sumburgh dietitian ${suffix}`, postcode: 'ZE3 9JN' },
    ]);
    const [podiatrist, dietitian] = posted as [Posted, Posted];
    const layoutShift = await watchLayoutShifts(page);
    await page.goto(`${origins.marketplace}/arrsplace/jobs?postcode=ZE1&radiusKm=50`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(results(page).getByRole('link', { name: podiatrist.title })).toBeVisible();
    expect(await layoutShift()).toBe(0);
    await expectNoAxeViolations(page, 'jobs board');
    const scripts = () =>
      watch.requests.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname);
    expect(scripts().filter((path) => /\/(app-start|take-over)-/.test(path))).toEqual([]);
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true, loadingShown: false });
      // The app must start with the job, never with its loading screen in between.
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Loading Application...'))
          Object.assign(window, { loadingShown: true });
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });

    // A job's link hands the visit to the app, which draws the job from the API in the same document.
    await results(page).getByRole('link', { name: podiatrist.title }).click();
    await expect(page).toHaveURL(`${origins.marketplace}${jobPath(podiatrist)}`);
    await expect(page.getByRole('heading', { level: 1, name: podiatrist.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${podiatrist.title}, .* \\| ARRS Place$`));
    expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);
    expect(await page.evaluate(() => Reflect.get(window, 'loadingShown'))).toBe(false);
    expect(watch.requests.some((url) => new URL(url).pathname === `/api/jobs/${podiatrist.id}`)).toBe(true);

    // Back to the board and a search, all in the app.
    await page.getByRole('link', { name: 'Browse open jobs' }).click();
    await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/jobs`);
    const form = page.getByRole('form', { name: 'Search jobs' });
    await form.getByLabel('Role').selectOption({ label: 'Dietitian' });
    await form.getByLabel('Postcode or district').fill('ZE3');
    await form.getByLabel('Distance').selectOption({ label: 'Within 5 km' });
    await form.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(
      `${origins.marketplace}/arrsplace/jobs?role=dietitian&postcode=ZE3&radiusKm=5`,
    );
    await expect(results(page).getByRole('link', { name: dietitian.title })).toBeVisible();
    await expect(results(page).getByRole('link', { name: podiatrist.title })).toHaveCount(0);
    expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);

    // The job's own page, loaded afresh: no shift, no axe violation.
    const jobShift = await watchLayoutShifts(page);
    await page.goto(`${origins.marketplace}${jobPath(dietitian)}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(await jobShift()).toBe(0);
    await expectNoAxeViolations(page, 'job page');

    // Apply leads into the candidate area, which sends a visitor who is signed out to sign in first.
    await page.getByRole('link', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/\/arrsplace\/auth/);
  });

  test('a closed job says it no longer accepts applications, with 410, no structured data and no Apply', async ({
    page,
    browser,
    clientHeaders,
    watch,
  }) => {
    test.setTimeout(120_000);
    const { employer, posted } = await employerWithJobs({ browser, clientHeaders }, [
      { role: 'care-coordinator', title: `Lerwick care coordinator ${uniqueSuffix()}`, postcode: 'ZE1 0LL' },
    ]);
    const [job] = posted as [Posted];
    await expectStatus(
      await employer.request.post(`/api/employer/vacancies/${job.id}/status`, {
        headers: apiHeaders,
        data: { status: 'closed', reason: 'filled' },
      }),
      200,
    );
    watch.allowFailedResponse(jobPath(job), 410);
    const response = await page.goto(`${origins.marketplace}${jobPath(job)}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1, name: 'This job has closed' })).toBeVisible();
    await expect(page.getByText('This job is no longer accepting applications.')).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Apply/ })).toHaveCount(0);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expectNoAxeViolations(page, 'closed job page');
  });
});
