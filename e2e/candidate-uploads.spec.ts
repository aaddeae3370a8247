import { expect, test } from './support/accounts-fixtures';
import { toast } from './support/accounts-flows';
import { scanWithoutToasts } from './support/axe';
import { jpegPhoto, pdfFile, recordWebm, registeredCandidate, throttleUploads } from './support/candidate';

test('photo and video: progress, cancel, the 5 MB message, and a video that plays and seeks', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registeredCandidate(page, 'Owen Price');
  await page.goto('/arrsplace/candidate/profile');
  const photo = page.getByRole('region', { name: 'Profile photo' });
  await expect(photo).toContainText('No photo yet.');

  // A photo over 5 MB gets the size message (the browser mirrors the server's rule).
  const big = Buffer.concat([await jpegPhoto(), Buffer.alloc(6 * 1024 * 1024)]);
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
  await expect(photo.getByRole('alert')).toHaveText(
    'Your photo is too large. Please choose an image of 5 MB or less.',
  );

  // Slowed down, the upload shows its progress bar; it can be cancelled, then done for real.
  await throttleUploads(page, 256 * 1024);
  const video = page.getByRole('region', { name: 'Video introduction' });
  const recording = await recordWebm(page);
  // Padded, so the slowed upload lasts long enough to be cancelled (it never completes).
  const large = Buffer.concat([recording, Buffer.alloc(2 * 1024 * 1024)]);
  await page
    .getByTestId('video-input')
    .setInputFiles({ name: 'intro.webm', mimeType: 'video/webm', buffer: large });
  const progress = video.getByRole('progressbar', { name: 'Video introduction upload progress' });
  await expect(progress).toBeVisible();
  await video.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(video.getByText('Upload cancelled.')).toBeVisible();
  await expect(video).toContainText('No video yet.');

  await page.getByTestId('photo-input').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegPhoto(),
  });
  await expect(photo.getByRole('progressbar', { name: 'Profile photo upload progress' })).toBeVisible();
  await expect(photo.getByRole('img', { name: 'Your profile' })).toBeVisible({ timeout: 30_000 });
  await throttleUploads(page, -1);

  const served = page.waitForResponse(
    (response) => response.url().includes('/api/files/') && response.status() === 206,
  );
  await page
    .getByTestId('video-input')
    .setInputFiles({ name: 'intro.webm', mimeType: 'video/webm', buffer: recording });
  const player = page.getByTestId('profile-video');
  await expect(player).toBeVisible();
  // The browser streams the video with byte ranges (206), which is what lets it seek.
  expect((await served).headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThan(0);
  const seeked = await player.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = 1;
      }),
  );
  expect(seeked).toBeGreaterThan(0.5);
  await expect(page.getByTestId('profile-percentage')).toHaveText(`${Math.round((58 / 121) * 100)}%`);
  await scanWithoutToasts(page, 'profile editor with photo and video');
});

test.describe('documents', () => {
  // The refused upload's 415 is logged by Chromium; the test checks it is the only console error.
  test.use({ expectCleanConsole: false });

  test('documents: three uploads with progress, a text file posing as a PDF refused, delete after confirming', async ({
    page,
    watch,
  }) => {
    test.setTimeout(180_000);
    await registeredCandidate(page, 'Grace Obi');
    await page.getByRole('link', { name: 'Documents' }).first().click();
    await expect(page).toHaveURL(/\/arrsplace\/candidate\/documents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your documents' })).toBeVisible();
    await expect(page.getByText('No documents yet.')).toBeVisible();
    await scanWithoutToasts(page, 'documents page');

    const form = page.getByRole('form', { name: 'Upload a document' });
    const file = form.getByLabel('File');

    // A text file renamed to .pdf is refused by its content.
    await file.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('My CV\n'.repeat(200)),
    });
    await form.getByRole('button', { name: 'Upload document' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please choose a PDF, Word (.docx), JPEG or PNG file.');

    // A professional registration needs its body and number.
    await form.getByLabel('Document type').selectOption({ label: 'Professional registration' });
    await file.setInputFiles({ name: 'hcpc.pdf', mimeType: 'application/pdf', buffer: pdfFile('HCPC') });
    await form.getByRole('button', { name: 'Upload document' }).click();
    await expect(form.getByText('Please choose the registration body')).toBeVisible();

    await throttleUploads(page, 64 * 1024);
    const uploads = [
      { type: 'Professional registration', body: 'HCPC', number: 'PA123456', expiry: '2030-03-31' },
      { type: 'CV' },
      { type: 'DBS certificate', expiry: '2029-01-15' },
    ];
    for (const item of uploads) {
      await form.getByLabel('Document type').selectOption({ label: item.type });
      if (item.body) {
        await form.getByLabel('Registration body').selectOption(item.body);
        await form.getByLabel('Registration number').fill(item.number ?? '');
      }
      if (item.expiry) await form.getByLabel('Issue date').fill('2025-01-01');
      if (item.expiry) await form.getByLabel('Expiry date').fill(item.expiry);
      // Large enough that the throttled upload shows its progress bar for a moment.
      const content = Buffer.concat([pdfFile(item.type), Buffer.alloc(96 * 1024, 32)]);
      await file.setInputFiles({ name: 'document.pdf', mimeType: 'application/pdf', buffer: content });
      await form.getByRole('button', { name: 'Upload document' }).click();
      await expect(form.getByRole('progressbar', { name: 'Document upload progress' })).toBeVisible();
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: item.type })
          .filter({ hasText: 'Awaiting verification' }),
      ).toBeVisible({ timeout: 30_000 });
    }
    await throttleUploads(page, -1);
    await expect(page.getByRole('heading', { name: 'Uploaded documents (3)' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Professional registration' })).toContainText(
      'HCPC PA123456',
    );

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CV' }).click();
    expect((await download).suggestedFilename()).toBe('cv.pdf');

    await page.getByRole('button', { name: 'Delete DBS certificate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this document?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Document deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Uploaded documents (2)' })).toBeVisible();
    expect(watch.errors).toEqual([
      'Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)',
    ]);
  });
});
