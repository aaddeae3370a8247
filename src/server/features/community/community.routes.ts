import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tierAudienceOf } from '../../../shared/community/author-tier';
import {
  castVoteSchema,
  commentListSchema,
  commentSchema,
  communityStatsSchema,
  createCommentSchema,
  createPostSchema,
  listPostsQuerySchema,
  postListSchema,
  postSchema,
  reportResultSchema,
  trendingSchema,
  voteResultSchema,
} from '../../../shared/community/community.schemas';
import { approved } from '../../auth/access-policy';
import { requireAuthContext } from '../../auth/auth.plugin';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { notificationFrameFor } from '../../realtime/notification-signal';
import {
  type CommunityDeps,
  createComment,
  createPost,
  getPost,
  listComments,
  type Member,
  trendingPosts,
} from './community.service';
import { invalidateOnWrite } from './community-cache.plugin';
import { communityStats, listPostsFor, loadPostPage, postPageKey } from './community-cache.service';
import { openEventStream } from './event-stream';
import { reportComment, reportPost } from './reports.service';
import { voteComment, votePost } from './votes.service';

const idParams = z.object({ id: z.uuid() });
const member = approved();

export function memberOf(request: FastifyRequest): Member {
  const context = requireAuthContext(request);
  if (!context.profile) throw new Error('approved caller without a profile');
  return { userId: context.user.id, role: context.profile.role, profileTier: context.profile.profileTier };
}

/** /api/community: the forum for approved members (docs/api/community.md). */
export async function communityRoutes(app: FastifyInstance, options: { now?: () => Date }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): CommunityDeps => ({
    db: app.database.db,
    rateLimiter: app.rateLimiter,
    now: options.now ?? (() => new Date()),
  });
  const cache = app.communityCache;
  invalidateOnWrite(app);

  // The page is shared by an audience (decision 034), kept until the community changes and checked
  // against postListSchema when made, so its JSON text is sent as is.
  routes.get<{ Reply: string; Querystring: z.output<typeof listPostsQuerySchema> }>(
    '/api/community/posts',
    {
      config: { access: member },
      schema: {
        operationId: 'getPosts',
        summary: 'A page of published posts: search, category, sort',
        querystring: listPostsQuerySchema,
        response: { 200: postListSchema },
      },
    },
    async (request, reply) => {
      const viewer = memberOf(request);
      const audience = tierAudienceOf(viewer.role);
      const key = postPageKey(audience, request.query);
      const page = await cache.postPages.get(key, () => loadPostPage(deps(), request.query, audience));
      const body = await listPostsFor(deps(), viewer, page);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  routes.post(
    '/api/community/posts',
    {
      config: { access: member },
      schema: {
        operationId: 'createPost',
        summary: 'Publish a post',
        errors: [429],
        body: createPostSchema,
        response: { 201: z.object({ post: postSchema }) },
      },
    },
    async (request, reply) => {
      const post = await createPost(deps(), memberOf(request), request.body);
      return reply.status(201).send({ post });
    },
  );

  routes.get(
    '/api/community/posts/:id',
    {
      config: { access: member },
      schema: {
        operationId: 'getPost',
        summary: 'One published post, whole',
        errors: [404],
        params: idParams,
        response: { 200: z.object({ post: postSchema }) },
      },
    },
    async (request) => ({ post: await getPost(deps(), memberOf(request), request.params.id) }),
  );

  routes.get(
    '/api/community/posts/:id/comments',
    {
      config: { access: member },
      schema: {
        operationId: 'getComments',
        summary: "A post's published comments, oldest first",
        errors: [404],
        params: idParams,
        response: { 200: commentListSchema },
      },
    },
    async (request) => ({ comments: await listComments(deps(), memberOf(request), request.params.id) }),
  );

  routes.post(
    '/api/community/posts/:id/comments',
    {
      config: { access: member },
      schema: {
        operationId: 'createComment',
        summary: 'Comment on a post, or reply to a comment',
        errors: [404, 429],
        params: idParams,
        body: createCommentSchema,
        response: { 201: z.object({ comment: commentSchema }) },
      },
    },
    async (request, reply) => {
      const comment = await createComment(deps(), memberOf(request), request.params.id, request.body);
      return reply.status(201).send({ comment });
    },
  );

  routes.put(
    '/api/community/posts/:id/vote',
    {
      config: { access: member },
      schema: {
        operationId: 'votePost',
        summary: "Set or remove the caller's vote on a post",
        errors: [404],
        params: idParams,
        body: castVoteSchema,
        response: { 200: voteResultSchema },
      },
    },
    async (request) => votePost(deps(), memberOf(request), request.params.id, request.body.voteType),
  );

  routes.put(
    '/api/community/comments/:id/vote',
    {
      config: { access: member },
      schema: {
        operationId: 'voteComment',
        summary: "Set or remove the caller's vote on a comment",
        errors: [404],
        params: idParams,
        body: castVoteSchema,
        response: { 200: voteResultSchema },
      },
    },
    async (request) => voteComment(deps(), memberOf(request), request.params.id, request.body.voteType),
  );

  const emptyBody = z.strictObject({}).optional();
  routes.post(
    '/api/community/posts/:id/reports',
    {
      config: { access: member },
      schema: {
        operationId: 'reportPost',
        summary: 'Report a post to the moderators',
        errors: [404, 429],
        params: idParams,
        body: emptyBody,
        response: { 201: reportResultSchema },
      },
    },
    async (request, reply) => {
      await reportPost(deps(), memberOf(request), request.params.id);
      return reply.status(201).send({ status: 'reported' as const });
    },
  );

  routes.post(
    '/api/community/comments/:id/reports',
    {
      config: { access: member },
      schema: {
        operationId: 'reportComment',
        summary: 'Report a comment to the moderators',
        errors: [404, 429],
        params: idParams,
        body: emptyBody,
        response: { 201: reportResultSchema },
      },
    },
    async (request, reply) => {
      await reportComment(deps(), memberOf(request), request.params.id);
      return reply.status(201).send({ status: 'reported' as const });
    },
  );

  routes.get(
    '/api/community/stats',
    {
      config: { access: member },
      schema: {
        operationId: 'getCommunityStats',
        summary: 'Community Pulse: counts and top contributors',
        response: { 200: communityStatsSchema },
      },
    },
    async () => cache.stats.get('stats', () => communityStats(deps())),
  );

  routes.get(
    '/api/community/trending',
    {
      config: { access: member },
      schema: {
        operationId: 'getTrendingPosts',
        summary: "The week's most upvoted posts",
        response: { 200: trendingSchema },
      },
    },
    async () => trendingPosts(deps()),
  );

  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  routes.get(
    '/api/community/events',
    {
      config: { access: member },
      schema: {
        operationId: 'streamCommunityEvents',
        summary: 'Community changes and notification signals, as server-sent events',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      // Notification signals (the bell's) reach their own user only; community events reach everyone.
      const userId = requireAuthContext(request).user.id;
      openEventStream(request, reply, app.communityEvents, streams, (payload) =>
        notificationFrameFor(payload, userId),
      );
    },
  );
}
