import { expect, test } from './support/shell-fixtures';

test.describe('consultancy landing page', () => {
  test('shows every section, its anchors, title and meta description', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/^Home \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /recruitment, business development/,
    );
    for (const anchor of ['services', 'success-stories', 'business-development', 'project-management']) {
      await expect(page.locator(`#${anchor}`)).toBeAttached();
    }
    await expect(page.getByRole('region', { name: 'Services' })).toBeVisible();
    for (const title of ['Talent Connections', 'Business Development', 'Digital Transformation']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
    }
    for (const story of [
      'Digital access hub',
      'Telephony implementation',
      'Commercial readiness',
      'NHS digital transformation programme',
    ]) {
      await expect(page.getByRole('heading', { name: story, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Amara Okafor')).toBeVisible();
    await expect(page.getByText('Primary care network', { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    for (const href of [
      '/contact',
      '/arrsplace',
      '/arrsplace/auth',
      '/recruitment',
      '/privacy',
      '/cookies',
      '/terms',
    ]) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test('rotates the hero phrase every 3 s and counts the figures up over 2 s', async ({ page }) => {
    // A paused clock: timers run only when the test says so.
    await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01'));
    await page.goto('/');
    const phrase = page.getByTestId('rotating-text');
    await expect(phrase).toHaveText('Digital Transformation');
    const stats = page.locator('dl').first();
    await expect(stats).toContainText('0+');
    await page.clock.runFor(2000);
    await expect(stats).toContainText('25+');
    await expect(stats).toContainText('98%');
    await expect(stats).toContainText('15+');
    await page.clock.runFor(1000);
    await expect(phrase).toHaveText('Healthcare Innovation');
    await page.clock.runFor(3000);
    await expect(phrase).toHaveText('Workforce Solutions');
    await page.clock.runFor(3000);
    await expect(phrase).toHaveText('Strategic Growth');
    await page.clock.runFor(3000);
    await expect(phrase).toHaveText('Digital Transformation');
  });

  test('stands still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('dl').first()).toContainText('25+');
    await page.clock.runFor(7000);
    await expect(page.getByTestId('rotating-text')).toHaveText('Digital Transformation');
  });

  test('opens one service card at a time; clicking the open one closes it', async ({ page }) => {
    await page.goto('/#services');
    const talent = page.getByRole('button', { name: /^Talent Connections/ });
    const digital = page.getByRole('button', { name: /^Digital Transformation/ });
    await talent.click();
    await expect(talent).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('60% faster time-to-hire than advertising alone')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Learn More' })).toHaveCount(1);
    await digital.click();
    await expect(talent).toHaveAttribute('aria-expanded', 'false');
    await expect(digital).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('30% reduction in administrative workload')).toBeVisible();
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/#services$/);
    await digital.click();
    await expect(digital).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Learn More' })).toHaveCount(0);
  });

  test('opens a case study in a dialog that keeps focus and closes on Escape', async ({ page }) => {
    await page.goto('/#success-stories');
    const opener = page.getByRole('button', {
      name: /Read the case study: NHS digital transformation programme/,
    });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'NHS digital transformation programme' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('£2.5M budget');
    await expect(dialog).toContainText('£500K annual savings');
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => document.activeElement?.closest('dialog') !== null);
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
