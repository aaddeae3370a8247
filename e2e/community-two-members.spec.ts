import { expect, test } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { createMember, createPost, openCommunity, postCard, score, uniqueWord } from './support/community';

test('two members: a post appears live, comments, replies, votes and reports', async ({
  page,
  openContext,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const [author, reader] = await Promise.all([
    createMember('Amira Okafor'),
    createMember('Ben Hollis', 'employer'),
  ]);
  await openCommunity(page, author);
  const { page: other } = await openContext();
  await openCommunity(other, reader);

  // One posts; the other sees it without reloading (server-sent events).
  const title = `Asthma reviews in community pharmacy ${word}`;
  await createPost(page, {
    title,
    content: 'How are your teams sharing inhaler technique checks with practice nurses?',
    category: 'Clinical Practice',
    tags: ['asthma', 'pharmacy'],
  });
  await expect(toast(page, 'Post created successfully!')).toBeVisible();
  const mine = postCard(page, title);
  await expect(mine).toContainText('Amira Okafor');
  await expect(mine).toContainText('Community');
  await expect(mine).toContainText('Clinical Practice');
  await expect(mine).toContainText('#asthma');
  await expect(mine.getByRole('button', { name: '0 Replies' })).toBeVisible();

  const theirs = postCard(other, title);
  await expect(theirs).toBeVisible({ timeout: 20_000 });
  await expect(theirs.getByText('AO', { exact: true })).toBeVisible();

  // The reader comments.
  await theirs.getByRole('button', { name: '0 Replies' }).click();
  await expect(theirs.getByText('No comments yet. Be the first to share your thoughts!')).toBeVisible();
  await theirs.getByLabel('Add a comment').fill('We run a joint clinic on Tuesdays.');
  await theirs.getByRole('button', { name: 'Post Comment' }).click();
  await expect(toast(other, 'Comment posted successfully')).toBeVisible();
  await expect(theirs.getByText('We run a joint clinic on Tuesdays.')).toBeVisible();
  await expect(theirs.getByRole('button', { name: '1 Reply' })).toBeVisible();

  // The author sees the count change live, opens the thread and replies.
  await expect(mine.getByRole('button', { name: '1 Reply' })).toBeVisible({ timeout: 20_000 });
  await mine.getByRole('button', { name: '1 Reply' }).click();
  const comment = mine.getByTestId('comment').filter({ hasText: 'We run a joint clinic on Tuesdays.' });
  await expect(comment).toContainText('Ben Hollis');
  await comment.getByRole('button', { name: 'Reply', exact: true }).click();
  await mine.getByLabel('Reply to Ben Hollis').fill('Thanks, we will try that.');
  await mine.getByRole('button', { name: 'Post Reply' }).click();
  await expect(toast(page, 'Comment posted successfully')).toBeVisible();
  const replies = mine.getByRole('list', { name: 'Replies' });
  await expect(replies).toContainText('Thanks, we will try that.');
  // One level only: a reply has no Reply link.
  await expect(replies.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: '2 Replies' })).toBeVisible();
  // The reader's open thread shows the reply too.
  await expect(theirs.getByRole('list', { name: 'Replies' })).toContainText('Thanks, we will try that.', {
    timeout: 20_000,
  });

  // Votes: add +1, same again removes, none → down −1, opposite switches by 2.
  const up = theirs.getByRole('button', { name: 'Upvote post' });
  const down = theirs.getByRole('button', { name: 'Downvote post' });
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(score(theirs)).toHaveText('1');
  await expect(score(mine)).toHaveText('1', { timeout: 20_000 });
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await expect(score(theirs)).toHaveText('0');
  await down.click();
  await expect(down).toHaveAttribute('aria-pressed', 'true');
  await expect(score(theirs)).toHaveText('-1');
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(down).toHaveAttribute('aria-pressed', 'false');
  await expect(score(theirs)).toHaveText('1');
  await expect(score(mine)).toHaveText('1', { timeout: 20_000 });
  // After a reload the server remembers the vote.
  await other.reload();
  await expect(postCard(other, title).getByRole('button', { name: 'Upvote post' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Comment votes.
  const commentUp = comment.getByRole('button', { name: 'Upvote comment' });
  await commentUp.click();
  await expect(commentUp).toHaveAttribute('aria-pressed', 'true');
  await expect(comment.getByTestId('vote-score')).toHaveText('1');

  // Reports. The page just reloaded and live updates redraw its list: a click can be lost to a redraw,
  // so click until the confirmation shows (a member's report of a post or comment counts once).
  const reread = postCard(other, title);
  await expect(async () => {
    await reread.getByRole('button', { name: 'Report post' }).click();
    await expect(toast(other, 'Post reported successfully')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await reread.getByRole('button', { name: '2 Replies' }).click();
  await expect(async () => {
    await reread.getByRole('button', { name: 'Report comment' }).first().click();
    await expect(toast(other, 'Comment reported successfully')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
});
