import { origins } from './support/origins';
import { expect, test } from './support/shell-fixtures';

for (const path of ['/arrsplace/about', '/about-arrsplace']) {
  test(`about page at ${path}: sections load as the visitor scrolls`, async ({ page }) => {
    await page.goto(`${origins.marketplace}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About ARRS Place');
    await expect(page).toHaveTitle('About ARRS Place | ARRS Place');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /recruitment representative/,
    );
    await expect(page.getByRole('main')).toContainText('run by Meridian Health Partners');

    // A direct load is the pre-rendered page: every section is in it from the start.
    const lastSection = page.locator('#who-we-are');
    await expect(lastSection).toHaveAttribute('data-loaded', 'true');
    await lastSection.scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 2, name: 'Who runs ARRS Place' })).toBeVisible();
    await page.getByRole('heading', { level: 2, name: 'Who runs ARRS Place' }).scrollIntoViewIfNeeded();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'What ARRS Place is',
      'We act as your representative',
      'How employers work with us',
      'Your data and your consent',
      'Who runs ARRS Place',
    ]);
    await expect(main).toContainText('acts as your recruitment representative');
    await expect(main).toContainText(
      'Your personal details are never shared with an employer without your prior approval for each opportunity.',
    );
    await expect(main).toContainText('Employers pay 9% of gross annual salary for permanent hires and 14%');
    await expect(main).toContainText('You can withdraw your consent at any time in your account settings.');
  });
}

test('about page reached in the browser: sections load as the visitor scrolls', async ({ page }) => {
  await page.goto(`${origins.marketplace}/arrsplace`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About ARRS Place');
  const lastSection = page.locator('#who-we-are');
  await expect(lastSection).toHaveAttribute('data-loaded', 'false');
  await lastSection.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 2, name: 'Who runs ARRS Place' })).toBeVisible();
});

test('insights page: stats, milestones, testimonials and join buttons', async ({ page }) => {
  await page.goto(`${origins.marketplace}/arrsplace/insights`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights');
  await expect(page).toHaveTitle('Insights | ARRS Place');
  const main = page.getByRole('main');
  for (const figure of ['25+', '8+', '12+', '14 days', '67%', '4.8/5', '4.9/5', '94%', '6 months']) {
    await expect(main.getByRole('definition').filter({ hasText: figure }).first()).toBeVisible();
  }
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'In figures',
    'Milestones',
    'What professionals say',
    'Join ARRS Place',
  ]);
  await expect(main).toContainText('Official launch');
  await expect(main).toContainText('1 October 2025');
  for (const name of ['Priya S.', 'Tom G.', 'Aisha B.', 'Daniel H.']) {
    await expect(main.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Join ARRS Place' })).toHaveAttribute(
    'href',
    '/arrsplace/auth',
  );
  await main.getByRole('link', { name: 'Join ARRS Place' }).click();
  await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/auth`);
});
