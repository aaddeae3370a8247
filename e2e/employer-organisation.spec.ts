import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { organisationMessages } from '../src/shared/marketplace/organisation.schemas';
import { nameMessages } from '../src/shared/validation/names';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { marketplaceLinkIn, toast } from './support/accounts-flows';
import { signInAndEnrolAdminThroughApi, signInThroughApi } from './support/api-sessions';
import { scanWithoutToasts } from './support/axe';
import { type OpenRequest, signedInAdmin, verifiedEmployer } from './support/marketplace';
import { origins } from './support/origins';

// Members use the marketplace host, where the links of their e-mails lead.
test.use({ baseURL: origins.marketplace });

const verificationText =
  'Our team checks your ODS code against NHS records before your organisation can search professionals. Candidate profiles are visible only to verified employers.';

/** An organisation no other test registers (ODS codes are unique among live organisations). */
function uniqueOrganisation(label: string) {
  const suffix = randomInt(36 ** 5)
    .toString(36)
    .padStart(5, '0')
    .toUpperCase();
  return { name: `${label} PCN ${suffix}`, odsCode: `U${suffix}` };
}

async function signInToRegistration(page: Page, email: string, password: string) {
  await signInThroughApi(page, email, password);
  // An employer without an organisation is sent from the employer area to the registration step.
  await expect(page).toHaveURL(/\/arrsplace\/employer\/register$/);
}

