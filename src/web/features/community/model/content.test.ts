import { describe, expect, it } from 'vitest';
import { repliesLabel, truncateContent, visibleTags } from './content';

describe('truncateContent', () => {
  it('keeps content of 500 characters or fewer whole', () => {
    const text = 'a'.repeat(500);
    expect(truncateContent(text)).toEqual({ text, truncated: false });
  });

  it('cuts longer content at 500 characters and adds ...', () => {
    const { text, truncated } = truncateContent(`${'b'.repeat(500)}tail`);
    expect(truncated).toBe(true);
    expect(text).toBe(`${'b'.repeat(500)}...`);
  });

  it('does not split an emoji at the cut', () => {
    const { text } = truncateContent(`${'c'.repeat(499)}😀 and more`);
    expect(text).toBe(`${'c'.repeat(499)}...`);
  });
});

describe('visibleTags', () => {
  it('shows up to 4 tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 1 });
  });
});

describe('repliesLabel', () => {
  it('says Reply for one and Replies otherwise', () => {
    expect(repliesLabel(0)).toBe('0 Replies');
    expect(repliesLabel(1)).toBe('1 Reply');
    expect(repliesLabel(7)).toBe('7 Replies');
  });
});
