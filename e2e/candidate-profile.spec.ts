import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts-cli';
import { expect, strongPassword, test, uniqueEmail } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { signInThroughApi } from './support/api-sessions';
import { expectNoAxeViolations } from './support/axe';
import { completeTours } from './support/tours';

/** The completion score by hand: completed weight out of 121, rounded. */
const percent = (points: number) => `${Math.round((points / 121) * 100)}%`;

async function expectStrength(page: Page, percentage: string, label: string) {
  await expect(page.getByTestId('profile-percentage')).toHaveText(percentage);
  await expect(page.getByTestId('profile-label')).toHaveText(label);
}

test('a new candidate consents, registers and builds the profile, the score following the completion weights at each step', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const candidate = { email: uniqueEmail('profile'), password: strongPassword() };
  await createAccount({ ...candidate, role: 'candidate', name: 'Nadia Rahman', tier: 'portfolio' });
  await signInThroughApi(page, candidate.email, candidate.password);
  const consent = page.getByRole('dialog', { name: 'Recruitment Representation Consent' });
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'I Consent' }).click();
  await expect(consent).toBeHidden();
  await completeTours(page, ['candidate_main_tour']);
  await page.reload();

  // Registration step: unfinished registration always leads back here.
  await expect(page).toHaveURL(/\/arrsplace\/candidate\/register$/);
  await page.goto('/arrsplace/candidate/profile');
  await expect(page).toHaveURL(/\/arrsplace\/candidate\/register$/);
  const registration = page.getByRole('form', { name: 'Candidate registration' });
  await expect(registration.getByRole('radio', { name: /Professional Portfolio/ })).toBeChecked();
  await expectNoAxeViolations(page, 'registration step');
  await registration.getByRole('button', { name: 'Complete registration' }).click();
  await expect(registration.getByText('Please choose your ARRS role')).toBeVisible();

  await registration.getByLabel('Your ARRS role').selectOption({ label: 'Clinical Pharmacist' });
  await registration.getByRole('checkbox', { name: 'Paramedic' }).check();
  await registration.getByRole('radio', { name: /Active Job Seeker/ }).check();
  await registration.getByLabel('Available from').fill('2027-01-04');
  await registration.getByLabel('Work radius (km)').fill('25');
  await registration.getByLabel('Home postcode').fill('ls1 4ap');
  await registration.getByRole('button', { name: 'Complete registration' }).click();

  // Dashboard: ARRS role 8 + available from 7 + radius 15 + location 15.
  await expect(page).toHaveURL(/\/arrsplace\/candidate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nadia Rahman' })).toBeVisible();
  await expect(page.getByTestId('completion-percentage')).toHaveText(percent(45));
  await expect(page.getByTestId('strength-label')).toHaveText('Building Up');
  await expect(page.getByText('Active Job Seeker')).toBeVisible();
  await expect(page.getByText('Employers cannot find your profile')).toHaveCount(0);
  await expectNoAxeViolations(page, 'candidate dashboard');

  // The most valuable missing item links to its place in the editor.
  await page.getByRole('link', { name: /Add your strapline/ }).click();
  await expect(page).toHaveURL(/\/arrsplace\/candidate\/profile#details$/);
  await expectStrength(page, percent(45), 'Building Up');
  await expectNoAxeViolations(page, 'profile editor');

  const details = page.getByRole('form', { name: 'Profile details' });
  await details.getByLabel('Strapline').fill('Independent prescriber in Leeds PCNs');
  await details.getByLabel('Experience').selectOption({ label: '6–10 years' });
  await details.getByRole('checkbox', { name: 'Permanent' }).check();
  await details.getByLabel('Contact e-mail').fill('nadia@example.test');
  await details.getByLabel('Mobile phone').fill('0113 496 0000');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(details.getByText('Please enter a valid UK mobile number')).toBeVisible();
  await details.getByLabel('Mobile phone').fill('07700900123');
  await expect(details.getByLabel('Mobile phone')).toHaveValue('07700 900123');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();
  // + strapline 8, experience 8, employment 7, contact 8 = 76: 63 % is Above Average (≥ 60).
  await expectStrength(page, percent(76), 'Above Average');

  // Skills: three items are the good tier (0.7), one detailed description adds 25 % (0.875 × 8 = 7).
  const skills = page.getByRole('region', { name: /Skills/ });
  for (const [name, description] of [
    ['Medication reviews', 'Structured medication reviews in care homes'],
    ['Asthma clinics', ''],
    ['Deprescribing', ''],
  ] as const) {
    await skills.getByRole('button', { name: 'Add skill' }).click();
    const form = skills.getByRole('form', { name: 'Add a skill' });
    await form.getByLabel('Skill').fill(name);
    await form.getByLabel('Description').fill(description);
    await form.getByRole('button', { name: 'Add skill' }).click();
    await expect(skills.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }
  await expectStrength(page, percent(83), 'Above Average');

  // Reorder with the keyboard-reachable buttons, then remove one after confirming.
  await skills.getByRole('button', { name: 'Move Deprescribing up' }).click();
  await expect(skills.getByRole('listitem').nth(1)).toContainText('Deprescribing');
  await skills.getByRole('button', { name: 'Remove Asthma clinics' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this skill?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(skills.getByRole('listitem')).toHaveCount(2);
  // Two items: basic (0.4) with the bonus, 0.5 × 8 = 4.
  await expectStrength(page, percent(80), 'Above Average');

  const qualifications = page.getByRole('region', { name: /Qualifications/ });
  await qualifications.getByRole('button', { name: 'Add qualification' }).click();
  const qualification = qualifications.getByRole('form', { name: 'Add a qualification' });
  await qualification.getByLabel('Qualification').fill('Independent Prescribing');
  await qualification.getByLabel('Institution').fill('University of Bradford');
  await qualification.getByLabel('Year awarded').fill('2022');
  await qualification
    .getByLabel('Description')
    .fill('Practice certificate in independent prescribing, GPhC annotated');
  await qualification.getByRole('button', { name: 'Add qualification' }).click();
  await expect(qualifications.getByRole('listitem')).toContainText('Independent Prescribing · 2022');
  // Basic with the bonus: 0.5 × 9 = 4.5.
  await expectStrength(page, percent(84.5), 'Above Average');

  // Clearing the postcode makes the profile unfindable, and the dashboard says so.
  await details.getByLabel('Home postcode').fill('');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expectStrength(page, percent(69.5), 'Getting There');
  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(
    page.getByText(
      'Employers cannot find your profile until you add a work radius and a valid UK home postcode.',
    ),
  ).toBeVisible();
});