/** Opens the admin's verification queue from the admin sections and finds one organisation in a tab. */
async function findInQueue(admin: Page, tab: string, name: string) {
  await admin.getByRole('tab', { name: tab, exact: true }).click();
  await expect(admin.getByText('Loading organisations...')).toHaveCount(0);
  const card = admin.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

async function openQueue(admin: Page) {
  await admin
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Organisations' })
    .click();
  await expect(admin).toHaveURL(/\/arrsplace\/admin\/organisations$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Awaiting verification' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('an employer registers an organisation, an admin verifies it, and then a colleague is invited and joins', async ({
  page,
  openContext,
}) => {
  test.setTimeout(180_000);
  const owner = { email: uniqueEmail('org-owner'), password: strongPassword() };
  const colleague = { email: uniqueEmail('org-colleague'), password: strongPassword() };
  const admin = { email: uniqueEmail('org-admin'), password: strongPassword() };
  const organisation = uniqueOrganisation('Northgate');
  await createAccount({ ...owner, role: 'employer', name: 'Priya Owner' });
  await createAccount({ ...colleague, role: 'employer', name: 'Colin Colleague' });
  await createAccount({ ...admin, role: 'admin', name: 'Ada Admin' });

  await signInToRegistration(page, owner.email, owner.password);
  // The registration step has its own way out (docs/product/site.md).
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
  await signInToRegistration(page, owner.email, owner.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Register your organisation' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Organisation registration' });
  await expect(form.getByText('3–6 letters and numbers, e.g. Y12345')).toBeVisible();
  await form.getByRole('button', { name: 'Register organisation' }).click();
  // The shared schema's messages, under their fields.
  await expect(form.getByText(organisationMessages.nameRequired)).toBeVisible();
  await expect(form.getByText(organisationMessages.typeRequired)).toBeVisible();
  await expect(form.getByText(organisationMessages.invalidOdsCode)).toBeVisible();
  await expect(form.getByLabel('Organisation name')).toHaveAttribute('aria-invalid', 'true');
  await scanWithoutToasts(page, 'registration page with errors');

  // An organisation's name holds no web address: refused in the browser by the shared rule.
  await form.getByLabel('Organisation name').fill('www.northgate.example');
  await form.getByLabel('Type of organisation').selectOption({ label: 'Primary care network (PCN)' });
  await form.getByLabel('ODS code').fill(organisation.odsCode.toLowerCase());
  await form.getByLabel('Address').fill('1 Park Row, Leeds');
  await form.getByLabel('Postcode').fill('ls1 5ab');
  await form.getByLabel('Contact person').fill('Priya Owner');
  await form.getByLabel('Job title').fill('Clinical director');
  await form.getByLabel('Phone').fill('0113 496 0000');
  await form.getByLabel('Website (optional)').fill('northgate.example');
  await form.getByRole('button', { name: 'Register organisation' }).click();
  await expect(form.getByText(organisationMessages.invalidWebsite)).toBeVisible();
  await expect(form.getByText(nameMessages.organisationWebAddress)).toBeVisible();
  await form.getByLabel('Organisation name').fill(organisation.name);
  await form.getByLabel('Website (optional)').fill('https://northgate.example');
  await form.getByRole('button', { name: 'Register organisation' }).click();

  // The limited dashboard: what verification means and where it stands, no search.
  await expect(page).toHaveURL(/\/arrsplace\/employer$/);
  await expect(page.getByRole('heading', { level: 1, name: organisation.name })).toBeVisible();
  await expect(page.getByTestId('organisation-status').first()).toHaveText('Awaiting verification');
  await expect(page.getByText(verificationText)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find professionals' })).toHaveCount(0);
  const details = page.getByRole('region', { name: 'Organisation details' });
  await expect(details).toContainText(organisation.odsCode);
  await expect(details).toContainText('LS1 5AB');
  await expect(page.getByRole('navigation', { name: 'Employer area' }).getByRole('link')).toHaveText([
    'Community',
    'Account settings',
  ]);
  // The registration step is behind the employer now.
  await page.goto('/arrsplace/employer/register');
  await expect(page).toHaveURL(/\/arrsplace\/employer$/);
  await expect(page.getByRole('heading', { level: 1, name: organisation.name })).toBeVisible();
  await scanWithoutToasts(page, 'limited dashboard');

  // Until it is verified, the organisation sends no invitations.
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByText(organisationMessages.inviteNeedsVerification)).toBeVisible();
  await expect(team.getByLabel('Colleague’s email')).toHaveCount(0);

  // An admin verifies the organisation from the queue.
  const { page: adminPage } = await openContext();
  await signInAndEnrolAdminThroughApi(adminPage, admin.email, admin.password);
  await openQueue(adminPage);
  let card = await findInQueue(adminPage, 'Awaiting verification', organisation.name);
  for (const text of [
    organisation.odsCode,
    '1 Park Row, Leeds',
    'LS1 5AB',
    'Clinical director',
    owner.email,
  ]) {
    await expect(card).toContainText(text);
  }
  await expect(card.getByRole('link', { name: 'https://northgate.example' })).toBeVisible();
  await scanWithoutToasts(adminPage, 'admin verification queue');
  await card.getByRole('button', { name: 'Verify' }).click();
  const confirm = adminPage.getByRole('dialog', { name: `Verify ${organisation.name}?` });
  await expect(confirm).toContainText(organisation.odsCode);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(adminPage, 'Organisation verified')).toBeVisible();
  await expect(adminPage.getByRole('article', { name: organisation.name })).toHaveCount(0);
  card = await findInQueue(adminPage, 'Verified', organisation.name);
  await expect(card.getByRole('button', { name: 'Revoke' })).toBeVisible();

  // The employer sees the verified dashboard, with the way to search.
  await page.reload();
  await expect(page.getByTestId('organisation-status').first()).toHaveText('Verified');
  const search = page.getByRole('region', { name: 'Find professionals' });
  await expect(search.getByRole('link', { name: 'Search professionals' })).toHaveAttribute(
    'href',
    '/arrsplace/employer/search',
  );
  await expect(page.getByText(verificationText)).toHaveCount(0);
  await scanWithoutToasts(page, 'verified dashboard');

  // Verified, the owner invites a colleague.
  await team.getByLabel('Colleague’s email').fill(colleague.email);
  await team.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  const invitations = team.getByRole('list', { name: 'Open invitations' });
  await expect(invitations).toContainText(colleague.email);
  await expect(team.getByLabel('Colleague’s email')).toHaveValue('');

  // The colleague follows the e-mail's link and joins.
  const link = await marketplaceLinkIn(
    colleague.email,
    /invited you to join/,
    '/arrsplace/employer/register?invite=',
  );
  const { page: colleaguePage } = await openContext();
  await signInToRegistration(colleaguePage, colleague.email, colleague.password);
  await colleaguePage.goto(link);
  const offer = colleaguePage.getByRole('region', {
    name: `You have been invited to join ${organisation.name}`,
  });
  await expect(offer).toBeVisible();
  // They may register another organisation instead, and come back to the invitation.
  await offer.getByRole('button', { name: 'Register a different organisation instead' }).click();
  const registerHeading = colleaguePage.getByRole('heading', {
    level: 1,
    name: 'Register your organisation',
  });
  await expect(registerHeading).toBeFocused();
  await expect(colleaguePage.getByRole('form', { name: 'Organisation registration' })).toBeVisible();
  await colleaguePage.getByRole('button', { name: 'See the invitation' }).click();
  await expect(
    colleaguePage.getByRole('heading', { level: 1, name: 'Join your organisation' }),
  ).toBeFocused();
  await offer.getByRole('button', { name: 'Join' }).click();
  await expect(colleaguePage).toHaveURL(/\/arrsplace\/employer$/);
  await expect(colleaguePage.getByRole('heading', { level: 1, name: organisation.name })).toBeVisible();
  await expect(colleaguePage.getByText('You are a member')).toBeVisible();
  await expect(
    colleaguePage.getByText('Only your organisation’s owner can invite colleagues.'),
  ).toBeVisible();

  await page.reload();
  await expect(team.getByRole('list', { name: 'Members' })).toContainText('Colin Colleague');
  await expect(team.getByText('No open invitations.')).toBeVisible();

  // The owner removes the colleague, after confirming.
  await team.getByRole('button', { name: 'Remove Colin Colleague' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove Colin Colleague?' });
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Member removed')).toBeVisible();
  await expect(team.getByRole('list', { name: 'Members' })).not.toContainText('Colin Colleague');
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeFocused();
});

