import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerOpportunity } from '../../shared/marketplace/opportunity.schemas';
import { accessProblem } from '../auth/access-policy';
import { candidateDocuments, candidateProfiles } from '../db/schema';
import { samplePost } from '../features/community/community.test-utils';
import { pastEarlyAccess } from '../features/marketplace/vacancies.test-utils';
import { openEventStream } from '../realtime/event-stream.test-utils';
import { createFilesRepository } from '../storage/files.repository';
import { buildAccount, signedInClient, type TestClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import {
  buildCandidate,
  employerWithOrganisation,
  referenceFor,
  signedInAs,
  testAddress,
} from '../test/marketplace.test-utils';
import { multipart } from '../test/multipart.test-utils';
import { markersIn, mp4WithMetadata } from '../test/video-fixtures.test-utils';
import { readZip } from '../test/zip.test-utils';
import { employerProbes, offer } from './employer-probes.test-utils';

/*
 * The privacy proof of the employer area. A verified employer calls EVERY API route an employer may call —
 * the list comes from the app's own route table, so a new route fails this test until it has probes
 * here — and every byte of every answer (body and headers) is searched for any identifying detail of
 * a candidate for whom this organisation holds no live approval: name, e-mail, phone, full postcode,
 * account id, and the ids of their photo, video and CV files. Candidates are seeded in every state.
 */

let t: TestApp;
let employer: Awaited<ReturnType<typeof employerWithOrganisation>>;
let other: Awaited<ReturnType<typeof employerWithOrganisation>>;

interface Seeded {
  state: string;
  reference: string;
  userId: string;
  tokens: string[];
  client: TestClient;
}
const seeded: Seeded[] = [];
/** Opportunities of the employer's organisation, by the state their candidate is in. */
const ours = new Map<string, EmployerOpportunity>();
/** This organisation's reference for the candidate whose video was filmed with metadata in it. */
let filmedReference = '';
/** Community posts by active job seekers (names are public in the forum; the job hunting is not). */
const seekerPostIds: string[] = [];
/** The organisation's vacancy, open on the public board, and the other organisation's. */
const vacancyIds: string[] = [];
/** Applications to either organisation's vacancy, by the state their candidate is in. */
const applicationIds: string[] = [];

let serial = 0;
/** A candidate in LS1 with a photo, a video and a CV, and identity values found nowhere else. */
async function seedCandidate(state: string, options: Parameters<typeof buildCandidate>[1] = {}) {
  serial += 1;
  const tag = `${state.replace(/[^a-z]/gi, '')}${serial}`;
  const name = `Privacy${tag} Person${tag}`;
  const email = `privacy.${tag.toLowerCase()}@example.test`;
  const postcode = `LS1 ${serial}AB`;
  const candidate = await buildCandidate(t.database.db, {
    name,
    email,
    postcode,
    workRadiusKm: 50,
    ...options,
  });
  const phone = `07700 9${String(10000 + serial).slice(-5)}`;
  const { createCandidatesRepository } = await import('../features/candidates/candidates.repository');
  await createCandidatesRepository({ db: t.database.db }).saveProfile(
    candidate.userId,
    {},
    { mobilePhone: phone },
    new Date(),
  );
  const fileIds: string[] = [];
  for (const kind of ['photo', 'video', 'document'] as const) {
    const storageKey = randomUUID();
    await t.app.storage.write(storageKey, Readable.from([Buffer.from(`${kind} of ${tag}`)]));
    const id = await createFilesRepository({ db: t.database.db }).insert({
      userId: candidate.userId,
      kind,
      contentType: kind === 'photo' ? 'image/jpeg' : kind === 'video' ? 'video/mp4' : 'application/pdf',
      sizeBytes: `${kind} of ${tag}`.length,
      storageKey,
      fileName: `${kind}.bin`,
    });
    fileIds.push(id, storageKey);
    if (kind === 'photo') await setProfileFile(candidate.userId, { photoFileId: id });
    if (kind === 'video')
      await setProfileFile(candidate.userId, { videoFileId: id, videoVisibleToEmployers: true });
    if (kind === 'document')
      await t.database.db
        .insert(candidateDocuments)
        .values({ userId: candidate.userId, documentType: 'cv', fileId: id });
  }
  const { client } = await signedInClient(t.app, candidate, false, testAddress());
  // Every candidate shares their CV with employers: only an approval decides who gets it.
  await client.put('/api/account/consents', { consentType: 'cv_sharing_consent', given: true });
  const digits = phone.replace(/\s/g, '');
  // Each organisation knows the candidate by its own reference: the other organisation's, and the
  // candidate's internal one, must never reach this employer.
  const [internal] = await t.database.db
    .select({ reference: candidateProfiles.reference })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidate.userId));
  const entry: Seeded = {
    state,
    reference: await referenceFor(t, employer, candidate),
    userId: candidate.userId,
    tokens: [
      name,
      `Privacy${tag}`,
      `Person${tag}`,
      email,
      phone,
      digits,
      digits.slice(1),
      postcode,
      postcode.replace(' ', ''),
      candidate.userId,
      internal?.reference ?? 'internal reference missing',
      await referenceFor(t, other, candidate),
      ...fileIds,
    ],
    client,
  };
  seeded.push(entry);
  return entry;
}

