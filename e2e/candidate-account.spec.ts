import type { Page } from '@playwright/test';
import { readZip } from '../src/server/test/zip.test-utils';
import { candidateMessages } from '../src/shared/candidates/profile.constants';
import { expect, test } from './support/accounts-fixtures';
import { signIn, toast } from './support/accounts-flows';
import { scanWithoutToasts } from './support/axe';
import { pdfFile, registeredCandidate } from './support/candidate';

/** A same-origin API call from the page (cookies and Origin as the app itself sends them). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const status = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
  expect(status, `${method} ${path}`).toBeLessThan(300);
}

/** Fills the profile past 70 % through the API (the editor itself is tested elsewhere). */
async function profileAboveSeventyPercent(page: Page) {
  await api(page, 'PATCH', '/api/candidate/profile', {
    strapline: 'Community paramedic in Bristol',
    experienceBand: '3_5',
    availableFrom: '2027-02-01',
    employmentTypes: ['permanent'],
    contactEmail: 'contact@example.test',
    mobilePhone: '07700900123',
  });
  for (const name of ['Minor injuries', 'Home visits', 'Frailty assessments']) {
    await api(page, 'POST', '/api/candidate/skills', { name, description: 'Daily practice across the PCN' });
  }
  await api(page, 'POST', '/api/candidate/qualifications', {
    title: 'BSc Paramedic Science',
    description: 'Including minor illness and injury modules',
  });
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
}

test('the dashboard and documents tours start by themselves', async ({ page }) => {
  test.setTimeout(120_000);
  await registeredCandidate(page, 'Tara Quinn', { withTours: true });
  const popover = page.locator('.driver-popover');
  await expect(popover).toContainText('Welcome to your dashboard', { timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await page.goto('/arrsplace/candidate/documents');
  await expect(popover).toContainText('Your compliance passport', { timeout: 20_000 });
});

test('the survey appears on the third sign-in at 70 %, and is answered', async ({ page }) => {
  test.setTimeout(180_000);
  const candidate = await registeredCandidate(page, 'Sam Patel');
  await profileAboveSeventyPercent(page);
  await page.reload();
  await expect(page.getByTestId('completion-percentage')).toHaveText('72%');
  // Sign-ins 2 and 3 (the first was registeredCandidate's).
  const surveyCheck = () =>
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/feedback/survey');
  await signOut(page);
  let check = surveyCheck();
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/arrsplace\/candidate$/);
  // The check runs 1 s after the area loads; on the second sign-in the server says no.
  expect(await (await check).json()).toEqual({ show: false });
  const survey = page.getByRole('dialog', { name: 'How easy is ARRS Place to use?' });
  await expect(survey).toHaveCount(0);
  await signOut(page);
  check = surveyCheck();
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/arrsplace\/candidate$/);
  expect(await (await check).json()).toEqual({ show: true });
  await expect(survey).toBeVisible();
  await scanWithoutToasts(page, 'feedback survey');
  await survey.getByRole('button', { name: 'Send feedback' }).click();
  await expect(survey.getByText('Please select a rating')).toBeVisible();
  await survey.getByRole('radio', { name: 'Easy' }).check();
  await survey.getByLabel('Anything to add? (optional)').fill('Quick to set up my profile.');
  await survey.getByRole('button', { name: 'Send feedback' }).click();
  await expect(toast(page, 'Thank you for your feedback!')).toBeVisible();
  await expect(survey).toHaveCount(0);
});

test('settings: download my data (profile, documents and posts), change tier, sign out everywhere', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registeredCandidate(page, 'Lena Ward');
  await api(page, 'POST', '/api/candidate/skills', { name: 'Wound care' });
  const uploaded = await page.evaluate(
    async (pdf) => {
      const form = new FormData();
      form.append('documentType', 'cv');
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
      return (await fetch('/api/candidate/documents', { method: 'POST', body: form })).status;
    },
    [...pdfFile('CV')],
  );
  expect(uploaded).toBe(201);
  await api(page, 'POST', '/api/community/posts', {
    title: 'Supervision for new paramedics in PCNs',
    content: 'How do your practices structure clinical supervision for paramedics in their first year?',
    category: 'career_advice',
    tags: [],
  });

  await page.goto('/arrsplace/candidate/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await scanWithoutToasts(page, 'account settings');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^arrs-place-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const archive = readZip(await readFile(path));
  const data = JSON.parse(archive.get('personal-data.json')?.toString('utf8') ?? '{}');
  expect(data.profile.fullName).toBe('Lena Ward');
  expect(data.candidateProfile.arrsRole).toBe('paramedic');
  expect(data.skills[0].name).toBe('Wound care');
  expect(data.documents).toHaveLength(1);
  expect(archive.get(data.files[0].path)?.subarray(0, 5).toString()).toBe('%PDF-');
  expect(data.posts[0].title).toBe('Supervision for new paramedics in PCNs');

  // Tier: to Community Member, which employers cannot search, as the dashboard says; then, from its
  // link, to Active Job Seeker.
  await page.getByRole('radio', { name: /Community Member/ }).check();
  await page.getByRole('button', { name: 'Change tier' }).click();
  await expect(toast(page, 'Tier changed')).toBeVisible();
  await page.goto('/arrsplace/candidate');
  const notSearchable = page.getByRole('note').filter({ hasText: candidateMessages.communityNotSearchable });
  await expect(notSearchable).toBeVisible();
  await notSearchable.getByRole('link', { name: 'Change your tier' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/candidate\/settings#tier-heading$/);
  await page.getByRole('radio', { name: /Active Job Seeker/ }).check();
  await page.getByRole('button', { name: 'Change tier' }).click();
  await expect(toast(page, 'Tier changed')).toBeVisible();
  await page.goto('/arrsplace/candidate');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Lena Ward' })).toBeVisible();
  await expect(page.getByText(candidateMessages.communityNotSearchable)).toHaveCount(0);
  await page.goto('/arrsplace/candidate/settings');

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out everywhere?' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
  await page.goto('/arrsplace/candidate');
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
});
