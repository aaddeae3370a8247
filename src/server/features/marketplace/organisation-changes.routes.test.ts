import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminOrganisation,
  type MyOrganisationResponse,
  organisationMessages,
} from '../../../shared/marketplace/organisation.schemas';
import { organisations, securityEvents } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import {
  employerWithOrganisation,
  searchAs,
  signedInAs,
  testOdsCode,
} from '../../test/marketplace.test-utils';
import { candidateWithClient, inbox, offer, opportunitiesApp } from './opportunities.test-utils';

/*
 * A verified organisation's change of identity (name, type, ODS code, address, postcode, website) is
 * held for our team's review: candidates keep seeing the verified identity, the change is audited and
 * the team told; an admin approves or rejects it and the organisation's members are told.
 */

let t: TestApp;
beforeAll(async () => {
  t = await opportunitiesApp();
});
afterAll(async () => {
  await t.app.close();
});

type Employer = Awaited<ReturnType<typeof employerWithOrganisation>>;

/** The owner's form, as the organisation now is, with `overrides`. */
function formOf(organisation: Employer['organisation'], overrides: Record<string, unknown> = {}) {
  return {
    name: organisation.name,
    type: organisation.type,
    odsCode: organisation.odsCode,
    addressLine: organisation.addressLine,
    postcode: organisation.postcode,
    contactName: organisation.contactName,
    jobTitle: organisation.jobTitle,
    phone: organisation.phone,
    website: organisation.website,
    ...overrides,
  };
}
const mine = (response: { json: () => unknown }) => response.json() as MyOrganisationResponse;
const asAdmin = (response: { json: () => unknown }) => response.json() as AdminOrganisation;

async function eventsAbout(organisationId: string) {
  const rows = await t.database.db
    .select({
      eventType: securityEvents.eventType,
      userId: securityEvents.userId,
      details: securityEvents.details,
    })
    .from(securityEvents);
  return rows.filter((row) => (row.details as { organisationId?: string }).organisationId === organisationId);
}

async function heldQueue(admin: Awaited<ReturnType<typeof signedInAs>>) {
  const response = await admin.client.get('/api/admin/organisations?changes=held');
  expect(response.statusCode).toBe(200);
  return (response.json() as { organisations: AdminOrganisation[] }).organisations;
}

