import { expect, test } from './support/shell-fixtures';

const pages = [
  {
    path: '/privacy',
    title: 'Privacy policy',
    texts: [
      'Lawful basis',
      'Legitimate interests',
      'up to 12 months after your last activity',
      'erased after 6 years without activity (with 30 days’ notice by e-mail)',
      'Information Commissioner',
      'Account settings',
    ],
  },
  {
    path: '/cookies',
    title: 'Cookie policy',
    texts: [
      'arrs.session_token',
      'arrs.dont_remember',
      'arrs.two_factor',
      'rememberMe',
      'arrs.analytics_consent',
      'No advertising or third-party cookies',
      'Your IP address itself is never stored',
    ],
  },
  {
    path: '/terms',
    title: 'Terms of use',
    texts: [
      'Job postings, recruitment and sharing direct contact details',
      '9% of the gross annual salary',
      '14% for locum hires',
      'Candidates are never charged.',
      'Employer data is kept up to 6 years.',
    ],
  },
];

for (const legal of pages) {
  test(`${legal.path} has its texts, title, description and a working Back button`, async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: new RegExp(legal.title, 'i') })
      .click();
    await expect(page).toHaveURL(legal.path);
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${legal.title} \\| `));
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
      'content',
      /^Healthcare consultancy for NHS/,
    );
    for (const text of legal.texts)
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).first().click();
    await expect(page).toHaveURL('/');
  });
}
