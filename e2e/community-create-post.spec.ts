import { expect, test } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import {
  createDialog,
  createMember,
  createPost,
  openCommunity,
  postCard,
  uniqueWord,
} from './support/community';

test('the create-post dialog: required fields, counter, banned words, tags, reset and focus', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await createMember('Chloe Adeyemi');
  await openCommunity(page, member);
  const opener = page.locator('[data-tour="community-create-post"]');
  await opener.click();
  const dialog = createDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeFocused();
  const submit = dialog.getByRole('button', { name: 'Create Post' });
  await expect(submit).toBeDisabled();
  // Announcements are for the team only.
  await expect(dialog.getByLabel('Category').locator('option')).toHaveText([
    'Select a category',
    'General Discussion',
    'Primary Care',
    'Community Care',
    'Clinical Practice',
    'Career Advice',
    'Healthcare Technology',
    'Research & Evidence',
    'Policy & Guidelines',
  ]);

  await dialog.getByLabel('Title').fill('Sharing learning from audits');
  await dialog.getByLabel('Category').selectOption({ label: 'Primary Care' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Content').fill('Short text');
  await expect(dialog.getByText('10/5000')).toBeVisible();
  await expect(submit).toBeEnabled();

  // A banned word shows the warning with the word and disables the button.
  await dialog.getByLabel('Content').fill('Please email me your thoughts');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Content may violate community guidelines. Detected: "email me". Job postings and direct contact sharing are not permitted.',
  );
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Content').fill('Please share your thoughts');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(submit).toBeEnabled();

  // Tags: Enter and Add, trimmed, unique, at most 5; removable.
  const tagInput = dialog.getByLabel('Tags (optional)');
  const add = dialog.getByRole('button', { name: 'Add', exact: true });
  await tagInput.fill('  audit  ');
  await tagInput.press('Enter');
  await expect(dialog).toBeVisible();
  await tagInput.fill('AUDIT');
  await add.click();
  const chips = dialog.getByRole('list', { name: 'Added tags' }).getByRole('listitem');
  await expect(chips).toHaveText(['#audit']);
  for (const tag of ['qi', 'learning', 'safety', 'teams']) {
    await tagInput.fill(tag);
    await add.click();
  }
  await expect(chips).toHaveCount(5);
  await expect(tagInput).toBeDisabled();
  await expect(add).toBeDisabled();
  await dialog.getByRole('button', { name: 'Remove tag qi' }).click();
  await expect(chips).toHaveCount(4);
  await expect(tagInput).toBeEnabled();

  // Escape closes, focus returns, and the fields are empty next time.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByLabel('Content')).toHaveValue('');
  await expect(dialog.getByText('0/5000')).toBeVisible();
  await expect(chips).toHaveCount(0);
  // Tab stays inside the dialog.
  for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Patient-identifiable data is refused with the shared message.
  await opener.click();
  await dialog.getByLabel('Title').fill('Question about a referral');
  await dialog.getByLabel('Category').selectOption({ label: 'General Discussion' });
  await dialog.getByLabel('Content').fill('Referral for 943 476 5919 was returned.');
  await submit.click();
  await expect(dialog.getByRole('alert')).toContainText('This looks like patient-identifiable information');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('post cards: long content is cut at 500 with Continue reading / Show less, tags show 4 then +N more', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await createMember('Dev Raman');
  await openCommunity(page, member);
  const word = uniqueWord();
  const long = `${'Evidence on social prescribing outcomes. '.repeat(14)}The final sentence ${word}.`;
  expect(long.length).toBeGreaterThan(500);
  const title = `Social prescribing outcomes ${word}`;
  await createPost(page, {
    title,
    content: long,
    category: 'Research & Evidence',
    tags: ['one', 'two', 'three', 'four', 'five'],
  });
  await expect(toast(page, 'Post created successfully!')).toBeVisible();
  // A fresh listing carries only the start of the post; Continue reading fetches the rest.
  await page.reload();
  const card = postCard(page, title);
  await expect(card).toContainText('Research');
  await expect(card.getByText(`The final sentence ${word}.`)).toHaveCount(0);
  await expect(card).toContainText(`${long.slice(0, 500)}...`);
  await card.getByRole('button', { name: 'Continue reading' }).click();
  await expect(card).toContainText(`The final sentence ${word}.`);
  await card.getByRole('button', { name: 'Show less' }).click();
  await expect(card).not.toContainText(`The final sentence ${word}.`);
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    '#one',
    '#two',
    '#three',
    '#four',
    '+1 more',
  ]);
  await expect(card.getByRole('button', { name: 'Continue reading' })).toBeVisible();

  // Text, never HTML.
  const htmlTitle = `Markup stays text ${word}`;
  await createPost(page, { title: htmlTitle, content: '<img src=x onerror="window.injected=1"><b>bold</b>' });
  await expect(postCard(page, htmlTitle)).toContainText('<b>bold</b>');
  expect(await page.evaluate(() => Reflect.get(window, 'injected'))).toBeUndefined();
});
