import { describe, expect, it } from 'vitest';
import { apiActionOf, choicesFor, choiceTexts, itemHeading, statusLabel } from './moderation-choices';

describe('moderation choices', () => {
  it('offers what fits the status', () => {
    expect(choicesFor({ status: 'published' })).toEqual(['hide', 'dismiss']);
    expect(choicesFor({ status: 'auto_hidden' })).toEqual(['restore', 'hide']);
    expect(choicesFor({ status: 'hidden' })).toEqual(['restore']);
    expect(apiActionOf.dismiss).toBe('restore');
  });

  it('names the status in words, with the report count when reports hid it', () => {
    expect(statusLabel({ status: 'auto_hidden', openReports: 3 })).toBe('Hidden automatically (3 reports)');
    expect(statusLabel({ status: 'auto_hidden', openReports: 1 })).toBe('Hidden automatically (1 report)');
    expect(statusLabel({ status: 'hidden', openReports: 0 })).toBe('Hidden');
    expect(statusLabel({ status: 'published', openReports: 2 })).toBe('Published');
  });

  it('heads a comment with the post it is on', () => {
    expect(itemHeading({ kind: 'post', title: 'Rotas' })).toBe('Rotas');
    expect(itemHeading({ kind: 'comment', title: 'Rotas' })).toBe('Comment on "Rotas"');
  });

  it('words the dialog and toasts for posts and comments', () => {
    expect(choiceTexts('hide', 'comment')).toMatchObject({
      title: 'Hide this comment?',
      done: 'Comment hidden',
    });
    expect(choiceTexts('restore', 'post')).toMatchObject({
      title: 'Restore this post?',
      failed: 'Failed to restore post',
    });
  });
});
