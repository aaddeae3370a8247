import { origins } from './support/origins';
import { installPausedClock } from './support/paused-clock';
import { expect, test } from './support/shell-fixtures';

const landing = `${origins.marketplace}/arrsplace`;

// Expected content, written out here so a change to the content modules is caught.
const heroTaglines = [
  'Where ARRS professionals find their place in primary care',
  'Opportunities you approve, one at a time',
];
const storyNames = ['Priya S.', 'Tom G.', 'Aisha B.', 'Daniel H.'];

const sectionHeadings = [
  'Success stories',
  'ARRS Place compared with traditional agencies',
  'Built for professionals and employers',
  'How strong could your profile be?',
  'Founding-member early access',
  'Choose how you take part',
  'Why professionals trust us',
  'Explore ARRS roles',
  'How it works',
  'Ready to find your place?',
];

test('the eleven sections in order, with title and meta description', async ({ page }) => {
  await page.goto(landing);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Find your place in primary care');
  await expect(main.locator('h2')).toHaveText(sectionHeadings);
  // The hero (h1) comes before every h2.
  const heroFirst = await main.evaluate((element) => {
    const headings = [...element.querySelectorAll('h1, h2')];
    return headings[0]?.tagName;
  });
  expect(heroFirst).toBe('H1');
  await expect(page).toHaveTitle('Jobs and community for ARRS roles | ARRS Place');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /verified employers/);
  await expect(
    main.getByRole('table', { name: /compared with traditional recruitment agencies/ }),
  ).toBeVisible();
});

test('hero buttons lead to the auth page with the right role', async ({ page }) => {
  await page.goto(landing);
  const hero = page.locator('#hero');
  await expect(hero.getByRole('link', { name: 'Build Your Professional Profile' })).toHaveAttribute(
    'href',
    '/arrsplace/auth',
  );
  await expect(hero.getByRole('link', { name: 'Find Qualified Professionals' })).toHaveAttribute(
    'href',
    '/arrsplace/auth?role=employer',
  );
  await expect(hero.getByRole('link', { name: 'Connect with Network' })).toHaveAttribute(
    'href',
    '/arrsplace/auth?role=community',
  );
  await hero.getByRole('link', { name: 'Find Qualified Professionals' }).click();
  await expect(page).toHaveURL(`${origins.marketplace}/arrsplace/auth?role=employer`);
});

test('participation buttons', async ({ page }) => {
  await page.goto(landing);
  const section = page.locator('#participation');
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'Community Member',
    'Professional Portfolio',
    'Active Job Seeker',
    'Employers',
  ]);
  await expect(section.getByRole('link', { name: 'Create Your Video Profile' })).toHaveAttribute(
    'href',
    '/arrsplace/auth?role=candidate',
  );
  await expect(section.getByRole('link', { name: 'See Candidate Videos' })).toHaveAttribute(
    'href',
    '/arrsplace/auth?role=employer',
  );
});

test('the tagline rotates every 3 s and the activity feed every 4 s', async ({ page }) => {
  await installPausedClock(page);
  await page.goto(landing);
  const tagline = page.getByTestId('hero-tagline');
  await expect(tagline).toHaveText(heroTaglines[0] ?? '');
  await page.clock.runFor(2999);
  await expect(tagline).toHaveText(heroTaglines[0] ?? '');
  await page.clock.runFor(1);
  await expect(tagline).toHaveText(heroTaglines[1] ?? '');

  const feed = page.getByTestId('activity-item');
  const first = await feed.textContent();
  await page.clock.runFor(4000);
  await expect(feed).not.toHaveText(first ?? '');

  await page.getByRole('button', { name: 'Pause taglines' }).click();
  const paused = await tagline.textContent();
  await page.clock.runFor(9000);
  await expect(tagline).toHaveText(paused ?? '');
});

test('the carousel advances every 8 s; a manual move stops it', async ({ page }) => {
  await installPausedClock(page);
  await page.goto(landing);
  const slide = page.getByTestId('carousel-slide');
  const [first, second, third, fourth] = storyNames;
  await expect(slide).toContainText(first ?? '');
  await page.clock.runFor(7999);
  await expect(slide).toContainText(first ?? '');
  await page.clock.runFor(1);
  await expect(slide).toContainText(second ?? '');

  await page.getByRole('button', { name: 'Next story' }).click();
  await expect(slide).toContainText(third ?? '');
  await expect(slide).toHaveAttribute('aria-live', 'polite');
  await page.mouse.move(0, 0);
  await page.clock.runFor(24_000);
  await expect(slide).toContainText(third ?? '');

  await page.getByRole('button', { name: 'Previous story' }).click();
  await expect(slide).toContainText(second ?? '');
  await page.getByRole('button', { name: `Show story 4 of 4: ${fourth}` }).click();
  await expect(slide).toContainText(fourth ?? '');
  await expect(page.getByRole('button', { name: `Show story 4 of 4: ${fourth}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing rotates by itself', async ({ page }) => {
    await installPausedClock(page);
    await page.goto(landing);
    await page.clock.runFor(17_000);
    await expect(page.getByTestId('hero-tagline')).toHaveText(heroTaglines[0] ?? '');
    await expect(page.getByTestId('carousel-slide')).toContainText(storyNames[0] ?? '');
    await expect(page.locator('#early-access li')).toHaveCount(6);
  });
});
