import type { Page } from '@playwright/test';
import { origins } from './support/origins';
import { expect, test } from './support/shell-fixtures';

const landing = `${origins.marketplace}/arrsplace#roles`;

async function openCatalogue(page: Page) {
  await page.goto(landing);
  const catalogue = page.getByTestId('roles-catalogue');
  await expect(catalogue).toBeVisible();
  return catalogue;
}

const cardNames = (page: Page) => page.getByTestId('roles-catalogue').getByRole('heading', { level: 3 });

test('shows nothing until a search term or category is set; search matches name or description', async ({
  page,
}) => {
  const catalogue = await openCatalogue(page);
  await expect(catalogue).toContainText('Search by name or choose a category to see roles.');
  await expect(cardNames(page)).toHaveCount(0);

  await catalogue.getByRole('searchbox', { name: 'Search roles' }).fill('pharm');
  await expect(catalogue.getByRole('status')).toHaveText('Found 2 role(s)');
  await expect(cardNames(page)).toHaveText(['Clinical Pharmacist', 'Pharmacy Technician']);

  await catalogue.getByRole('searchbox', { name: 'Search roles' }).fill('MUSCULOSKELETAL');
  await expect(cardNames(page)).toHaveText(['First Contact Physiotherapist']);
  await expect(catalogue.getByRole('status')).toHaveText('Found 1 role(s)');
});

test('categories combine as any-of; empty state and clear', async ({ page }) => {
  const catalogue = await openCatalogue(page);
  const leadership = catalogue.getByRole('button', { name: 'Leadership' });
  await leadership.click();
  await expect(leadership).toHaveAttribute('aria-pressed', 'true');
  await expect(cardNames(page)).toHaveText(['Digital Transformation Lead', 'Practice Manager']);
  await catalogue.getByRole('button', { name: 'Community' }).click();
  await expect(catalogue.getByRole('status')).toHaveText('Found 6 role(s)');

  await catalogue.getByRole('searchbox', { name: 'Search roles' }).fill('pharm');
  await expect(catalogue.getByRole('status')).toHaveText('No roles match your current filters');
  await expect(cardNames(page)).toHaveCount(0);
  await catalogue.getByRole('button', { name: 'Clear filters' }).click();
  await expect(catalogue.getByRole('searchbox', { name: 'Search roles' })).toHaveValue('');
  await expect(leadership).toHaveAttribute('aria-pressed', 'false');
  await expect(catalogue).toContainText('Search by name or choose a category to see roles.');
  await expect(cardNames(page)).toHaveCount(0);

  await catalogue.getByRole('button', { name: 'Support' }).click();
  await catalogue.getByRole('searchbox', { name: 'Search roles' }).fill('pharm');
  await expect(cardNames(page)).toHaveText(['Pharmacy Technician']);
});

test('a role card opens its detail dialog with the two sign-up buttons', async ({ page }) => {
  const catalogue = await openCatalogue(page);
  await catalogue.getByRole('searchbox', { name: 'Search roles' }).fill('paramedic');
  await catalogue.getByRole('button', { name: 'View details: Paramedic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramedic' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('urgent same-day care');
  for (const heading of ['Common settings', 'Valuable experience', 'Skills that stand out']) {
    await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(dialog.getByRole('link', { name: 'Join as Professional' })).toHaveAttribute(
    'href',
    '/arrsplace/auth?role=candidate',
  );
  await expect(dialog.getByRole('link', { name: 'Register as Employer' })).toHaveAttribute(
    'href',
    '/arrsplace/auth?role=employer',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(catalogue.getByRole('button', { name: 'View details: Paramedic' })).toBeFocused();

  await catalogue.getByRole('button', { name: 'View details: Paramedic' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Register as Employer' }).click();
  await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/auth?role=employer`);
});