test('a rejected organisation shows the admin’s reason, and a new ODS code sends it back for verification', async ({
  page,
  openContext,
}) => {
  test.setTimeout(150_000);
  const owner = { email: uniqueEmail('org-rejected'), password: strongPassword() };
  const admin = { email: uniqueEmail('org-admin'), password: strongPassword() };
  const organisation = uniqueOrganisation('Riverside');
  const reason = 'ODS code not found in NHS records for this practice.';
  await createAccount({ ...owner, role: 'employer', name: 'Rita Riverside' });
  await createAccount({ ...admin, role: 'admin', name: 'Ada Admin' });

  await signInToRegistration(page, owner.email, owner.password);
  // The registration step has its own way out (docs/product/site.md).
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/auth$/);
  await signInToRegistration(page, owner.email, owner.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Register your organisation' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Organisation registration' });
  await form.getByLabel('Organisation name').fill(organisation.name);
  await form.getByLabel('Type of organisation').selectOption({ label: 'GP practice' });
  await form.getByLabel('ODS code').fill(organisation.odsCode);
  await form.getByLabel('Address').fill('2 River Street, Manchester');
  await form.getByLabel('Postcode').fill('M1 1AE');
  await form.getByLabel('Contact person').fill('Rita Riverside');
  await form.getByLabel('Job title').fill('Practice manager');
  await form.getByLabel('Phone').fill('0161 496 0000');
  await form.getByRole('button', { name: 'Register organisation' }).click();
  await expect(page).toHaveURL(/\/arrsplace\/employer$/);
  await expect(page.getByTestId('organisation-status').first()).toHaveText('Awaiting verification');

  const { page: adminPage } = await openContext();
  await signInAndEnrolAdminThroughApi(adminPage, admin.email, admin.password);
  await openQueue(adminPage);
  const card = await findInQueue(adminPage, 'Awaiting verification', organisation.name);
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Reject ${organisation.name}?` });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText(organisationMessages.reasonRequired)).toBeVisible();
  await scanWithoutToasts(adminPage, 'reject dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(adminPage, 'Organisation rejected')).toBeVisible();
  const rejected = await findInQueue(adminPage, 'Not verified', organisation.name);
  await expect(rejected).toContainText(reason);
  await expect(rejected.getByRole('button')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('organisation-status').first()).toHaveText('Not verified');
  await expect(page.getByTestId('organisation-status-reason')).toHaveText(reason);
  await scanWithoutToasts(page, 'rejected dashboard');

  // The owner corrects the ODS code: confirmed first, then it waits for verification again.
  const details = page.getByRole('region', { name: 'Organisation details' });
  await details.getByRole('button', { name: 'Edit details' }).click();
  const edit = details.getByRole('form', { name: 'Edit organisation details' });
  await expect(edit.getByLabel('Organisation name')).toBeFocused();
  await expect(edit.getByText('Changing it means our team verifies your organisation again.')).toBeVisible();
  await edit.getByLabel('ODS code').fill(`V${organisation.odsCode.slice(1)}`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the ODS code?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await confirm.getByRole('button', { name: 'Change and verify again' }).click();
  await expect(toast(page, 'Organisation details saved')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Edit details' })).toBeFocused();
  await expect(details).toContainText(`V${organisation.odsCode.slice(1)}`);
  await expect(page.getByTestId('organisation-status').first()).toHaveText('Awaiting verification');
  await expect(page.getByTestId('organisation-status-reason')).toHaveCount(0);
});

test.describe('through the API set-up', () => {
  // Set-up requests go to the consultancy host, which Node resolves (e2e/support/api-client.ts).
  test.use({ baseURL: origins.consultancy });

  test('a verified organisation’s new name waits for an admin’s approval, and shows only once approved', async ({
    page,
    openContext,
  }) => {
    test.setTimeout(150_000);
    const openRequest: OpenRequest = async () => (await openContext()).context.request;
    const { page: adminPage } = await openContext();
    const admin = await signedInAdmin(adminPage);
    const employer = await verifiedEmployer(admin, openRequest);
    const newName = `${employer.organisationName} and Bramley`;

    await signInThroughApi(page, employer.email, employer.password);
    await expect(page).toHaveURL(/\/arrsplace\/employer$/);
    const details = page.getByRole('region', { name: 'Organisation details' });
    await details.getByRole('button', { name: 'Edit details' }).click();
    const edit = details.getByRole('form', { name: 'Edit organisation details' });
    await expect(edit.getByText(/wait for our team’s approval before anyone sees them/)).toBeVisible();
    // A right-to-left override is refused under the field, by the shared rule.
    await edit.getByLabel('Organisation name').fill('Kirkstall \u202eNIMDA');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText(nameMessages.unsupported)).toBeVisible();
    await edit.getByLabel('Organisation name').fill(newName);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Changes sent for review')).toBeVisible();

    // The verified name stays, and verified, while the change waits.
    await expect(
      page.getByRole('heading', { level: 1, name: employer.organisationName, exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('organisation-status').first()).toHaveText('Verified');
    const held = page.getByTestId('organisation-held-change');
    await expect(held).toContainText(organisationMessages.changeAwaitingReview);
    await expect(held.getByRole('table', { name: 'Your proposed changes' })).toContainText(newName);
    await scanWithoutToasts(page, 'dashboard with a change awaiting review');

    // The admin sees the old and the new name under Changes to review, and approves.
    await openQueue(adminPage);
    const card = await findInQueue(adminPage, 'Changes to review', employer.organisationName);
    const proposed = card.getByRole('table', { name: 'Proposed changes' });
    await expect(proposed.getByRole('row', { name: /^Name/ })).toContainText(employer.organisationName);
    await expect(proposed.getByRole('row', { name: /^Name/ })).toContainText(newName);
    await scanWithoutToasts(adminPage, 'changes to review');
    await card.getByRole('button', { name: 'Approve changes' }).click();
    const confirm = adminPage.getByRole('dialog', {
      name: `Approve the new details of ${employer.organisationName}?`,
    });
    await confirm.getByRole('button', { name: 'Approve changes' }).click();
    await expect(toast(adminPage, 'Changes approved')).toBeVisible();
    await expect(adminPage.getByRole('article', { name: employer.organisationName })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(page.getByTestId('organisation-held-change')).toHaveCount(0);
  });
});
