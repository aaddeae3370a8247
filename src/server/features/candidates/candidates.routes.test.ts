import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateProfileResponse } from '../../../shared/candidates/profile.schemas';
import { buildAccount, signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

let t: TestApp;
let address = 1;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-20T09:00:00Z') });
});
afterAll(async () => {
  await t.app.close();
});

async function candidate(options: Parameters<typeof buildAccount>[1] = {}) {
  const account = await buildAccount(t.database.db, { role: 'candidate', ...options });
  const { client } = await signedInClient(t.app, account, false, `10.12.0.${address++}`);
  return { client, account };
}

const registration = {
  arrsRole: 'clinical-pharmacist',
  rolesOfInterest: ['paramedic', 'paramedic', 'social-prescriber'],
  profileTier: 'active_seeker',
  availableFrom: '2027-01-04',
  workRadiusKm: 25,
  homePostcode: 'ls1 4ap',
};

async function registered() {
  const member = await candidate();
  const response = await member.client.put('/api/candidate/registration', registration);
  expect(response.statusCode).toBe(200);
  return member;
}

const body = (response: { json: () => unknown }) => response.json() as CandidateProfileResponse;

describe('candidate registration step', () => {
  it('starts unregistered, and registration saves role, interests, tier, availability, radius and postcode', async () => {
    const { client } = await candidate({ name: 'Amira Khan' });
    const before = body(await client.get('/api/candidate/profile'));
    expect(before.profile).toMatchObject({ fullName: 'Amira Khan', registrationComplete: false });

    const response = await client.put('/api/candidate/registration', registration);
    expect(response.statusCode).toBe(200);
    expect(body(response).profile).toMatchObject({
      registrationComplete: true,
      arrsRole: 'clinical-pharmacist',
      rolesOfInterest: ['paramedic', 'social-prescriber'],
      profileTier: 'active_seeker',
      availableFrom: '2027-01-04',
      workRadiusKm: 25,
      homePostcode: 'LS1 4AP',
    });
    // ARRS role (8) + available from (7) + radius (15) + location (15) of 121.
    expect(body(response).completion.percentage).toBe(Math.round((45 / 121) * 100));
    // 37 %: the first benefit, and what the next needs.
    expect(body(response).benefits).toEqual({
      unlocked: ['Basic profile visibility'],
      summary: 'Unlocked: Basic profile visibility.',
      next: 'Add 3 % more to unlock Enhanced search ranking',
    });
    expect(body(response).completion.findableByEmployers).toBe(true);
  });

  it('refuses an unknown role, a bad postcode and a radius of 0 with the form messages', async () => {
    const { client } = await candidate();
    const cases = [
      [{ arrsRole: 'astronaut' }, 'Please choose your ARRS role'],
      [{ homePostcode: 'NOT A CODE' }, 'Please enter a valid UK postcode'],
      [{ workRadiusKm: 0 }, 'Work radius must be between 1 and 500 km'],
      [{ profileTier: 'gold' }, undefined],
    ] as const;
    for (const [change, message] of cases) {
      const response = await client.put('/api/candidate/registration', { ...registration, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      if (message) expect(response.body).toContain(message);
    }
    expect(body(await client.get('/api/candidate/profile')).profile.registrationComplete).toBe(false);
  });

  it('needs registration before the profile can be edited', async () => {
    const { client } = await candidate();
    const response = await client.patch('/api/candidate/profile', { strapline: 'Pharmacist in Leeds' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('REGISTRATION_REQUIRED');
    const skill = await client.post('/api/candidate/skills', { name: 'Medication reviews' });
    expect(skill.statusCode).toBe(409);
  });
});

describe('candidate profile editor', () => {
  it('saves every field, formats the mobile number and scores the profile', async () => {
    const { client } = await registered();
    const response = await client.patch('/api/candidate/profile', {
      strapline: '  Independent prescriber, 6 years in PCNs  ',
      experienceBand: '6_10',
      employmentTypes: ['permanent', 'locum', 'permanent'],
      contactEmail: ' Amira@Example.TEST ',
      mobilePhone: '+447700900123',
    });
    expect(response.statusCode).toBe(200);
    const { profile, completion } = body(response);
    expect(profile).toMatchObject({
      strapline: 'Independent prescriber, 6 years in PCNs',
      experienceBand: '6_10',
      employmentTypes: ['permanent', 'locum'],
      contactEmail: 'amira@example.test',
      mobilePhone: '+44 7700 900123',
    });
    // + strapline 8, experience 8, employment 7, contact 8.
    expect(completion.percentage).toBe(Math.round(((45 + 31) / 121) * 100));
  });

  it('refuses a landline as the mobile, a bad e-mail and unknown fields', async () => {
    const { client } = await registered();
    const landline = await client.patch('/api/candidate/profile', { mobilePhone: '0113 496 0000' });
    expect(landline.statusCode).toBe(400);
    expect(landline.body).toContain('Please enter a valid UK mobile number');
    const email = await client.patch('/api/candidate/profile', { contactEmail: 'not-an-address' });
    expect(email.body).toContain('Please enter a valid email address');
    const extra = await client.patch('/api/candidate/profile', { profileTier: 'active_seeker' });
    expect(extra.statusCode).toBe(400);
    const approval = await client.patch('/api/candidate/profile', { isApproved: true });
    expect(approval.statusCode).toBe(400);
  });

  it('saves the sessions a week wanted (1 to 10, optional), reads them back and refuses 0, 11 and 2.5', async () => {
    const { client } = await registered();
    expect(body(await client.get('/api/candidate/profile')).profile.sessionsPerWeek).toBeNull();
    const saved = await client.patch('/api/candidate/profile', { sessionsPerWeek: 8 });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).profile.sessionsPerWeek).toBe(8);
    expect(body(await client.get('/api/candidate/profile')).profile.sessionsPerWeek).toBe(8);
    for (const sessionsPerWeek of [0, 11, 2.5, '4']) {
      const refused = await client.patch('/api/candidate/profile', { sessionsPerWeek });
      expect(refused.statusCode, String(sessionsPerWeek)).toBe(400);
      expect(refused.body).toContain('Sessions a week must be a whole number from 1 to 10');
    }
    expect(body(await client.get('/api/candidate/profile')).profile.sessionsPerWeek).toBe(8);
    const cleared = await client.patch('/api/candidate/profile', { sessionsPerWeek: null });
    expect(body(cleared).profile.sessionsPerWeek).toBeNull();
  });

  it('clearing the postcode leaves the profile unfindable by employers', async () => {
    const { client } = await registered();
    const cleared = body(await client.patch('/api/candidate/profile', { homePostcode: '' }));
    expect(cleared.profile.homePostcode).toBeNull();
    expect(cleared.completion.findableByEmployers).toBe(false);
  });

  it('adds, edits, reorders and removes skills, experience and qualifications, scoring tiers and detail', async () => {
    const { client } = await registered();
    let last = body(await client.get('/api/candidate/profile'));
    for (const name of ['Medication reviews', 'Asthma clinics', 'Deprescribing']) {
      const response = await client.post('/api/candidate/skills', { name, description: 'short' });
      expect(response.statusCode).toBe(201);
      last = body(response);
    }
    expect(last.profile.skills.map((skill) => skill.name)).toEqual([
      'Medication reviews',
      'Asthma clinics',
      'Deprescribing',
    ]);
    const skills = last.completion.sections.find((section) => section.section === 'skills');
    expect(skills).toMatchObject({ tier: 'good', earned: 8 * 0.7 });

    const [first, second, third] = last.profile.skills.map((skill) => skill.id) as [string, string, string];
    const detailed = body(
      await client.put(`/api/candidate/skills/${second}`, {
        name: 'Asthma clinics',
        description: 'Run weekly asthma and COPD clinics',
      }),
    );
    // Good tier (0.7) with the 25 % quality bonus: 0.875 of the weight of 8.
    expect(detailed.completion.sections.find((section) => section.section === 'skills')?.earned).toBe(7);

    const reordered = body(await client.put('/api/candidate/skills-order', { ids: [third, first, second] }));
    expect(reordered.profile.skills.map((skill) => skill.id)).toEqual([third, first, second]);
    const removed = body(await client.delete(`/api/candidate/skills/${first}`));
    expect(removed.profile.skills.map((skill) => skill.id)).toEqual([third, second]);

    const job = await client.post('/api/candidate/experience', {
      jobTitle: 'Clinical Pharmacist',
      organisation: 'Leeds Central PCN',
      startDate: '2021-04-01',
      endDate: null,
      description: 'Structured medication reviews for care-home residents across six practices.',
    });
    expect(job.statusCode).toBe(201);
    const qualification = await client.post('/api/candidate/qualifications', {
      title: 'Independent Prescribing',
      institution: 'University of Bradford',
      yearAwarded: 2022,
    });
    expect(body(qualification).profile.qualifications).toHaveLength(1);
    const backwards = await client.post('/api/candidate/experience', {
      jobTitle: 'Locum',
      startDate: '2022-01-01',
      endDate: '2021-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The end date must be after the start date');
  });

  it('refuses a reorder that does not name exactly the current items', async () => {
    const { client } = await registered();
    const added = body(await client.post('/api/candidate/skills', { name: 'Triage' }));
    const id = added.profile.skills[0]?.id;
    const response = await client.put('/api/candidate/skills-order', { ids: [id, randomUUID()] });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ORDER_MISMATCH');
  });

  it('never lets a candidate change or see another candidate’s items (IDOR)', async () => {
    const owner = await registered();
    const other = await registered();
    const added = body(
      await owner.client.post('/api/candidate/qualifications', { title: 'MPharm', yearAwarded: 2015 }),
    );
    const id = added.profile.qualifications[0]?.id;
    const edit = await other.client.put(`/api/candidate/qualifications/${id}`, { title: 'Stolen' });
    expect(edit.statusCode).toBe(404);
    const remove = await other.client.delete(`/api/candidate/qualifications/${id}`);
    expect(remove.statusCode).toBe(404);
    const reorder = await other.client.put('/api/candidate/qualifications-order', { ids: [id] });
    expect(reorder.statusCode).toBe(409);
    expect(body(await other.client.get('/api/candidate/profile')).profile.qualifications).toEqual([]);
    expect(body(await owner.client.get('/api/candidate/profile')).profile.qualifications[0]).toMatchObject({
      id,
      title: 'MPharm',
    });
  });

  it('changes tier, and refuses callers without consent, employers and admins', async () => {
    const { client } = await registered();
    const tier = await client.put('/api/candidate/tier', { profileTier: 'community' });
    expect(body(tier).profile.profileTier).toBe('community');

    const withoutConsent = await candidate({ recruitmentConsent: false });
    const refused = await withoutConsent.client.get('/api/candidate/profile');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('CONSENT_REQUIRED');
    const employer = await buildAccount(t.database.db, { role: 'employer' });
    const employerClient = (await signedInClient(t.app, employer, false, `10.12.1.${address++}`)).client;
    expect((await employerClient.get('/api/candidate/profile')).statusCode).toBe(403);
  });
});
