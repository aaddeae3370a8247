import { describe, expect, it } from 'vitest';
import { demoMembers, demoPosts } from './index';

describe('demo content', () => {
  it('joins every comment thread and vote list to its post (an unknown title fails the import)', () => {
    expect(demoPosts).toHaveLength(40);
    const comments = demoPosts.flatMap((post) => post.comments ?? []);
    expect(comments.length + comments.flatMap((comment) => comment.replies ?? []).length).toBe(29);
    expect(demoPosts.every((post) => (post.up ?? []).length > 0)).toBe(true);
  });

  it('names only demo members as authors and voters', () => {
    const members = new Set(demoMembers.map((member) => member.key));
    const named = demoPosts.flatMap((post) => [
      post.by,
      ...(post.up ?? []),
      ...(post.down ?? []),
      ...(post.comments ?? []).flatMap((comment) => [
        comment.by,
        ...(comment.replies ?? []).map((reply) => reply.by),
      ]),
    ]);
    expect(named.filter((key) => !members.has(key))).toEqual([]);
  });
});
