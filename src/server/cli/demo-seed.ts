import { consentVersion } from '../../shared/accounts/consents';
import { createCommentSchema, createPostSchema } from '../../shared/community/community.schemas';
import { hashPassword } from '../auth/password-hashing';
import type { Database } from '../db/database';
import { createAccountsRepository } from '../features/accounts/accounts.repository';
import {
  type CommunityDeps,
  createComment,
  createPost,
  type Member,
} from '../features/community/community.service';
import { setPinned } from '../features/community/moderation.service';
import { voteComment, votePost } from '../features/community/votes.service';
import { createMailer } from '../mail/mail.service';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { createDemoAccountsRepository } from './demo-accounts.repository';
import { demoEmailDomain, demoMembers, demoPassword, demoPosts } from './demo-content';
import { parseMarketplaceContent, seedMarketplace } from './demo-marketplace-seed';
import { SeedError } from './seed-error';

/*
 * Everything goes through the services, so counters, karma, scores and the pipeline are what the API
 * would have made. One transaction: it runs completely or not at all; running it again changes nothing.
 */

const day = 24 * 60 * 60_000;

/** What the seed needs of the configuration: the mail it queues links to the sites. */
export type SeedConfig = Parameters<typeof createMailer>[0]['config'];
const emailOf = (key: string) => `${key}@${demoEmailDomain}`;

/** Fails before touching anything if the API would refuse a demo input. */
export function checkTexts() {
  parseMarketplaceContent(Date.now(), (key) => {
    const member = demoMembers.find((candidate) => candidate.key === key);
    if (!member) throw new SeedError(`unknown demo member ${key}`);
    return member.tier;
  });
  for (const post of demoPosts) {
    const parsed = createPostSchema.safeParse({
      title: post.title,
      category: post.category,
      content: post.content,
      tags: post.tags ?? [],
    });
    if (!parsed.success) throw new SeedError(`demo post "${post.title}": ${parsed.error.issues[0]?.message}`);
    for (const comment of [
      ...(post.comments ?? []),
      ...(post.comments ?? []).flatMap((c) => c.replies ?? []),
    ]) {
      const check = createCommentSchema.safeParse({ content: comment.content });
      if (!check.success)
        throw new SeedError(`demo comment "${comment.content}": ${check.error.issues[0]?.message}`);
    }
  }
}

export async function seedDemo(db: Database, config: SeedConfig): Promise<string> {
  const existing = await createDemoAccountsRepository({ db }).countAt(demoEmailDomain);
  if (existing) return `Demo data is already there (${existing} demo accounts): nothing to do.`;
  const passwordHash = await hashPassword(demoPassword);
  const started = Date.now();
  let clock = new Date(started - 31 * day);
  const now = () => clock;

  return db.transaction(async (tx) => {
    const members = new Map<string, Member>();
    for (const [index, member] of demoMembers.entries()) {
      const at = new Date(started - (40 - index) * day);
      const userId = await createAccountsRepository({ db: tx }).createAccount(
        {
          email: emailOf(member.key),
          name: member.name,
          passwordHash,
          role: member.role,
          emailVerified: true,
          profile: {
            profileTier: member.tier,
            isApproved: true,
            approvedAt: at,
            termsAccepted: true,
            termsAcceptedAt: at,
            dataProcessingConsent: true,
            recruitmentRepresentationConsent: member.role === 'candidate',
            recruitmentRepresentationConsentAt: member.role === 'candidate' ? at : null,
            consentVersion,
          },
        },
        at,
      );
      members.set(member.key, { userId, role: member.role, profileTier: member.tier });
    }
    const memberOf = (key: string) => {
      const found = members.get(key);
      if (!found) throw new SeedError(`unknown demo member ${key}`);
      return found;
    };
    const deps: CommunityDeps = { db: tx, rateLimiter: createRateLimiter({ db: tx, now }), now };

    let comments = 0;
    let votes = 0;
    // Oldest first, each a little later than the last, so times and the 'Newest' order look natural.
    const ordered = [...demoPosts].sort((a, b) => b.daysAgo - a.daysAgo);
    for (const [index, post] of ordered.entries()) {
      clock = new Date(started - post.daysAgo * day - (index % 7) * 47 * 60_000 - 3 * 60 * 60_000);
      const created = await createPost(deps, memberOf(post.by), {
        title: post.title,
        category: post.category,
        content: post.content,
        tags: post.tags ?? [],
      });
      if (post.pinned) await setPinned({ db: tx, now }, memberOf(post.by).userId, created.id, true);
      for (const comment of post.comments ?? []) {
        clock = new Date(clock.getTime() + 37 * 60_000);
        const top = await createComment(deps, memberOf(comment.by), created.id, {
          content: comment.content,
          parentCommentId: null,
        });
        comments += 1;
        // Authors tend to thank the first people who answer.
        if (comment.by !== post.by) {
          await voteComment(deps, memberOf(post.by), top.id, 'upvote');
          votes += 1;
        }
        for (const reply of comment.replies ?? []) {
          clock = new Date(clock.getTime() + 22 * 60_000);
          await createComment(deps, memberOf(reply.by), created.id, {
            content: reply.content,
            parentCommentId: top.id,
          });
          comments += 1;
        }
      }
      for (const key of post.up ?? []) {
        await votePost(deps, memberOf(key), created.id, 'upvote');
        votes += 1;
      }
      for (const key of post.down ?? []) {
        await votePost(deps, memberOf(key), created.id, 'downvote');
        votes += 1;
      }
    }
    const accountOf = (key: string) => {
      const member = demoMembers.find((candidate) => candidate.key === key);
      return { userId: memberOf(key).userId, email: emailOf(key), name: member?.name ?? key };
    };
    const marketplace = await seedMarketplace({
      db: tx,
      mail: createMailer({ config }),
      rateLimiter: deps.rateLimiter,
      started,
      account: accountOf,
      tierOf: (key) => memberOf(key).profileTier,
      adminId: memberOf('aisha.rahman').userId,
    });
    return (
      `Created ${members.size} demo members, ${demoPosts.length} posts, ${comments} comments and replies, ` +
      `${votes} votes, ${marketplace.profiles} candidate profiles, ${marketplace.organisations} organisations, ` +
      `${marketplace.opportunities} opportunities, ${marketplace.vacancies} vacancies ` +
      `(${marketplace.filledVacancies} filled), ${marketplace.applications} applications and ` +
      `${marketplace.savedSearches} saved search in ${Date.now() - started} ms.\n` +
      `Sign in as any of them with the password ${demoPassword} (e.g. ${emailOf('priya.shah')}; ` +
      `${emailOf('sarah.collins')} is an employer whose organisation is verified, ${emailOf('james.patel')} one ` +
      `whose organisation waits for verification, ${emailOf('aisha.rahman')} an admin who enrols TOTP at first sign-in).`
    );
  });
}
