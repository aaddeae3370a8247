/** Where the e2e server listens; Chromium resolves *.localhost to loopback, so both hosts work locally. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

export const origins = {
  consultancy: `http://localhost:${e2ePort}`,
  marketplace: `http://arrsplace.localhost:${e2ePort}`,
} as const;

/**
 * A second server for what the first cannot show (admin-mail-retry.spec.ts): it sends mail over SMTP
 * to e2e/support/bouncing-smtp-server.ts, which refuses some recipients, so dead letters happen. It
 * has its own DATA_DIR (E2E_MAIL_FAILURE_DATA_DIR).
 */
export const mailFailurePort = e2ePort + 1;
export const e2eSmtpPort = e2ePort + 2;
export const mailFailureOrigins = {
  consultancy: `http://localhost:${mailFailurePort}`,
  marketplace: `http://arrsplace.localhost:${mailFailurePort}`,
} as const;
