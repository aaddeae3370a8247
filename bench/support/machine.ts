import { cpus, loadavg } from 'node:os';

/** Other work on the machine skews the figures: how many CPUs it has and how busy it is now. */
export const machine = () =>
  `${cpus().length} CPUs, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}`;