async function setProfileFile(userId: string, values: Partial<typeof candidateProfiles.$inferInsert>) {
  await t.database.db.update(candidateProfiles).set(values).where(eq(candidateProfiles.userId, userId));
}

async function send(from: typeof employer, candidate: Seeded) {
  const response = await from.client.post(
    '/api/employer/opportunities',
    offer(await referenceFor(t, from, candidate)),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as EmployerOpportunity;
}

beforeAll(async () => {
  t = await createTestApp();
  employer = await employerWithOrganisation(t, { postcode: 'LS6 2AA', name: 'Proof PCN' });
  other = await employerWithOrganisation(t, { postcode: 'LS6 2AA', name: 'Elsewhere PCN' });

  await seedCandidate('no consent', { recruitmentConsent: false });
  await seedCandidate('community tier', { tier: 'community' });
  const hidden = await seedCandidate('hidden from this organisation');
  await hidden.client.post('/api/candidate/hidden-organisations', { odsCode: employer.organisation.odsCode });
  const findable = await seedCandidate('findable, no opportunity');
  // Their video, which verified employers may watch before any approval, was filmed with a phone that
  // wrote where, by whom and an e-mail into the file: none of that may reach an employer.
  const video = multipart(
    {},
    { filename: 'intro.mp4', contentType: 'video/mp4', content: await mp4WithMetadata({ seconds: 2 }) },
  );
  const uploaded = await findable.client.request(
    'POST',
    '/api/candidate/video',
    video.payload,
    video.headers,
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  await setProfileFile(findable.userId, { videoVisibleToEmployers: true });
  filmedReference = findable.reference;
  const pending = await seedCandidate('sent, not answered');
  ours.set(pending.state, await send(employer, pending));
  const elsewhere = await seedCandidate('approved for another organisation');
  const theirs = await send(other, elsewhere);
  await elsewhere.client.post(`/api/candidate/opportunities/${theirs.id}/approve`);
  const declined = await seedCandidate('declined');
  ours.set(declined.state, await send(employer, declined));
  await declined.client.post(`/api/candidate/opportunities/${ours.get(declined.state)?.id}/decline`, {
    reason: 'No',
  });
  const withdrawn = await seedCandidate('withdrawn');
  ours.set(withdrawn.state, await send(employer, withdrawn));
  await withdrawn.client.post(`/api/candidate/opportunities/${ours.get(withdrawn.state)?.id}/approve`);
  await withdrawn.client.post(`/api/candidate/opportunities/${ours.get(withdrawn.state)?.id}/withdraw`);
  // Approvals that ended in every other way: the recruitment consent withdrawn (before and after a
  // placement), and the opportunity closed after an introduction.
  const admin = await signedInAs(t, { role: 'admin' });
  const move = async (state: string, status: string) => {
    const moved = await admin.client.post(`/api/admin/opportunities/${ours.get(state)?.id}/status`, {
      status,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  };
  const withdrawConsent = async (candidate: Seeded) => {
    const answer = await candidate.client.put('/api/account/consents', {
      consentType: 'recruitment_representation_consent',
      given: false,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  for (const state of ['consent withdrawn', 'placed, then consent withdrawn', 'closed after introduction']) {
    const candidate = await seedCandidate(state);
    ours.set(state, await send(employer, candidate));
    await candidate.client.post(`/api/candidate/opportunities/${ours.get(state)?.id}/approve`);
    if (state !== 'consent withdrawn') await move(state, 'introduced');
    if (state === 'placed, then consent withdrawn') await move(state, 'placed');
    if (state === 'closed after introduction') await move(state, 'closed');
    else await withdrawConsent(candidate);
  }
  // An open vacancy of each organisation: their pages, applicants and the public board are probed too.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (const organisation of [employer, other]) {
    const vacancy = await organisation.client.post('/api/employer/vacancies', {
      status: 'open',
      vacancy: {
        role: 'clinical-pharmacist',
        title: 'Clinical Pharmacist',
        employmentType: 'permanent',
        sessionsPerWeek: 8,
        payBasis: 'annual_salary',
        payMinPounds: 42_000,
        payMaxPounds: 48_000,
        startDate: day(60),
        closingDate: day(30),
        description: 'Join our PCN.',
      },
    });
    expect(vacancy.statusCode, vacancy.body).toBe(201);
    vacancyIds.push((vacancy.json() as { id: string }).id);
    // Past its first 48 hours, when anyone may apply.
    await pastEarlyAccess(t, (vacancy.json() as { id: string }).id, new Date());
  }
  // Applications: one to the other organisation, and ours withdrawn by the candidate or declined.
  const applyTo = async (state: string, vacancyId: string | undefined) => {
    const candidate = await seedCandidate(state);
    const answer = await candidate.client.post('/api/candidate/applications', {
      vacancyId,
      coverNote: 'Hello',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { id } = answer.json() as { id: string };
    applicationIds.push(id);
    return { candidate, id };
  };
  await applyTo('applied to another organisation', vacancyIds[1]);
  const gone = await applyTo('applied, then withdrew the application', vacancyIds[0]);
  await gone.candidate.client.post(`/api/candidate/opportunities/${gone.id}/withdraw`);
  const turnedDown = await applyTo('applied, then declined by this organisation', vacancyIds[0]);
  const declinedAnswer = await employer.client.post(`/api/employer/applications/${turnedDown.id}/decline`, {
    reason: 'Not this time',
  });
  expect(declinedAnswer.statusCode, declinedAnswer.body).toBe(200);
  await applyTo('applied to this organisation', vacancyIds[0]);

  const approved = await seedCandidate('approved for this organisation');
  ours.set(approved.state, await send(employer, approved));
  await approved.client.post(`/api/candidate/opportunities/${ours.get(approved.state)?.id}/approve`);

  // Two active job seekers post and comment in the community: one hides from this organisation.
  for (const hides of [true, false]) {
    const author = await buildAccount(t.database.db, { role: 'candidate', tier: 'active_seeker' });
    const { client } = await signedInClient(t.app, author, false, testAddress());
    if (hides)
      await client.post('/api/candidate/hidden-organisations', { odsCode: employer.organisation.odsCode });
    const created = await client.post('/api/community/posts', samplePost);
    expect(created.statusCode, created.body).toBe(201);
    const postId = (created.json() as { post: { id: string } }).post.id;
    await client.post(`/api/community/posts/${postId}/comments`, { content: 'Any advice welcome' });
    seekerPostIds.push(postId);
  }
}, 120_000);

afterAll(async () => {
  await t.app.close();
});

/** An answer as text to search: a ZIP (the data export) is searched entry by entry, unpacked. */
function readable(response: { headers: Record<string, unknown>; body: string; rawPayload: Buffer }) {
  if (response.headers['content-type'] !== 'application/zip') return response.body;
  return [...readZip(response.rawPayload).values()].map((entry) => entry.toString('utf8')).join('\n');
}
const probes = employerProbes({
  references: () => seeded.map((candidate) => candidate.reference),
  candidateUserIds: () => seeded.map((candidate) => candidate.userId),
  opportunityIds: () => [...[...ours.values()].map((opportunity) => opportunity.id), ...applicationIds],
  fileIds: () =>
    seeded.flatMap((candidate) => candidate.tokens.filter((token) => /^[0-9a-f-]{36}$/.test(token))),
  seekerPostIds: () => seekerPostIds,
  vacancyIds: () => vacancyIds,
});

/** Every route an approved employer of a verified organisation passes the access check of. */
function employerRoutes() {
  const caller = {
    role: 'employer' as const,
    isApproved: true,
    isSuspended: false,
    recruitmentConsent: false,
    twoFactorEnabled: false,
    organisationStatus: 'verified',
  };
  return t.app.apiRoutes
    .filter((route) => route.method !== 'HEAD' && accessProblem(route.access, caller) === null)
    .map((route) => `${route.method} ${route.url}`);
}

describe('privacy proof: no identifying detail reaches an employer without a live approval', () => {
  it('has probes for every route an employer can call', () => {
    const missing = employerRoutes().filter((key) => !(key in probes));
    expect(missing, 'employer routes without privacy probes: add them above').toEqual([]);
  });

  it('searches every answer of every employer route for the identity of every candidate without a live approval', async () => {
    const allowed = new Set(['approved for this organisation', 'applied to this organisation']);
    const secrets = seeded.filter((candidate) => !allowed.has(candidate.state));
    expect(secrets.length).toBe(14);
    const revealedTo = seeded.filter((candidate) => allowed.has(candidate.state));
    const leaks: string[] = [];
    let revealedHits = 0;
    let seekerPostHits = 0;
    let videoAnswers = 0;
    let calls = 0;
    for (const key of employerRoutes()) {
      for (const probe of probes[key]?.() ?? []) {
        const response = await employer.client.request(probe.method, probe.url, probe.body);
        calls += 1;
        const text = `${JSON.stringify(response.headers)}\n${readable(response)}`;
        // A file's own details (a video's location, author, e-mail), in any text encoding.
        for (const marker of markersIn(response.rawPayload))
          leaks.push(`${probe.method} ${probe.url} → file metadata: ${marker}`);
        if (probe.url === `/api/employer/candidates/${filmedReference}/video` && response.statusCode === 200)
          videoAnswers += 1;
        for (const candidate of secrets)
          for (const token of candidate.tokens)
            if (text.includes(token))
              leaks.push(`${probe.method} ${probe.url} → ${candidate.state}: ${token}`);
        for (const candidate of revealedTo)
          if (candidate.tokens.some((token) => text.includes(token))) revealedHits += 1;
        // The marketplace shows an anonymised card's tier by design; the community never shows a tier
        // to an employer (docs/product/community.md#who-sees-a-job-seeker-badge).
        if (key.includes(' /api/community/')) {
          if (seekerPostIds.some((id) => text.includes(id))) seekerPostHits += 1;
          for (const signal of ['active_seeker', 'Job Seeker'])
            if (text.includes(signal)) leaks.push(`${probe.method} ${probe.url} → ${signal}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
    // The scan does find identities where they may be shown (the approved opportunity's answers).
    expect(revealedHits).toBeGreaterThan(0);
    // The community answers did carry the job seekers' posts (list, trending, each post and its comments).
    expect(seekerPostHits).toBeGreaterThanOrEqual(6);
    // The video filmed with metadata was served (it may be watched before approval), and was searched.
    expect(videoAnswers).toBe(1);
    expect(leaks).toEqual([]);
  }, 120_000);

  it('carries nothing identifying on the employer’s event stream while candidates act', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/community/events`, {
      cookie: employer.client.jar.header(),
    });
    try {
      expect(stream.status).toBe(200);
      // A job seeker posts; a candidate approves this organisation's opportunity and withdraws it.
      const seeker = await buildAccount(t.database.db, { role: 'candidate', tier: 'active_seeker' });
      const { client } = await signedInClient(t.app, seeker, false, testAddress());
      expect((await client.post('/api/community/posts', samplePost)).statusCode).toBe(201);
      const candidate = await seedCandidate('acting while the stream is open');
      const opportunity = await send(employer, candidate);
      await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/approve`);
      await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/withdraw`);
      await stream.waitFor((event) => (event as { type?: string }).type === 'post');
      await stream.waitFor((event) => (event as { type?: string }).type === 'notification');
      const text = JSON.stringify(stream.events);
      for (const token of [...candidate.tokens, ...seeded.flatMap((entry) => entry.tokens)])
        expect(text).not.toContain(token);
      expect(text).not.toMatch(/active_seeker|Job Seeker/);
    } finally {
      stream.close();
    }
  });

  it('shows the approved candidate’s details for that opportunity, and search still shows only the anonymised card', async () => {
    const approved = seeded.find((candidate) => candidate.state === 'approved for this organisation');
    const opportunity = ours.get('approved for this organisation');
    if (!approved || !opportunity) throw new Error('seed missing');
    const detail = (
      await employer.client.get(`/api/employer/opportunities/${opportunity.id}`)
    ).json() as EmployerOpportunity;
    expect(detail.revealed?.fullName).toBe(approved.tokens[0]);
    const cv = await employer.client.get(`/api/employer/opportunities/${opportunity.id}/files/cv`);
    expect(cv.statusCode).toBe(200);
    const search = await employer.client.get('/api/employer/search?radiusKm=200');
    expect(search.body).toContain(approved.reference);
    expect(search.body).not.toContain(approved.tokens[0]);
    // The other organisation never sees them.
    const elsewhere = await other.client.get('/api/employer/opportunities');
    expect(elsewhere.body).not.toContain(approved.tokens[0]);
  });
});
