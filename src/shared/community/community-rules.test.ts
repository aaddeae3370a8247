import { describe, expect, it } from 'vitest';
import { categoryCardLabel } from './categories';
import { createCommentSchema, createPostSchema } from './community.schemas';
import { authorInitials, findBannedWord, normaliseTags, voteScore } from './community-rules';

describe('community rules', () => {
  it('finds banned words case-insensitively as substrings of title and content', () => {
    expect(findBannedWord('Great news', 'We are HIRING now')).toBe('hiring');
    expect(findBannedWord('Email me for details', '')).toBe('email me');
    expect(findBannedWord('Deprescribing in frailty', 'Sharing our audit')).toBeUndefined();
  });

  it('trims tags and drops empties and duplicates', () => {
    expect(normaliseTags([' audit ', 'Audit', '', 'frailty'])).toEqual(['audit', 'frailty']);
  });

  it('builds initials from up to two words, and labels categories', () => {
    expect(authorInitials('Amira Khan Jones')).toBe('AK');
    expect(authorInitials(null)).toBe('AU');
    expect(categoryCardLabel('clinical_practice')).toBe('Clinical Practice');
    expect(voteScore({ upvotes: 3, downvotes: 5 })).toBe(-2);
  });
});

describe('createPostSchema', () => {
  const valid = {
    title: 'Frailty reviews',
    category: 'clinical_practice',
    content: 'How do you structure them?',
  };

  it('accepts a valid post and normalises tags', () => {
    const parsed = createPostSchema.parse({ ...valid, tags: [' frailty', 'frailty', 'SMR '] });
    expect(parsed.tags).toEqual(['frailty', 'SMR']);
  });

  it.each([
    [{ ...valid, title: '   ' }, 'Please fill in all required fields'],
    [{ ...valid, category: 'jobs' }, 'Please fill in all required fields'],
    [{ ...valid, title: 'x'.repeat(201) }, 'Title must be 200 characters or fewer'],
    [{ ...valid, content: 'x'.repeat(5001) }, 'Content must be 5000 characters or fewer'],
    [{ ...valid, tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'You can add up to 5 tags'],
    [
      { ...valid, content: 'Apply now, salary negotiable' },
      'Please review your content. Job postings and direct contact sharing are not permitted.',
    ],
    [{ ...valid, content: 'Seen 943 476 5919 today' }, 'This looks like patient-identifiable information'],
  ])('refuses %j', (input, message) => {
    const result = createPostSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it('allows six tags that collapse to five distinct ones', () => {
    expect(createPostSchema.safeParse({ ...valid, tags: ['a', 'b', 'c', 'd', 'e', 'A'] }).success).toBe(true);
  });
});

describe('createCommentSchema', () => {
  it('needs non-blank text and defaults to a top-level comment', () => {
    expect(createCommentSchema.parse({ content: ' Thanks! ' })).toEqual({
      content: 'Thanks!',
      parentCommentId: null,
    });
    expect(createCommentSchema.safeParse({ content: '   ' }).success).toBe(false);
  });
});
