import { brand } from '../src/shared/content/brand';
import { origins } from './support/origins';
import { expect, test } from './support/shell-fixtures';

const year = new Date().getFullYear();

test.describe('consultancy host', () => {
  test('header links, logo, sign-in button and active link', async ({ page }) => {
    await page.goto(`${origins.consultancy}/contact`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'ARRS Place', exact: true })).toHaveAttribute(
      'href',
      '/arrsplace',
    );
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/arrsplace/auth');

    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current');

    const logo = page.getByRole('banner').getByRole('link', { name: brand.consultancyName });
    await expect(logo).toHaveAttribute('href', '/');
    await logo.click();
    await expect(page).toHaveURL(`${origins.consultancy}/`);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveTitle(`Home | ${brand.consultancyName}`);
  });

  test('footer: services, contact details, social links and copyright', async ({ page }) => {
    await page.goto(`${origins.consultancy}/`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Recruitment', exact: true })).toHaveAttribute(
      'href',
      '/recruitment',
    );
    await expect(footer.getByRole('link', { name: 'Business Development' })).toHaveAttribute(
      'href',
      '/business-development',
    );
    await expect(footer.getByRole('link', { name: 'Project Management' })).toHaveAttribute(
      'href',
      '/project-management',
    );
    await expect(footer.getByRole('link', { name: brand.phone.display })).toHaveAttribute(
      'href',
      `tel:${brand.phone.tel}`,
    );
    await expect(footer.locator('address')).toContainText(brand.address.lines[0]);
    await expect(footer).toContainText(`company number ${brand.companyNumber}`);
    for (const social of [brand.social.professionalNetwork, brand.social.shortVideo]) {
      const link = footer.getByRole('link', { name: `${social.label} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', social.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer).toContainText(`© 2022–${year} ${brand.consultancyName}`);
  });

  test('breadcrumbs lead from Home through ARRS Place', async ({ page }) => {
    await page.goto(`${origins.consultancy}/arrsplace/insights`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'ARRS Place', 'Insights']);
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.getByRole('link', { name: 'ARRS Place' })).toHaveAttribute('href', '/arrsplace');
    await expect(trail.getByText('Insights')).toHaveAttribute('aria-current', 'page');
    await trail.getByRole('link', { name: 'ARRS Place' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find your place in primary care' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(1);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto(`${origins.consultancy}/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test("a public page loads its own code, not the other areas'", async ({ page, watch }) => {
  await page.goto(`${origins.consultancy}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const scripts = watch.requests.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname);
  expect(scripts.some((path) => path.includes('/contact-page-'))).toBe(true);
  for (const area of ['admin-area', 'candidate-area', 'employer-area', 'community-page', 'landing-page']) {
    expect(
      scripts.filter((path) => path.includes(area)),
      area,
    ).toEqual([]);
  }
  // Text is in the device's own font: no web font is downloaded.
  expect(watch.requests.filter((url) => /\.(?:woff2?|ttf|otf)$/.test(url))).toEqual([]);
});

test.describe('marketplace host', () => {
  test('header links, logo, active link and its own branding', async ({ page }) => {
    await page.goto(`${origins.marketplace}/arrsplace`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Community', 'About']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/arrsplace');
    await expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/arrsplace/auth');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about-arrsplace');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: brand.platformName })).toHaveAttribute(
      'href',
      '/arrsplace',
    );
    await expect(page.locator('html')).toHaveAttribute('data-site', 'marketplace');
    await expect(page).toHaveTitle(`Jobs and community for ARRS roles | ${brand.platformName}`);

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(`${origins.marketplace}/about-arrsplace`);
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(page).toHaveTitle(`About ARRS Place | ${brand.platformName}`);
  });

  test('footer recruitment goes to sign-in, copyright names ARRS Place', async ({ page }) => {
    await page.goto(`${origins.marketplace}/arrsplace`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Recruitment', exact: true })).toHaveAttribute(
      'href',
      '/arrsplace/auth',
    );
    await expect(footer.getByRole('link', { name: 'Project Management' })).toHaveAttribute(
      'href',
      '/project-management',
    );
    await expect(footer).toContainText(`© 2022–${year} ${brand.platformName}`);
  });

  test('breadcrumbs start at the platform home', async ({ page }) => {
    await page.goto(`${origins.marketplace}/arrsplace/insights`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Insights']);
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/arrsplace');
    await page.goto(`${origins.marketplace}/arrsplace`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find your place in primary care' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('toggles, closes on Escape and on navigation', async ({ page }) => {
    await page.goto(`${origins.consultancy}/`);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    await expect(contact).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu')).toBeVisible();
    await expect(contact).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(contact).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await contact.click();
    await expect(page).toHaveURL(`${origins.consultancy}/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();
  });

  test('the marketplace menu holds its three links', async ({ page }) => {
    await page.goto(`${origins.marketplace}/arrsplace/insights`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#site-menu').getByRole('link')).toHaveText(['Home', 'Community', 'About']);
  });
});
