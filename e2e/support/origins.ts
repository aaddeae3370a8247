/** Where the e2e server listens; Chromium resolves *.localhost to loopback, so both hosts work locally. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

export const origins = {
  consultancy: `http://localhost:${e2ePort}`,
  marketplace: `http://arrsplace.localhost:${e2ePort}`,
} as const;
