import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { authEndpoints } from '../auth/auth-endpoints';
import { buildAccount, signedInClient, testOrigin } from './accounts.test-utils';
import { createTestApp, type TestApp } from './app.test-utils';
import { type FuzzRequest, type FuzzTarget, requestsFor } from './fuzz-requests.test-utils';
import { buildOrganisation } from './marketplace.test-utils';

/**
 * The fuzz suite, a proof that stays: for every API route, generated invalid bodies,
 * query strings, path parameters and headers, sent as every kind of caller; no answer may be a 5xx
 * or leak a stack trace, SQL or a file path. Routes come from the app's own route table (and the
 * /api/auth endpoint list), so a new route is fuzzed without anyone adding it here.
 */

/** Runs per target: 1,000 generated inputs per route by default (FUZZ_RUNS to change it). */
export const runsPerTarget = Number(process.env.FUZZ_RUNS ?? 1000);
/** Fixed, so a failure reproduces; set FUZZ_SEED to explore other inputs. */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_261_124);

/** Every target of the app whose URL pattern `include` accepts; /api/auth/* as its endpoints. */
export function fuzzTargets(app: FastifyInstance, include: (pattern: string) => boolean): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const route of app.apiRoutes) {
    if (route.url === '/api/auth/*') continue;
    if (!include(route.url)) continue;
    targets.push({
      method: route.method,
      pattern: route.url,
      body: asZod(route.schema.body),
      query: asZod(route.schema.querystring),
      streaming: route.url === '/api/community/events',
    });
  }
  if (include('/api/auth/*')) {
    for (const endpoint of authEndpoints) {
      for (const method of endpoint.method === 'GET' ? ['GET', 'HEAD'] : [endpoint.method]) {
        targets.push({
          method,
          pattern: `/api/auth${endpoint.path}`,
          body: endpoint.body,
          query: endpoint.query,
          streaming: false,
        });
      }
    }
    // Paths better-auth has but we do not forward: each must stay a plain 404.
    for (const path of ['/delete-user', '/list-sessions', '/two-factor/disable', '/sign-up/email']) {
      targets.push({ method: 'POST', pattern: `/api/auth${path}`, streaming: false });
    }
  }
  // Calls that can end the callers' sessions run last, so every other target meets live sessions.
  const endsSessions = (target: FuzzTarget) =>
    sessionEndingTargets.has(`${target.method} ${target.pattern}`) ? 1 : 0;
  return targets.sort((a, b) => endsSessions(a) - endsSessions(b));
}

const sessionEndingTargets = new Set([
  'POST /api/account/sign-out-everywhere',
  'DELETE /api/account',
  'POST /api/auth/sign-out',
]);

function asZod(schema: unknown): z.ZodType | undefined {
  return schema && typeof schema === 'object' && 'safeParse' in schema ? (schema as z.ZodType) : undefined;
}

// --- Callers ---------------------------------------------------------------------------------------

export interface FuzzCaller {
  name: string;
  cookie: string;
}

/** One signed-in client of each kind the permission matrix knows, plus anonymous (the employer's organisation is verified). */
export async function fuzzCallers(t: TestApp): Promise<FuzzCaller[]> {
  const { db } = t.database;
  let address = 1;
  const signIn = async (
    name: string,
    options: Parameters<typeof buildAccount>[1],
    totp = false,
    verifiedOrganisation = false,
  ) => {
    const account = await buildAccount(db, options);
    if (verifiedOrganisation) await buildOrganisation(db, account.userId, { status: 'verified' });
    const { client } = await signedInClient(t.app, account, totp, `10.99.0.${address++}`);
    return { name, cookie: client.jar.header() };
  };
  return [
    { name: 'anonymous', cookie: '' },
    await signIn('unapprovedCandidate', { role: 'candidate', approved: false }),
    await signIn('candidateWithoutConsent', { role: 'candidate', recruitmentConsent: false }),
    await signIn('candidate', { role: 'candidate' }),
    await signIn('employer', { role: 'employer' }, false, true),
    await signIn('admin', { role: 'master_admin' }, true),
    await signIn('adminWithoutTotp', { role: 'admin' }),
  ];
}

// --- Running and judging --------------------------------------------------------------------------

