/**
 * CPU time used by the server process and by PostgreSQL's backends during a bench run, read from
 * /proc (Linux; elsewhere nothing is reported). Unlike latency it hardly depends on how busy the
 * machine is, so it says what a request costs even when other work skews the timings.
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** CPU time a process has used so far (user + system, all its threads), in ms, or undefined. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(1)?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return undefined;
  }
}
const clockTicksPerSecond = 100;

/**
 * CPU ms so far of the server ('server') and of each PostgreSQL process that pg_stat_activity lists
 * ('pg:<pid>': the server's connections and background workers, not the sampler's own connection).
 */
export type CpuSampler = () => Promise<Map<string, number>>;

export function cpuSampler(serverPid: number | undefined, database: pg.Client | undefined): CpuSampler {
  return async () => {
    const sample = new Map<string, number>();
    const server = cpuMs(serverPid);
    if (server !== undefined) sample.set('server', server);
    const backends = database
      ? (
          await database.query<{ pid: number }>(
            'select pid from pg_stat_activity where pid <> pg_backend_pid()',
          )
        ).rows
      : [];
    for (const { pid } of backends) {
      const used = cpuMs(pid);
      if (used !== undefined) sample.set(`pg:${pid}`, used);
    }
    return sample;
  };
}

/** Server and PostgreSQL CPU between two samples (a backend that started in between counts whole). */
export function cpuSpent(before: Map<string, number>, after: Map<string, number>) {
  const server = after.has('server') ? (after.get('server') ?? 0) - (before.get('server') ?? 0) : undefined;
  let database: number | undefined;
  for (const [key, used] of after)
    if (key.startsWith('pg:')) database = (database ?? 0) + used - (before.get(key) ?? 0);
  return { server, database };
}
