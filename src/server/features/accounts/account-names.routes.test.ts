import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAccountSchema } from '../../../shared/accounts/admin.schemas';
import { nameMessages } from '../../../shared/validation/names';
import { user, userProfiles } from '../../db/schema';
import { buildAccount, createClient, signedInClient, strongPassword } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

/*
 * A person's name is shown to others (community posts, an organisation's team, invitations, the
 * admin pages): sign-up, a rename and the admin CLI refuse names that pretend to be something else
 * (docs/product/accounts.md#names).
 */

let t: TestApp;
let address = 1;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const signUpBody = (fullName: string, email: string) => ({
  fullName,
  email,
  password: strongPassword,
  confirmPassword: strongPassword,
  role: 'employer',
  acceptTerms: true,
  acceptPrivacy: true,
});
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

describe('names at sign-up', () => {
  it('refuses a right-to-left override, other bidirectional controls and invisible-only names, with a clear message', async () => {
    const cases: [string, string][] = [
      ['Dana Candidate (\u202enimdA ecalP SRRA)', nameMessages.unsupported],
      ['Dana \u2067Candidate\u2069', nameMessages.unsupported],
      ['Dana\u200f', nameMessages.unsupported],
      ['\u200b\u200b\u200b', nameMessages.unsupported],
      ['Da\ufeffna', nameMessages.unsupported],
      ['!!! ???', nameMessages.personNeedsLetter],
    ];
    for (const [index, [fullName, message]] of cases.entries()) {
      const email = `bad.name.${index}@example.test`;
      const response = await createClient(t.app, {}, { remoteAddress: `10.15.0.${address++}` }).post(
        '/api/account/sign-up',
        signUpBody(fullName, email),
      );
      expect(response.statusCode, JSON.stringify(fullName)).toBe(400);
      expect(errorOf(response).message, JSON.stringify(fullName)).toBe(message);
      expect(await t.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    }
  });

  it('accepts names with accents, apostrophes and hyphens', async () => {
    const response = await createClient(t.app, {}, { remoteAddress: `10.15.0.${address++}` }).post(
      '/api/account/sign-up',
      signUpBody("  Zoë O'Brien-Łukasz ", 'zoe.obrien@example.test'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db
      .select({ name: user.name, fullName: userProfiles.fullName })
      .from(user)
      .innerJoin(userProfiles, eq(userProfiles.userId, user.id))
      .where(eq(user.email, 'zoe.obrien@example.test'));
    expect(row).toEqual({ name: "Zoë O'Brien-Łukasz", fullName: "Zoë O'Brien-Łukasz" });
  });
});

describe('renaming the account', () => {
  it('applies the same rules as sign-up', async () => {
    const account = await buildAccount(t.database.db, { role: 'candidate', name: 'Amara Okoye' });
    const { client } = await signedInClient(t.app, account, false, `10.15.1.${address++}`);
    for (const [name, message] of [
      ['Amara \u202eezoO', nameMessages.unsupported],
      ['\u200c\u200d\u2060', nameMessages.unsupported],
      ['12345', nameMessages.personNeedsLetter],
    ] as const) {
      const refused = await client.post('/api/auth/update-user', { name });
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(errorOf(refused).message, JSON.stringify(name)).toBe(message);
    }
    expect((await client.get('/api/account/me')).json().profile.fullName).toBe('Amara Okoye');
    const renamed = await client.post('/api/auth/update-user', { name: 'Zoë O’Brien-Łukasz' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await client.get('/api/account/me')).json().profile.fullName).toBe('Zoë O’Brien-Łukasz');
  });
});

describe('the admin CLI’s --name', () => {
  it('is checked by the same rules (the CLI and its server route parse with this schema)', () => {
    const withName = (name: string) =>
      bootstrapAccountSchema.safeParse({
        email: 'a@b.org',
        password: 'Short-1!',
        role: 'employer',
        name,
      });
    expect(withName('Ada \u202eNIMDA').error?.issues[0]?.message).toBe(nameMessages.unsupported);
    expect(withName('\u200b').error?.issues[0]?.message).toBe(nameMessages.unsupported);
    expect(withName(' ').error?.issues[0]?.message).toBe('name must not be empty');
    expect(withName(' Zoë O’Brien ').data?.name).toBe('Zoë O’Brien');
  });
});