/** What an answer must never hold: internals of the server. */
const leaks: [string, RegExp][] = [
  ['a stack trace', /\bat [\w$.<>[\] ]+ \(?[\w/\\.:-]+:\d+:\d+\)?/],
  [
    'SQL',
    /\b(select\b[^"]{0,200}\bfrom\b|insert into|delete from|failed query|syntax error at or near|duplicate key value|violates (unique|foreign key|not-null|check) constraint|relation "\w+")/i,
  ],
  ['a file path', /(\/(work|home|usr|tmp|root|var|opt)\/|node_modules|\.(ts|js|mjs|cjs):\d+)/],
];

export interface FuzzFailure {
  target: string;
  caller: string;
  kind: FuzzRequest['kind'];
  url: string;
  status: number;
  problem: string;
  payload: string;
  headers: string;
}

async function send(
  app: FastifyInstance,
  target: FuzzTarget,
  request: FuzzRequest,
  callers: FuzzCaller[],
  index: number,
): Promise<{ status: number; body: string }> {
  const cookie = callers[request.caller]?.cookie ?? '';
  const response = await app.inject({
    method: target.method as 'GET',
    url: request.url,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}), ...request.headers },
    // Each request from its own address: rate limits must not stop inputs before they reach the code.
    remoteAddress: `10.${100 + ((index >> 16) & 0x7f)}.${(index >> 8) & 0xff}.${index & 0xff}`,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    ...(target.streaming ? { payloadAsStream: true } : {}),
  });
  if (!target.streaming) return { status: response.statusCode, body: response.body };
  const stream = response.stream();
  let body = '';
  if (response.statusCode !== 200) for await (const chunk of stream) body += String(chunk);
  stream.destroy();
  return { status: response.statusCode, body };
}

/** Sends `runs` generated requests for each target (a few at a time) and returns what went wrong. */
export async function fuzzTargetsOf(
  app: FastifyInstance,
  targets: FuzzTarget[],
  callers: FuzzCaller[],
  runs = runsPerTarget,
): Promise<{ failures: FuzzFailure[]; sent: number }> {
  const failures: FuzzFailure[] = [];
  let sent = 0;
  for (const [targetIndex, target] of targets.entries()) {
    const inputs = fc.sample(requestsFor(target, callers.length), {
      numRuns: runs,
      seed: fuzzSeed + targetIndex,
    });
    const name = `${target.method} ${target.pattern}`;
    // Answers already searched for leaks and found clean: a route answers the same few bodies again and
    // again (the same 400, the whole API document to every admin), and the same text needs no second search.
    const clean = new Set<string>();
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < inputs.length; index = next++) {
        const request = inputs[index];
        if (!request) continue;
        const { status, body } = await send(app, target, request, callers, sent + index);
        const leak = clean.has(body) ? undefined : leaks.find(([, pattern]) => pattern.test(body));
        if (!leak) clean.add(body);
        if (status >= 500 || leak) {
          failures.push({
            target: name,
            caller: callers[request.caller]?.name ?? '?',
            kind: request.kind,
            url: request.url.slice(0, 200),
            status,
            problem:
              status >= 500
                ? `${status}: ${body.slice(0, 200)}`
                : `leaks ${leak?.[0]}: ${body.slice(0, 300)}`,
            payload: String(request.payload ?? '').slice(0, 200),
            headers: JSON.stringify(request.headers).slice(0, 200),
          });
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    sent += inputs.length;
  }
  return { failures, sent };
}

/**
 * One part of the suite, in a test file of its own so that Vitest runs the parts side by side: every
 * target whose URL pattern `include` accepts, against one app with every kind of caller.
 */
export function describeFuzzPart(description: string, include: (pattern: string) => boolean): void {
  describe(`fuzz: ${description}`, () => {
    let t: TestApp;
    let callers: FuzzCaller[];
    beforeAll(async () => {
      t = await createTestApp();
      callers = await fuzzCallers(t);
    }, 60_000);
    afterAll(async () => {
      await t.app.close();
    });

    it('never answers 5xx or leaks internals, whatever is sent, by whoever', async () => {
      const targets = fuzzTargets(t.app, include);
      expect(targets.length).toBeGreaterThan(0);
      const { failures, sent } = await fuzzTargetsOf(t.app, targets, callers);
      expect(sent).toBeGreaterThanOrEqual(targets.length * runsPerTarget);
      expect(failures.slice(0, 20), `seed ${fuzzSeed}: ${failures.length} failures`).toEqual([]);
    }, 300_000);
  });
}
