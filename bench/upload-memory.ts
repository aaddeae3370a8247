/**
 * Memory while a 100 MB video is uploaded (budget: resident memory grows by less than 50 MB).
 * Builds the real app on an in-memory PGlite, listens on a loopback port, signs a registered
 * candidate in, then streams a 100 MB multipart upload over real HTTP from a file (the client never
 * holds the video either) while sampling the process's RSS every 25 ms. The video is a real MP4
 * (written beforehand to a temporary file by bench/support/write-video.ts), so the server's whole path runs: scratch file, rewrite
 * without metadata (src/server/storage/video-metadata.ts), storage. Prints figures.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/server/app';
import { openPglite } from '../src/server/db/database';
import { buildAccount, registerCandidate, signedInClient } from '../src/server/test/accounts.test-utils';
import { createFixtureWebRoot, createTestConfig } from '../src/server/test/app.test-utils';

const megabytes = Number(process.env.UPLOAD_MB ?? 100);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A real MP4 of about `megabytes` in a temporary file, written by another process. */
async function videoFile(directory: string): Promise<{ path: string; size: number }> {
  const path = join(directory, 'intro.mp4');
  const writer = fileURLToPath(new URL('./support/write-video.ts', import.meta.url));
  execFileSync(process.execPath, ['--import', 'tsx', writer, path, String(megabytes)], { stdio: 'inherit' });
  return { path, size: (await stat(path)).size };
}

async function main() {
  const scratch = await mkdtemp(join(tmpdir(), 'arrs-upload-bench-'));
  const video = await videoFile(scratch);
  const database = await openPglite();
  const app = await buildApp({ config: createTestConfig(), database, webRoot: createFixtureWebRoot() });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const account = await buildAccount(database.db, { role: 'candidate' });
    const { client } = await signedInClient(app, account);
    const registered = await registerCandidate(client);
    if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);

    const boundary = '----arrsbench';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="intro.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const contentLength = head.length + video.size + tail.length;

    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 25);

    const { port } = app.server.address() as AddressInfo;
    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const upload = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/candidate/video',
          headers: {
            origin: 'http://localhost:3000',
            cookie: client.jar.header(),
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(contentLength),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      upload.on('error', reject);
      (async () => {
        const write = (data: Buffer) =>
          new Promise<void>((done) => {
            if (upload.write(data)) done();
            else upload.once('drain', done);
          });
        await write(head);
        for await (const chunk of createReadStream(video.path, { highWaterMark: 1024 * 1024 }))
          await write(chunk as Buffer);
        upload.end(tail);
      })().catch(reject);
    });
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    if (status !== 200) throw new Error(`upload answered ${status}`);
    console.log(
      `upload of ${mb(video.size)} video: ${seconds.toFixed(1)} s, RSS ${mb(baseline)} before, peak ${mb(peak)}, ` +
        `growth ${mb(peak - baseline)} (budget: < 50 MB growth)`,
    );
  } finally {
    await app.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
