import type { TierAudience } from '../../../shared/community/author-tier';
import { type CommunityPost, postSchema, type VoteType } from '../../../shared/community/community.schemas';
import { presentPost } from './community.presenter';
import type { PostRow } from './posts.repository';

/** What every member sees of a listed post: all of it but their own vote. */
const sharedPostSchema = postSchema.omit({ myVote: true });

/**
 * A listing page checked against the response schema and serialised once, then shared by its audience
 * until the community changes. Each post is kept as its JSON without the closing brace, so a request
 * only appends the viewer's vote.
 */
export interface PostPage {
  audience: TierAudience;
  posts: { id: string; openJson: string }[];
  nextOffset: number | null;
}

export function preparePostPage(
  rows: PostRow[],
  nextOffset: number | null,
  audience: TierAudience,
): PostPage {
  return {
    audience,
    posts: rows.map((row) => {
      const json = JSON.stringify(sharedPostSchema.parse(presentPost(row, null, audience)));
      return { id: row.id, openJson: json.slice(0, -1) };
    }),
    nextOffset,
  };
}

export function serializePostPage(page: PostPage, votes: ReadonlyMap<string, VoteType>): string {
  const posts = page.posts.map((post) => {
    const myVote: CommunityPost['myVote'] = votes.get(post.id) ?? null;
    return `${post.openJson},"myVote":${JSON.stringify(myVote)}}`;
  });
  return `{"posts":[${posts.join(',')}],"nextOffset":${JSON.stringify(page.nextOffset)}}`;
}
