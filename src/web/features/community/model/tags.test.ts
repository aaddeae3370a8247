import { describe, expect, it } from 'vitest';
import { communityMessages } from '../../../../shared/community/community-rules';
import { addTag, removeTag, tagsFull } from './tags';

describe('addTag', () => {
  it('trims and adds', () => {
    expect(addTag([], '  pharmacy ')).toEqual({ tags: ['pharmacy'] });
  });

  it('ignores blanks and duplicates (any case)', () => {
    expect(addTag(['Pharmacy'], '   ')).toEqual({ tags: ['Pharmacy'] });
    expect(addTag(['Pharmacy'], 'pharmacy')).toEqual({ tags: ['Pharmacy'] });
  });

  it('stops at 5 tags', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(tagsFull(five)).toBe(true);
    expect(tagsFull(five.slice(1))).toBe(false);
    expect(addTag(five, 'f')).toEqual({ tags: five, error: communityMessages.tooManyTags });
  });

  it('refuses a tag over 40 characters', () => {
    expect(addTag([], 'x'.repeat(41))).toEqual({ tags: [], error: communityMessages.tagTooLong });
  });

  it('removes a tag', () => {
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b']);
  });
});
