import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminOrganisation,
  type MyOrganisationResponse,
  organisationMessages,
} from '../../../shared/marketplace/organisation.schemas';
import { nameMessages } from '../../../shared/validation/names';
import { organisations, securityEvents } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { buildOrganisation, signedInAs, testOdsCode } from '../../test/marketplace.test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_NOTIFY_EMAIL: 'team@example.test' } });
});
afterAll(async () => {
  await t.app.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Headingley PCN',
  type: 'pcn',
  odsCode: ' u12 345 ',
  addressLine: '12 Otley Road, Leeds',
  postcode: 'ls6 3aa',
  contactName: 'Priya Shah',
  jobTitle: 'PCN manager',
  phone: '0113 496 0123',
  website: 'https://headingley-pcn.example.nhs.uk',
  ...overrides,
});
const mine = (response: { json: () => unknown }) => response.json() as MyOrganisationResponse;
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

async function mailsTo(address: string) {
  return (await listOutbox(t.database.db)).filter((mail) => mail.toAddress === address);
}

describe('employer registration (/arrsplace/employer/register)', () => {
  it('registers the organisation with the caller as owner, pending verification, and tells the team', async () => {
    const { client, account } = await signedInAs(t, { role: 'employer', name: 'Priya Shah' });
    expect(mine(await client.get('/api/employer/organisation'))).toMatchObject({
      organisation: null,
      membership: null,
    });

    const response = await client.post('/api/employer/organisation', form({ odsCode: ' u12 345 ' }));
    expect(response.statusCode).toBe(201);
    const body = mine(response);
    expect(body.membership).toBe('owner');
    expect(body.organisation).toMatchObject({
      name: 'Headingley PCN',
      type: 'pcn',
      odsCode: 'U12345',
      postcode: 'LS6 3AA',
      phone: '0113 496 0123',
      status: 'pending',
      statusReason: null,
    });
    expect(body.members).toEqual([
      expect.objectContaining({ userId: account.userId, role: 'owner', name: 'Priya Shah' }),
    ]);
    // The stored location is for search; it is not part of the answer.
    expect(JSON.stringify(body)).not.toMatch(/latitude|longitude/);
    const [row] = await t.database.db.select().from(organisations).where(eq(organisations.odsCode, 'U12345'));
    expect(row?.latitude).toBeCloseTo(53.82, 1);
    const [notice] = await mailsTo('team@example.test');
    expect(notice?.textBody).toContain('U12345');
  });

  it('refuses a second organisation for the same person, and a live ODS code registered by someone else', async () => {
    const { client } = await signedInAs(t, { role: 'employer' });
    const odsCode = testOdsCode();
    expect((await client.post('/api/employer/organisation', form({ odsCode }))).statusCode).toBe(201);
    const again = await client.post('/api/employer/organisation', form({ odsCode: testOdsCode() }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(organisationMessages.alreadyRegistered);

    const other = await signedInAs(t, { role: 'employer' });
    const taken = await other.client.post(
      '/api/employer/organisation',
      form({ odsCode: odsCode.toLowerCase() }),
    );
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(organisationMessages.odsCodeTaken);
  });

  it('lets a rejected registration’s ODS code be registered again by the real organisation', async () => {
    const first = await signedInAs(t, { role: 'employer' });
    const odsCode = testOdsCode();
    await buildOrganisation(t.database.db, first.account.userId, { odsCode, status: 'rejected' });
    const real = await signedInAs(t, { role: 'employer' });
    expect((await real.client.post('/api/employer/organisation', form({ odsCode }))).statusCode).toBe(201);
  });

  it('answers bad input with 400 and the form’s own messages', async () => {
    const { client } = await signedInAs(t, { role: 'employer' });
    const cases: [Record<string, unknown>, string][] = [
      [{ odsCode: 'AB' }, organisationMessages.invalidOdsCode],
      [{ odsCode: 'ABC1234' }, organisationMessages.invalidOdsCode],
      [{ odsCode: 'Y12-45' }, organisationMessages.invalidOdsCode],
      [{ name: '   ' }, organisationMessages.nameRequired],
      [{ type: 'hospital' }, organisationMessages.typeRequired],
      [{ postcode: 'LS6' }, organisationMessages.invalidPostcode],
      [{ phone: '12345' }, organisationMessages.invalidPhone],
      [{ website: 'javascript:alert(1)' }, organisationMessages.invalidWebsite],
      [{ contactName: '' }, organisationMessages.contactNameRequired],
      // Names shown to others say what they are: no direction overrides, invisible-only names or links.
      [{ name: 'Leeds PCN (\u202eNIMDA ECALP SRRA)' }, nameMessages.unsupported],
      [{ name: '\u200b\u200b\u200b' }, nameMessages.unsupported],
      [{ name: '\u2066\u2069' }, nameMessages.unsupported],
      [{ name: '12345' }, nameMessages.organisationNeedsLetter],
      [{ name: 'Leeds PCN https://evil.example' }, nameMessages.organisationWebAddress],
      [{ name: 'Claim at www.evil.example' }, nameMessages.organisationWebAddress],
      [{ name: 'evil.example jobs' }, nameMessages.organisationWebAddress],
      [{ name: 'jobs@evil.example' }, nameMessages.organisationWebAddress],
      [{ contactName: 'Pat \u202eManager' }, nameMessages.unsupported],
      [{ contactName: '\u200d\u200c' }, organisationMessages.contactNameNeedsLetter],
    ];
    for (const [overrides, message] of cases) {
      const response = await client.post(
        '/api/employer/organisation',
        form({ odsCode: testOdsCode(), ...overrides }),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.body, JSON.stringify(overrides)).toContain(message);
    }
    // A valid postcode outside the GB district data (Northern Ireland) has no location to search from.
    const unknown = await client.post(
      '/api/employer/organisation',
      form({ odsCode: testOdsCode(), postcode: 'BT1 1AA' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe(organisationMessages.postcodeUnknown);
    expect(mine(await client.get('/api/employer/organisation')).organisation).toBeNull();
  });

  it('accepts names with accents, apostrophes and hyphens, in any script', async () => {
    const { client } = await signedInAs(t, { role: 'employer' });
    const response = await client.post(
      '/api/employer/organisation',
      form({ odsCode: testOdsCode(), name: 'St. Zoë’s Health – Łódź', contactName: "Zoë O'Brien-Łukasz" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(mine(response).organisation).toMatchObject({
      name: 'St. Zoë’s Health – Łódź',
      contactName: "Zoë O'Brien-Łukasz",
    });
  });

  it('lets the owner of an unverified organisation edit it at once, audited; a new ODS code of a rejected one goes back to the queue', async () => {
    const { client, account } = await signedInAs(t, { role: 'employer' });
    const odsCode = testOdsCode();
    const organisation = await buildOrganisation(t.database.db, account.userId, { odsCode });
    const renamed = await client.put('/api/employer/organisation', form({ odsCode, name: 'Renamed PCN' }));
    expect(renamed.statusCode).toBe(200);
    expect(mine(renamed).organisation).toMatchObject({
      name: 'Renamed PCN',
      status: 'pending',
      pendingChange: null,
    });
    const events = await t.database.db
      .select({ eventType: securityEvents.eventType, details: securityEvents.details })
      .from(securityEvents)
      .where(eq(securityEvents.userId, account.userId));
    expect(events).toContainEqual({
      eventType: 'organisation_details_changed',
      details: expect.objectContaining({
        organisationId: organisation.id,
        changes: expect.objectContaining({ name: { from: organisation.name, to: 'Renamed PCN' } }),
      }),
    });

    await t.database.db
      .update(organisations)
      .set({ status: 'rejected', statusReason: 'Wrong code' })
      .where(eq(organisations.id, organisation.id));
    const recoded = await client.put('/api/employer/organisation', form({ odsCode: testOdsCode() }));
    expect(mine(recoded).organisation).toMatchObject({ status: 'pending', statusReason: null });
  });

  it('refuses candidates, and an employer without an organisation cannot edit one', async () => {
    const candidate = await signedInAs(t, { role: 'candidate' });
    expect((await candidate.client.post('/api/employer/organisation', form())).statusCode).toBe(403);
    const employer = await signedInAs(t, { role: 'employer' });
    const edit = await employer.client.put('/api/employer/organisation', form({ odsCode: testOdsCode() }));
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit).message).toBe(organisationMessages.noOrganisation);
  });
});

describe('colleagues (several users of one organisation)', () => {
  it('the owner invites by e-mail; the invitee joins with the link’s token as a member', async () => {
    const owner = await signedInAs(t, { role: 'employer', name: 'Olu Owner' });
    const organisation = await buildOrganisation(t.database.db, owner.account.userId, {
      name: 'Chapel Allerton PCN',
      status: 'verified',
    });
    const invited = await owner.client.post('/api/employer/organisation/invites', {
      email: ' Colleague.One@Example.test ',
    });
    expect(invited.statusCode).toBe(200);
    expect(mine(invited).invites).toEqual([expect.objectContaining({ email: 'colleague.one@example.test' })]);

    const [mail] = await mailsTo('colleague.one@example.test');
    expect(mail?.subject).toBe('Olu Owner invited you to join Chapel Allerton PCN on ARRS Place');
    const token = /invite=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
    expect(token).toBeDefined();

    const colleague = await signedInAs(t, {
      role: 'employer',
      email: 'colleague.one@example.test',
    });
    expect(mine(await colleague.client.get('/api/employer/organisation')).pendingInvite).toEqual({
      organisationName: 'Chapel Allerton PCN',
    });
    const joined = await colleague.client.post('/api/employer/organisation/invites/accept', { token });
    expect(joined.statusCode).toBe(200);
    expect(mine(joined)).toMatchObject({ membership: 'member', organisation: { id: organisation.id } });
    expect(mine(joined).members.map((member) => member.role)).toEqual(['owner', 'member']);
    // Used once.
    const again = await colleague.client.post('/api/employer/organisation/invites/accept', { token });
    expect(again.statusCode).toBe(409);

    // Members cannot invite or edit; only the owner can.
    const refused = await colleague.client.post('/api/employer/organisation/invites', {
      email: 'x@example.test',
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(organisationMessages.ownerOnly);
    expect(
      (await owner.client.post('/api/employer/organisation/invites', { email: 'colleague.one@example.test' }))
        .statusCode,
    ).toBe(409);
  });

  it('an invitation cannot be used from another address, and a verified address joins without the token', async () => {
    const owner = await signedInAs(t, { role: 'employer' });
    await buildOrganisation(t.database.db, owner.account.userId, { status: 'verified' });
    await owner.client.post('/api/employer/organisation/invites', { email: 'colleague.two@example.test' });
    const [mail] = await mailsTo('colleague.two@example.test');
    const token = /invite=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];

    const stranger = await signedInAs(t, { role: 'employer', email: 'stranger@example.test' });
    const wrong = await stranger.client.post('/api/employer/organisation/invites/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong).message).toBe(organisationMessages.inviteWrongEmail);

    const colleague = await signedInAs(t, {
      role: 'employer',
      email: 'colleague.two@example.test',
      verified: true,
    });
    const joined = await colleague.client.post('/api/employer/organisation/invites/accept', {});
    expect(mine(joined).membership).toBe('member');

    // The owner removes the member; the member is back to having no organisation.
    const removed = await owner.client.delete(
      `/api/employer/organisation/members/${colleague.account.userId}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(mine(await colleague.client.get('/api/employer/organisation')).organisation).toBeNull();
  });

  it('when the owner erases their account, the longest-standing member becomes the owner', async () => {
    const owner = await signedInAs(t, { role: 'employer' });
    await buildOrganisation(t.database.db, owner.account.userId, { status: 'verified' });
    await owner.client.post('/api/employer/organisation/invites', { email: 'successor@example.test' });
    const successor = await signedInAs(t, { role: 'employer', email: 'successor@example.test' });
    await successor.client.post('/api/employer/organisation/invites/accept', {});
    const erased = await owner.client.delete('/api/account', { confirmation: 'DELETE' });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(mine(await successor.client.get('/api/employer/organisation')).membership).toBe('owner');
  });

  it('only a verified organisation sends invitations: no platform e-mail in an unchecked name', async () => {
    const owner = await signedInAs(t, { role: 'employer' });
    const organisation = await buildOrganisation(t.database.db, owner.account.userId);
    for (const status of ['pending', 'rejected', 'revoked'] as const) {
      await t.database.db.update(organisations).set({ status }).where(eq(organisations.id, organisation.id));
      const refused = await owner.client.post('/api/employer/organisation/invites', {
        email: 'unverified.invitee@example.test',
      });
      expect(refused.statusCode, status).toBe(403);
      expect(errorOf(refused)).toEqual({
        code: 'ORGANISATION_NOT_VERIFIED',
        message: 'Your organisation must be verified before you can invite colleagues.',
      });
    }
    expect(await mailsTo('unverified.invitee@example.test')).toEqual([]);
    expect(mine(await owner.client.get('/api/employer/organisation')).invites).toEqual([]);

    await t.database.db
      .update(organisations)
      .set({ status: 'verified' })
      .where(eq(organisations.id, organisation.id));
    const sent = await owner.client.post('/api/employer/organisation/invites', {
      email: 'unverified.invitee@example.test',
    });
    expect(sent.statusCode).toBe(200);
    expect(await mailsTo('unverified.invitee@example.test')).toHaveLength(1);
  });

  it('the owner can cancel an invitation, after which it no longer works', async () => {
    const owner = await signedInAs(t, { role: 'employer' });
    await buildOrganisation(t.database.db, owner.account.userId, { status: 'verified' });
    const invite = mine(
      await owner.client.post('/api/employer/organisation/invites', { email: 'gone@example.test' }),
    ).invites[0];
    const cancelled = await owner.client.delete(`/api/employer/organisation/invites/${invite?.id}`);
    expect(mine(cancelled).invites).toEqual([]);
    const invitee = await signedInAs(t, { role: 'employer', email: 'gone@example.test' });
    expect((await invitee.client.post('/api/employer/organisation/invites/accept', {})).statusCode).toBe(404);
  });
});

describe('admin verification queue', () => {
  it('lists pending organisations with their details; verify, reject with a reason, revoke; members are told', async () => {
    const admin = await signedInAs(t, { role: 'master_admin' });
    const owner = await signedInAs(t, {
      role: 'employer',
      email: 'owner.verify@example.test',
      name: 'Vera Owner',
    });
    const organisation = await buildOrganisation(t.database.db, owner.account.userId, {
      name: 'Verify Me PCN',
    });

    const queue = await admin.client.get('/api/admin/organisations?status=pending');
    expect(queue.statusCode).toBe(200);
    const listed = (queue.json() as { organisations: AdminOrganisation[] }).organisations.find(
      (row) => row.id === organisation.id,
    );
    expect(listed).toMatchObject({
      name: 'Verify Me PCN',
      odsCode: organisation.odsCode,
      ownerName: 'Vera Owner',
      ownerEmail: 'owner.verify@example.test',
      memberCount: 1,
    });

    const verified = await admin.client.post(`/api/admin/organisations/${organisation.id}/verify`);
    expect(verified.statusCode).toBe(200);
    expect((verified.json() as AdminOrganisation).status).toBe('verified');
    expect(mine(await owner.client.get('/api/employer/organisation')).organisation?.status).toBe('verified');
    expect((await mailsTo('owner.verify@example.test')).map((mail) => mail.subject)).toContain(
      'Your organisation is verified',
    );
    // Only from the right state.
    expect((await admin.client.post(`/api/admin/organisations/${organisation.id}/verify`)).statusCode).toBe(
      409,
    );

    const noReason = await admin.client.post(`/api/admin/organisations/${organisation.id}/revoke`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(organisationMessages.reasonRequired);
    const revoked = await admin.client.post(`/api/admin/organisations/${organisation.id}/revoke`, {
      reason: 'The practice closed',
    });
    expect((revoked.json() as AdminOrganisation).status).toBe('revoked');
    const seen = mine(await owner.client.get('/api/employer/organisation')).organisation;
    expect(seen).toMatchObject({ status: 'revoked', statusReason: 'The practice closed' });
    const events = await t.database.db
      .select({ eventType: securityEvents.eventType })
      .from(securityEvents)
      .where(eq(securityEvents.userId, admin.account.userId));
    expect(events.map((event) => event.eventType)).toEqual(
      expect.arrayContaining(['organisation_verified', 'organisation_revoked']),
    );
  });

  it('rejects with a reason shown to the organisation, and 404s an unknown organisation', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const owner = await signedInAs(t, { role: 'employer' });
    const organisation = await buildOrganisation(t.database.db, owner.account.userId);
    const rejected = await admin.client.post(`/api/admin/organisations/${organisation.id}/reject`, {
      reason: 'The ODS code belongs to another practice',
    });
    expect(rejected.statusCode).toBe(200);
    expect(mine(await owner.client.get('/api/employer/organisation')).organisation).toMatchObject({
      status: 'rejected',
      statusReason: 'The ODS code belongs to another practice',
    });
    const missing = await admin.client.post(
      '/api/admin/organisations/00000000-0000-4000-8000-000000000000/verify',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const employer = await signedInAs(t, { role: 'employer' });
    expect((await employer.client.get('/api/admin/organisations')).statusCode).toBe(403);
  });
});
