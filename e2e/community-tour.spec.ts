import { expect, test } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { createMember, openCommunity } from './support/community';

test.use({ reducedMotion: 'reduce' });

test('the community tour on the real page: starts by itself, and again from Take Community Tour', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await createMember('Sam Patel');
  await openCommunity(page, member, { withTour: true });
  const popover = page.locator('.driver-popover');
  await expect(page.getByRole('dialog', { name: 'Welcome to the Healthcare Community' })).toBeVisible({
    timeout: 20_000,
  });
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);

  // Every step finds its element on the real page.
  await page.getByRole('button', { name: 'Take Community Tour' }).click();
  await expect(
    toast(page, 'Community tour started! Follow the highlights to learn about the community features.'),
  ).toBeVisible();
  await expect(popover).toContainText('Step 1 of 9');
  for (let step = 2; step <= 9; step += 1) {
    await popover.getByRole('button', { name: 'Next' }).click();
    await expect(popover).toContainText(`Step ${step} of 9`);
    await expect(page.locator('.driver-active-element[data-tour^="community-"]')).toHaveCount(1);
  }
  await popover.getByRole('button', { name: 'Finish' }).click();
  await expect(popover).toHaveCount(0);
});
