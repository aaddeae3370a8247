import { expectNoAxeViolations } from './support/axe';
import { origins } from './support/origins';
import { expect, test } from './support/shell-fixtures';

test.use({ reducedMotion: 'reduce' });

test('axe: the role detail dialog on /arrsplace', async ({ page }) => {
  await page.goto(`${origins.marketplace}/arrsplace#roles`);
  const catalogue = page.getByTestId('roles-catalogue');
  await catalogue.getByRole('searchbox', { name: 'Search roles' }).fill('pharm');
  await catalogue.getByRole('button', { name: 'View details: Clinical Pharmacist' }).click();
  await expect(page.getByRole('dialog', { name: 'Clinical Pharmacist' })).toBeVisible();
  await expectNoAxeViolations(page, 'role detail dialog');
});

test('axe: the roles catalogue with results and with its empty state', async ({ page }) => {
  await page.goto(`${origins.marketplace}/arrsplace#roles`);
  const catalogue = page.getByTestId('roles-catalogue');
  await catalogue.getByRole('button', { name: 'Clinical' }).click();
  await expect(catalogue.getByRole('status')).toHaveText('Found 10 role(s)');
  await expectNoAxeViolations(page, 'catalogue results');
  await catalogue.getByRole('searchbox', { name: 'Search roles' }).fill('no such role');
  await expect(catalogue.getByRole('status')).toHaveText('No roles match your current filters');
  await expectNoAxeViolations(page, 'catalogue empty state');
});

test('axe: the profile-strength result on /arrsplace', async ({ page }) => {
  await page.goto(`${origins.marketplace}/arrsplace#profile-strength`);
  const calculator = page.getByTestId('calculator');
  for (const answer of ['5 to 10 years', 'Degree in my profession', 'New to primary care']) {
    await calculator.getByRole('button', { name: answer, exact: true }).click();
  }
  await expect(page.getByTestId('calculator-level')).toHaveText('Strong');
  await expectNoAxeViolations(page, 'calculator result');
});

test('axe: a case-study dialog on the consultancy landing page', async ({ page }) => {
  await page.goto(`${origins.consultancy}/`);
  await page
    .getByRole('button', { name: /case study/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'case-study dialog');
});

test('axe: the recruitment form dialog', async ({ page }) => {
  await page.goto(`${origins.consultancy}/recruitment`);
  await page.locator('button[aria-haspopup="dialog"]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'recruitment form dialog');
});
