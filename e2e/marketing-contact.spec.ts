import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/accounts-fixtures';
import { waitForMail } from './support/accounts-mail';
import { installPausedClock } from './support/paused-clock';

async function fill(page: Page, values: { name?: string; email?: string; phone?: string; message?: string }) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  if (values.name !== undefined) await form.getByLabel('Name (required)').fill(values.name);
  if (values.email !== undefined) await form.getByLabel('Email (required)').fill(values.email);
  if (values.phone !== undefined) await form.getByLabel('Phone').fill(values.phone);
  if (values.message !== undefined) await form.getByLabel('Message (required)').fill(values.message);
  return form;
}

test.describe('contact page', () => {
  test('shows the hero, stats, contact options, social links and the FAQ', async ({ page }) => {
    // Paused: the headline rotates only when the test moves the clock, never while the page loads.
    await installPausedClock(page);
    await page.goto('/contact');
    await expect(page).toHaveTitle(/^Contact us \| /);
    const headline = page.getByTestId('rotating-text');
    await expect(headline).toHaveText('Get Expert Support');
    await page.clock.runFor(3000);
    await expect(headline).toHaveText('Schedule a Consultation');
    await page.clock.runFor(6000);
    await expect(headline).toHaveText('Innovation Starts Here');
    await expect(page.getByText('< 2 hrs')).toBeVisible();
    await expect(page.locator('dl').first()).toContainText('25+');
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+44/);
    await expect(page.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:/);
    for (const card of ['Phone', 'E-mail', 'Registered address', 'Company details']) {
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /LinkedIn/ }).last()).toHaveAttribute('target', '_blank');
    const question = page.getByRole('button', { name: 'Do you offer a free first conversation?' });
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.locator('[aria-controls^="faq-"]')).toHaveCount(4);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/complimentary 30-minute discovery call/)).toBeVisible();
  });

  test('gates the submit button on progress and shows each validation message', async ({ page }) => {
    await page.goto('/contact');
    const submit = page.getByRole('button', { name: 'Send Message' });
    await expect(submit).toBeDisabled();
    const form = await fill(page, { name: 'Jo' });
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await expect(submit).toBeDisabled();
    await fill(page, { email: 'not-an-address' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.getByText('Please fill in all required fields')).toBeVisible();
    await fill(page, { message: 'Hi' });
    await submit.click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await fill(page, { email: 'jo@example.org', phone: '12ab' });
    await submit.click();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await fill(page, { phone: '', name: 'J' });
    await submit.click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await fill(page, { name: 'Jo' });
    await submit.click();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(form.getByText('2/500')).toBeVisible();
  });

  test('sends a message, clears the form and mails a confirmation', async ({ page }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    const form = await fill(page, {
      name: 'Jo Bloggs',
      email,
      message: 'We would like help with a telephony project.',
    });
    await form.getByLabel('Consultation type').selectOption('digital-transformation');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent').first()).toBeVisible();
    await expect(form.getByLabel('Name (required)')).toHaveValue('');
    await expect(form.getByText('0/500')).toBeVisible();
    const mail = await waitForMail(email, /We have your message/);
    expect(mail.text).toContain('Jo Bloggs');
  });

  test('flags spam and limits a client to three messages an hour', async ({ page, watch }) => {
    watch.allowFailedResponse('/api/submissions/contact', 422);
    watch.allowFailedResponse('/api/submissions/contact', 429);
    await page.goto('/contact');
    await fill(page, {
      name: 'Spammer',
      email: uniqueEmail('spam'),
      message: 'Cheap crypto for your practice',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Submission Flagged')).toBeVisible();
    await expect(page.getByText('Please contact us directly if this is legitimate.')).toBeVisible();
    // The flagged message counts towards the limit of 3 an hour: two more get through.
    for (let sent = 0; sent < 2; sent += 1) {
      const form = await fill(page, {
        name: 'Jo Bloggs',
        email: uniqueEmail('limit'),
        message: `Message number ${sent + 1} about our rota.`,
      });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Message Sent').first()).toBeVisible();
      await expect(form.getByLabel('Name (required)')).toHaveValue('');
    }
    await fill(page, {
      name: 'Jo Bloggs',
      email: uniqueEmail('limit'),
      message: 'One message too many this hour.',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Too Many Submissions')).toBeVisible();
    await expect(page.getByText('Please wait before submitting again.')).toBeVisible();
  });
});
