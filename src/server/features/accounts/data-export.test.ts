import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsPageViews } from '../../db/schema';
import { buildAccount, signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { fileHeads, multipart } from '../../test/multipart.test-utils';
import { readZip } from '../../test/zip.test-utils';
import { createDataExportRepository, exportCoverage } from './data-export.repository';

let t: TestApp;
let address = 1;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function candidate(name: string) {
  const account = await buildAccount(t.database.db, { role: 'candidate', name });
  const { client } = await signedInClient(t.app, account, false, `10.15.0.${address++}`);
  await client.put('/api/candidate/registration', {
    arrsRole: 'social-prescriber',
    rolesOfInterest: [],
    profileTier: 'portfolio',
    availableFrom: null,
    workRadiusKm: 15,
    homePostcode: 'M1 1AE',
  });
  return { client, account };
}

describe('Download my data', () => {
  it('covers every column of the database that holds a user id (a new one must be decided here)', async () => {
    const columns = await createDataExportRepository({ db: t.database.db }).userIdColumns();
    expect(columns.length).toBeGreaterThan(20);
    const undecided = columns.filter((column) => !(column in exportCoverage));
    expect(undecided, 'user-id columns the export does not cover').toEqual([]);
    const stale = Object.keys(exportCoverage).filter((column) => !columns.includes(column));
    expect(stale, 'coverage entries for columns that no longer exist').toEqual([]);
  });

  it('downloads a ZIP with the profile, its lists, documents, files and posts, and nobody else’s data', async () => {
    const { client, account } = await candidate('Priya Shah');
    await client.post('/api/candidate/skills', { name: 'Social prescribing', description: 'Link workers' });
    const pdf = fileHeads.pdf();
    const document = await client.request(
      'POST',
      '/api/candidate/documents',
      ...Object.values(
        multipart(
          { documentType: 'cv' },
          { filename: 'cv.pdf', contentType: 'application/pdf', content: pdf },
        ),
      ),
    );
    expect(document.statusCode).toBe(201);
    const post = await client.post('/api/community/posts', {
      title: 'Green social prescribing in Manchester',
      content: 'Walking groups have been a great success with our patients this autumn.',
      category: 'community_care',
      tags: [],
    });
    expect(post.statusCode).toBe(201);
    const other = await candidate('Someone Else');
    await other.client.post('/api/candidate/skills', { name: 'Not mine at all' });

    // A page view made while signed in with analytics consent is theirs; another visitor's is not.
    await t.database.db.insert(analyticsPageViews).values([
      { site: 'marketplace', visitorId: 'v1', userId: account.userId, pagePath: '/arrsplace/community' },
      { site: 'marketplace', visitorId: 'v2', userId: other.account.userId, pagePath: '/arrsplace/not-mine' },
    ]);

    const response = await client.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="arrs-place-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const archive = readZip(response.rawPayload);
    expect([...archive.keys()]).toContain('README.txt');
    const data = JSON.parse(archive.get('personal-data.json')?.toString('utf8') ?? '{}');
    expect(data.account).toMatchObject({ id: account.userId, email: account.email, name: 'Priya Shah' });
    expect(data.profile).toMatchObject({ fullName: 'Priya Shah', role: 'candidate' });
    expect(data.profile.approvedBy).toBeUndefined();
    expect(data.candidateProfile).toMatchObject({ arrsRole: 'social-prescriber', workRadiusKm: 15 });
    expect(data.skills.map((skill: { name: string }) => skill.name)).toEqual(['Social prescribing']);
    expect(data.analytics.pageViews.map((view: { pagePath: string }) => view.pagePath)).toEqual([
      '/arrsplace/community',
    ]);
    expect(data.documents).toHaveLength(1);
    expect(data.posts.map((item: { title: string }) => item.title)).toEqual([
      'Green social prescribing in Manchester',
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('Not mine at all');
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|"password"|secret/i);

    const [file] = data.files;
    expect(file.path).toMatch(/^files\/document\/[0-9a-f-]{36}-cv\.pdf$/);
    expect(archive.get(file.path)?.equals(pdf)).toBe(true);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
  });
});
