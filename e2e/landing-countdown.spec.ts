import type { Page } from '@playwright/test';
import { origins } from './support/origins';
import { installPausedClock } from './support/paused-clock';
import { expect, test } from './support/shell-fixtures';

const landing = `${origins.marketplace}/arrsplace`;

async function expectCountdown(
  page: Page,
  values: { days: string; hours: string; minutes: string; seconds: string },
) {
  for (const [unit, value] of Object.entries(values)) {
    await expect(page.getByTestId(`countdown-${unit}`)).toHaveText(value);
  }
}

test('shows zeros once the launch date has passed', async ({ page }) => {
  await page.goto(landing);
  await expect(page.getByRole('timer', { name: 'Time until the official launch' })).toBeVisible();
  await expectCountdown(page, { days: '0', hours: '00', minutes: '00', seconds: '00' });
  await expect(page.locator('#early-access')).toContainText('Official launch: 1 October 2025');
});

test.describe('before the launch', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('ticks every second down to local midnight on 1 October 2025', async ({ page }) => {
    // 23:59:50 on 29 September 2025, British Summer Time: 1 day and 10 seconds before local midnight.
    await installPausedClock(page, new Date('2025-09-29T23:59:50+01:00'));
    await page.goto(landing);
    await expectCountdown(page, { days: '1', hours: '00', minutes: '00', seconds: '10' });
    await page.clock.runFor(1000);
    await expectCountdown(page, { days: '1', hours: '00', minutes: '00', seconds: '09' });
    await page.clock.runFor(10_000);
    await expectCountdown(page, { days: '0', hours: '23', minutes: '59', seconds: '59' });
    await page.clock.fastForward(86_400_000);
    await page.clock.runFor(1000);
    await expectCountdown(page, { days: '0', hours: '00', minutes: '00', seconds: '00' });
  });
});
