import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { signIn } from './support/accounts-flows';
import { signInAndEnrolAdminThroughApi } from './support/api-sessions';
import { completeTours } from './support/tours';

/*
 * The signed-in header on a 375 px phone: the logo, the menu button and the notification bell fit
 * without the page scrolling sideways, for every role that has the bell.
 */

test.use({ viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });

for (const role of ['candidate', 'employer', 'admin'] as const) {
  test(`the ${role}'s header fits a 375 px screen, bell and menu included`, async ({ page }) => {
    const user = { email: uniqueEmail(`narrow-${role}`), password: strongPassword() };
    await createAccount({
      ...user,
      role,
      name: 'Nell Narrow',
      ...(role === 'candidate' ? { tier: 'portfolio' as const } : {}),
    });
    if (role === 'admin') await signInAndEnrolAdminThroughApi(page, user.email, user.password);
    else {
      await signIn(page, user.email, user.password);
      await expect(page).toHaveURL(new RegExp(`/arrsplace/${role}`));
    }
    // An employer without an organisation lands on its registration.
    if (role === 'employer')
      await expect(page.getByRole('heading', { level: 1, name: 'Register your organisation' })).toBeVisible();
    if (role === 'candidate') {
      // A candidate's first visit: the representation consent, then the dashboard's tour.
      const consent = page.getByRole('dialog', { name: 'Recruitment Representation Consent' });
      await consent.getByRole('checkbox').check();
      await consent.getByRole('button', { name: 'I Consent' }).click();
      await expect(consent).toBeHidden();
      await completeTours(page, ['candidate_main_tour']);
      await page.reload();
    }
    const header = page.getByRole('banner');
    const bell = header.getByRole('button', { name: /Notifications/ });
    const menu = header.getByRole('button', { name: /menu/i });
    await expect(bell).toBeVisible();
    await expect(menu).toBeVisible();
    for (const control of [bell, menu]) {
      const box = await control.boundingBox();
      expect(box, 'the control has a box').not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The area may still be settling on its first page (an employer without an organisation is sent on
    // to its registration, which renders the header anew, closed): open the menu until it stays open.
    await expect(async () => {
      if (!(await header.getByRole('button', { name: 'Sign Out' }).isVisible())) await menu.click();
      await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible({ timeout: 2000 });
    }).toPass();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
