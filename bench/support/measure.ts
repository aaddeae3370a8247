import http from 'node:http';
import type pg from 'pg';
import { cpuMs, cpuSampler, cpuSpent } from './process-cpu';

/** What one measured batch of calls took: latencies and CPU of this process and PostgreSQL's backends. */
export interface Measured {
  label: string;
  clients: number;
  times: number[];
  elapsedMs: number;
  /** CPU ms of this process (where the repository and scoring run; with PGlite, the database too). */
  processCpuMs: number | undefined;
  /** CPU ms of PostgreSQL's backends (undefined on PGlite). */
  databaseCpuMs: number | undefined;
  errors: string[];
  /** Whose CPU processCpuMs is, when not this process's. */
  processName?: string;
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** What `work` resolves with when there is nothing left to do: the caller stops (it is not timed). */
export const finished = Symbol('finished');

/**
 * Runs `work(n)` for n = 0..count-1 from `clients` concurrent callers (each starts its next call when
 * its last one ended), until `count` calls or `seconds`, whichever comes first, or until a call
 * resolves with `finished`.
 */
export async function measure(
  label: string,
  options: { count: number; clients: number; seconds: number; database?: pg.Client | undefined },
  work: (n: number) => Promise<unknown>,
): Promise<Measured> {
  const sample = cpuSampler(process.pid, options.database);
  const before = await sample();
  const times: number[] = [];
  const errors: string[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  let next = 0;
  const started = performance.now();
  const caller = async () => {
    while (next < options.count && performance.now() < deadline) {
      const n = next++;
      const at = performance.now();
      try {
        if ((await work(n)) === finished) break;
        times.push(performance.now() - at);
      } catch (error) {
        errors.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, caller));
  const elapsedMs = performance.now() - started;
  const used = cpuSpent(before, await sample());
  return {
    label,
    clients: options.clients,
    times: times.sort((a, b) => a - b),
    elapsedMs,
    processCpuMs: used.server,
    databaseCpuMs: options.database ? used.database : undefined,
    errors,
  };
}

/** One line of figures, with the goal's verdict when there is one. */
export function figures(kind: string, run: Measured, goalP99Ms?: number): string[] {
  const calls = Math.max(1, run.times.length);
  const p99 = percentile(run.times, 0.99);
  const goal =
    goalP99Ms === undefined ? '' : `  (goal p99 ≤ ${goalP99Ms} ms: ${p99 <= goalP99Ms ? 'met' : 'MISSED'})`;
  const cpu = [
    run.processCpuMs === undefined
      ? ''
      : `${run.processName ?? 'bench process'} ${ms(run.processCpuMs / calls)}`,
    run.databaseCpuMs === undefined ? '' : `PostgreSQL ${ms(run.databaseCpuMs / calls)}`,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    `${kind.padEnd(8)} ${run.label}, ${run.clients} client${run.clients === 1 ? '' : 's'}: ${run.times.length} in ` +
      `${(run.elapsedMs / 1000).toFixed(1)} s  p50 ${ms(percentile(run.times, 0.5))}  p95 ${ms(percentile(run.times, 0.95))}  ` +
      `p99 ${ms(p99)}  max ${ms(run.times.at(-1) ?? Number.NaN)}${goal}`,
    ...(cpu ? [`${kind.padEnd(8)}   CPU per call: ${cpu}`] : []),
    ...run.errors.slice(0, 3).map((error) => `  error: ${error}`),
  ];
}

/** The hello-world baseline over HTTP with `clients` keep-alive clients: the machine's floor right now. */
export async function helloFloor(url: string, options: { count: number; clients: number; pid?: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent }, (response) => {
          response.resume();
          response.on('end', resolve);
          response.on('error', reject);
        })
        .on('error', reject);
    });
  const before = cpuMs(options.pid);
  const run = await measure(
    'Fastify hello-world',
    { count: options.count, clients: options.clients, seconds: 10 },
    get,
  );
  const after = cpuMs(options.pid);
  agent.destroy();
  // The hello-world's own CPU (its process, not this one) per request.
  return {
    ...run,
    processName: 'hello-world process',
    processCpuMs: before === undefined || after === undefined ? undefined : after - before,
  };
}
