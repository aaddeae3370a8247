import { type DemoComment, demoComments } from './comments';
import { type DemoPostText, demoPostTexts } from './posts';
import { type DemoVotes, demoVotes } from './votes';

/*
 * The demo set of `npm run seed:demo`: a small, plausible community of ARRS staff and the practices
 * they work with. Every text passes the API's own checks (the seed refuses to run otherwise). No real
 * people.
 */

export type { DemoComment } from './comments';
export { type DemoMember, demoEmailDomain, demoMembers, demoPassword } from './members';

export interface DemoPost extends DemoPostText, DemoVotes {
  comments?: DemoComment[];
}

/** Each post with its thread and votes. A thread or vote list under an unknown title is a typo: fail. */
function joinByTitle(): DemoPost[] {
  const titles = new Set(demoPostTexts.map((post) => post.title));
  if (titles.size !== demoPostTexts.length) throw new Error('demo content: two demo posts share a title');
  for (const title of [...Object.keys(demoComments), ...Object.keys(demoVotes)]) {
    if (!titles.has(title)) throw new Error(`demo content: no demo post is titled "${title}"`);
  }
  return demoPostTexts.map((post) => {
    const comments = demoComments[post.title];
    return { ...post, ...demoVotes[post.title], ...(comments ? { comments } : {}) };
  });
}

export const demoPosts: DemoPost[] = joinByTitle();
