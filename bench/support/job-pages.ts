import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import type { PublicPage } from './public-pages';

/**
 * The jobs board and a job's page (decision 041) need open jobs: the demo data's (`npm run seed:demo`,
 * 11 open vacancies), seeded into the data directory before the server starts, since one process
 * holds an embedded database.
 */
export function seedDemoJobs(dataDir: string): void {
  const seed = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', '..', 'src', 'server', 'cli', 'seed-demo.ts')],
    {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  if (seed.status !== 0) throw new Error(`seed:demo failed: ${seed.stderr.slice(-400)}`);
}

function get(port: number, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve(body));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The board and its newest job, on the marketplace host, named as LIGHTHOUSE_PAGES names them. */
export async function jobPages(port: number, only?: string[]): Promise<PublicPage[]> {
  const host = `arrsplace.localhost:${port}`;
  const sitemap = await get(port, host, '/sitemap.xml');
  const job = /<loc>https?:\/\/[^/]+(\/arrsplace\/jobs\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!job) throw new Error('the sitemap lists no job: was the demo data seeded?');
  const pages = [
    { path: '/arrsplace/jobs', name: 'arrsplace-jobs', url: `http://${host}/arrsplace/jobs` },
    { path: '/arrsplace/jobs/:job', name: 'arrsplace-job', url: `http://${host}${job}` },
  ];
  return pages.filter(({ path }) => !only || only.includes(path)).map(({ name, url }) => ({ name, url }));
}