describe('a verified organisation changes who it is', () => {
  it('holds the new name, type, ODS code, postcode and website for review; candidates keep the verified identity', async () => {
    const admin = await signedInAs(t, { role: 'admin', name: 'Ada Admin' });
    const employer = await employerWithOrganisation(t, { name: 'Kirkstall PCN' });
    const candidate = await candidateWithClient(t);
    // The only candidate of this file's app: the one the search finds.
    const [found] = (await searchAs(employer, {})).results;
    const sent = await employer.client.post('/api/employer/opportunities', offer(found?.reference ?? ''));
    expect(sent.statusCode, sent.body).toBe(201);

    const newOds = testOdsCode();
    const edit = await employer.client.put(
      '/api/employer/organisation',
      formOf(employer.organisation, {
        name: 'NHS England Recruitment',
        type: 'nhs_trust',
        odsCode: newOds,
        postcode: 'M1 1AE',
        website: 'https://impostor.example',
        phone: '0113 496 0999',
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const seen = mine(edit).organisation;
    // The verified identity stays, and verified; the contact phone changes at once.
    expect(seen).toMatchObject({
      name: 'Kirkstall PCN',
      type: 'pcn',
      odsCode: employer.organisation.odsCode,
      postcode: employer.organisation.postcode,
      website: null,
      phone: '0113 496 0999',
      status: 'verified',
      pendingChange: {
        identity: {
          name: 'NHS England Recruitment',
          type: 'nhs_trust',
          odsCode: newOds,
          addressLine: employer.organisation.addressLine,
          postcode: 'M1 1AE',
          website: 'https://impostor.example',
        },
        requestedAt: expect.any(String),
      },
    });
    // Candidates see the verified name, as before.
    const [received] = await inbox(candidate.client);
    expect(received?.organisationName).toBe('Kirkstall PCN');
    expect(JSON.stringify(await inbox(candidate.client))).not.toContain('NHS England Recruitment');
    // Its team keeps searching meanwhile.
    expect((await searchAs(employer, {})).results).toHaveLength(1);

    // Audited, with what changed.
    expect(await eventsAbout(employer.organisation.id)).toContainEqual({
      eventType: 'organisation_change_requested',
      userId: employer.account.userId,
      details: expect.objectContaining({
        changes: expect.objectContaining({
          name: { from: 'Kirkstall PCN', to: 'NHS England Recruitment' },
          odsCode: { from: employer.organisation.odsCode, to: newOds },
          website: { from: null, to: 'https://impostor.example' },
        }),
      }),
    });
    // The team is told, in the app and by e-mail.
    const bell = (await admin.client.get('/api/notifications')).json() as {
      notifications: { title: string; body: string; link: string | null }[];
    };
    expect(bell.notifications).toContainEqual(
      expect.objectContaining({
        title: 'Kirkstall PCN asks to change its details',
        link: '/arrsplace/admin/organisations',
      }),
    );
    expect(bell.notifications[0]?.body).toContain('name, type, ODS code, postcode, website');
    const teamMail = (await listOutbox(t.database.db)).filter(
      (mail) => mail.toAddress === admin.account.email,
    );
    expect(teamMail.map((mail) => mail.subject).join('\n')).toContain(
      'Kirkstall PCN asks to change its details',
    );

    // The admin queue shows the organisation with its held change (old and new).
    const held = (await heldQueue(admin)).find((row) => row.id === employer.organisation.id);
    expect(held).toMatchObject({
      name: 'Kirkstall PCN',
      pendingChange: { identity: { name: 'NHS England Recruitment' } },
    });

    // Approved: the new identity is the organisation's; members are told; audited.
    const requestedAt = seen?.pendingChange?.requestedAt;
    const approved = await admin.client.post(
      `/api/admin/organisations/${employer.organisation.id}/changes/approve`,
      {
        requestedAt,
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(asAdmin(approved)).toMatchObject({
      name: 'NHS England Recruitment',
      odsCode: newOds,
      postcode: 'M1 1AE',
      status: 'verified',
      pendingChange: null,
    });
    const [row] = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, employer.organisation.id));
    expect(row?.latitude).toBeCloseTo(53.48, 1);
    expect((await inbox(candidate.client))[0]?.organisationName).toBe('NHS England Recruitment');
    const employerBell = (await employer.client.get('/api/notifications')).json() as {
      notifications: { title: string }[];
    };
    expect(employerBell.notifications.map((n) => n.title)).toContain(
      'Your organisation’s new details are approved',
    );
    expect(await eventsAbout(employer.organisation.id)).toContainEqual(
      expect.objectContaining({ eventType: 'organisation_change_approved', userId: admin.account.userId }),
    );
    expect((await heldQueue(admin)).map((o) => o.id)).not.toContain(employer.organisation.id);
  });

  it('a rejected change leaves the verified identity, with the reason told to the members and audited', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const employer = await employerWithOrganisation(t, { name: 'Meanwood PCN' });
    const edit = await employer.client.put(
      '/api/employer/organisation',
      formOf(employer.organisation, { addressLine: '99 Elsewhere Road, Leeds' }),
    );
    const requestedAt = mine(edit).organisation?.pendingChange?.requestedAt;
    expect(requestedAt).toBeDefined();

    const noReason = await admin.client.post(
      `/api/admin/organisations/${employer.organisation.id}/changes/reject`,
      {
        requestedAt,
        reason: ' ',
      },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(organisationMessages.reasonRequired);
    const rejected = await admin.client.post(
      `/api/admin/organisations/${employer.organisation.id}/changes/reject`,
      {
        requestedAt,
        reason: 'This address is not the practice’s.',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(asAdmin(rejected)).toMatchObject({
      addressLine: employer.organisation.addressLine,
      pendingChange: null,
    });
    const seen = mine(await employer.client.get('/api/employer/organisation')).organisation;
    expect(seen).toMatchObject({
      addressLine: employer.organisation.addressLine,
      pendingChange: null,
      status: 'verified',
    });
    const bell = (await employer.client.get('/api/notifications')).json() as {
      notifications: { title: string; body: string }[];
    };
    expect(bell.notifications[0]).toMatchObject({
      title: 'Your organisation’s new details were not approved',
      body: expect.stringContaining('This address is not the practice’s.'),
    });
    expect(await eventsAbout(employer.organisation.id)).toContainEqual(
      expect.objectContaining({
        eventType: 'organisation_change_rejected',
        details: expect.objectContaining({ reason: 'This address is not the practice’s.' }),
      }),
    );
    // Nothing left to decide.
    const again = await admin.client.post(
      `/api/admin/organisations/${employer.organisation.id}/changes/approve`,
      {
        requestedAt,
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(organisationMessages.changeNotFound);
  });

  it('an admin approves only the request they reviewed: a newer one must be reviewed anew', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const employer = await employerWithOrganisation(t);
    const first = mine(
      await employer.client.put(
        '/api/employer/organisation',
        formOf(employer.organisation, { name: 'Harmless Name PCN' }),
      ),
    ).organisation?.pendingChange;
    // The app's clock stays put: the request the admin reviewed is dated a minute earlier.
    const stale = new Date(Date.parse(first?.requestedAt ?? '') - 60_000);
    await t.database.db
      .update(organisations)
      .set({ pendingChangeAt: stale })
      .where(eq(organisations.id, employer.organisation.id));
    const second = mine(
      await employer.client.put(
        '/api/employer/organisation',
        formOf(employer.organisation, { name: 'Another Name PCN' }),
      ),
    ).organisation?.pendingChange;
    expect(second?.identity.name).toBe('Another Name PCN');
    expect(second?.requestedAt).not.toBe(stale.toISOString());
    const refused = await admin.client.post(
      `/api/admin/organisations/${employer.organisation.id}/changes/approve`,
      {
        requestedAt: stale.toISOString(),
      },
    );
    expect(refused.statusCode).toBe(409);
    const seen = mine(await employer.client.get('/api/employer/organisation')).organisation;
    expect(seen?.name).toBe(employer.organisation.name);
  });

  it('contact details change at once; saving the same proposal again does not tell the team twice; going back withdraws it', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const employer = await employerWithOrganisation(t);
    const contactOnly = await employer.client.put(
      '/api/employer/organisation',
      formOf(employer.organisation, { contactName: 'Sam Newcontact', jobTitle: 'Practice manager' }),
    );
    expect(mine(contactOnly).organisation).toMatchObject({
      contactName: 'Sam Newcontact',
      jobTitle: 'Practice manager',
      pendingChange: null,
    });
    expect((await eventsAbout(employer.organisation.id)).map((event) => event.eventType)).not.toContain(
      'organisation_change_requested',
    );

    const proposal = formOf(employer.organisation, { name: 'Renamed Once PCN' });
    await employer.client.put('/api/employer/organisation', proposal);
    await employer.client.put('/api/employer/organisation', { ...proposal, phone: '0113 496 0555' });
    const requests = (await eventsAbout(employer.organisation.id)).filter(
      (event) => event.eventType === 'organisation_change_requested',
    );
    expect(requests).toHaveLength(1);
    const bell = (await admin.client.get('/api/notifications')).json() as {
      notifications: { body: string }[];
    };
    expect(bell.notifications.filter((n) => n.body.includes(employer.organisation.odsCode))).toHaveLength(1);

    const back = await employer.client.put('/api/employer/organisation', formOf(employer.organisation));
    expect(mine(back).organisation?.pendingChange).toBeNull();
    expect((await eventsAbout(employer.organisation.id)).map((event) => event.eventType)).toContain(
      'organisation_change_withdrawn',
    );
  });

  it('refuses a new ODS code another live organisation holds, when proposed and when approved', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const employer = await employerWithOrganisation(t);
    const other = await employerWithOrganisation(t);
    const taken = await employer.client.put(
      '/api/employer/organisation',
      formOf(employer.organisation, { odsCode: other.organisation.odsCode }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(organisationMessages.odsCodeTaken);

    const free = testOdsCode();
    const held = mine(
      await employer.client.put(
        '/api/employer/organisation',
        formOf(employer.organisation, { odsCode: free }),
      ),
    ).organisation?.pendingChange;
    // Meanwhile another organisation registers with that code.
    const late = await signedInAs(t, { role: 'employer' });
    const registered = await late.client.post(
      '/api/employer/organisation',
      formOf(employer.organisation, { odsCode: free, name: 'Late Registrant PCN' }),
    );
    expect(registered.statusCode).toBe(201);
    const approve = await admin.client.post(
      `/api/admin/organisations/${employer.organisation.id}/changes/approve`,
      {
        requestedAt: held?.requestedAt,
      },
    );
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error.code).toBe('ODS_CODE_TAKEN');
  });

  it('the change routes are for admins, and answer 400 for a malformed request and 404 for an unknown organisation', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const employer = await employerWithOrganisation(t);
    const path = `/api/admin/organisations/${employer.organisation.id}/changes/approve`;
    const requestedAt = new Date().toISOString();
    expect((await employer.client.post(path, { requestedAt })).statusCode).toBe(403);
    expect((await admin.client.post(path, { requestedAt: 'yesterday' })).statusCode).toBe(400);
    expect((await admin.client.post(path, {})).statusCode).toBe(400);
    expect((await admin.client.post(path, { requestedAt })).statusCode).toBe(409);
    const unknown = await admin.client.post(
      '/api/admin/organisations/00000000-0000-4000-8000-000000000000/changes/reject',
      { requestedAt, reason: 'No' },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
