import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount } from './accounts-cli';
import { strongPassword, uniqueEmail } from './accounts-fixtures';
import { apiInPage, startSessionThroughApi } from './api-sessions';
import { expect } from './shell-fixtures';
import { candidateAreaTours, completeTours } from './tours';

/** A real JPEG of the given size, carrying EXIF metadata as a phone's photo does. */
export async function jpegPhoto(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo' } })
    .toBuffer();
}

/** A minimal valid PDF. */
export function pdfFile(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A short WebM recorded in the page itself (canvas + MediaRecorder), so it really plays and seeks. */
export async function recordWebm(page: Page, seconds = 2): Promise<Buffer> {
  const base64 = await page.evaluate(async (duration) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(250);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const elapsed = performance.now() - started;
        if (context) {
          context.fillStyle = `hsl(${(elapsed / 10) % 360} 60% 50%)`;
          context.fillRect(0, 0, 160, 120);
        }
        if (elapsed < duration * 1000) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, seconds);
  return Buffer.from(base64, 'base64');
}

/** Slows uploads down (bytes per second) so progress bars and Cancel can be seen; -1 lifts it. */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/**
 * An approved candidate who has consented and finished the registration step (a paramedic in
 * Bristol, 30 km), on the dashboard. Set up through the API: the consent dialog and the registration
 * form are candidate-profile.spec.ts's subject, not the journeys that start from here.
 */
export async function registeredCandidate(page: Page, name: string, options: { withTours?: boolean } = {}) {
  const candidate = { email: uniqueEmail('candidate'), password: strongPassword() };
  await createAccount({ ...candidate, role: 'candidate', name, tier: 'portfolio' });
  await startSessionThroughApi(page, candidate.email, candidate.password);
  await apiInPage(page, 'POST', '/api/account/consent/recruitment');
  if (!options.withTours) {
    // The dashboard's and the documents page's tours would cover the page in journeys about other things.
    await completeTours(page, candidateAreaTours);
  }
  await apiInPage(page, 'PUT', '/api/candidate/registration', {
    arrsRole: 'paramedic',
    rolesOfInterest: [],
    profileTier: 'portfolio',
    availableFrom: null,
    workRadiusKm: 30,
    homePostcode: 'BS1 4DJ',
  });
  await page.goto('/arrsplace/candidate');
  await expect(page).toHaveURL(/\/arrsplace\/candidate$/);
  return candidate;
}
