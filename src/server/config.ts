import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host.length > 0),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'must be host names without scheme or port')).min(1));

/**
 * Links in platform e-mails open MARKETPLACE_URL: any other host would show the consultancy site, and
 * another scheme or port would not be an origin the server trusts (auth.ts trustedOrigins).
 */
function isServedMarketplaceOrigin(env: {
  PORT: number;
  PUBLIC_URL?: string | undefined;
  MARKETPLACE_HOSTS: string[];
  MARKETPLACE_URL?: string | undefined;
}): boolean {
  const marketplace = URL.parse(env.MARKETPLACE_URL ?? '');
  const publicUrl = URL.parse(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  // Unparsable values are reported by their own fields.
  if (!marketplace || !publicUrl || !Array.isArray(env.MARKETPLACE_HOSTS)) return true;
  return (
    marketplace.pathname === '/' &&
    marketplace.search === '' &&
    env.MARKETPLACE_HOSTS.includes(marketplace.hostname) &&
    marketplace.protocol === publicUrl.protocol &&
    marketplace.port === publicUrl.port
  );
}

/** Every setting the server reads (README, Configuration); anything else is ignored. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default('localhost'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    MARKETPLACE_HOSTS: hostList.default(['arrsplace.localhost']),
    MARKETPLACE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('ARRS Place <no-reply@arrsplace.localhost>'),
    ADMIN_NOTIFY_EMAIL: optionalString.pipe(z.email().optional()),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Bucket in the path (`endpoint/bucket/key`), not the host name: s3rver and MinIO need it. */
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    REQUIRE_EMAIL_VERIFICATION: booleanFromEnv.default(true),
    TRUST_PROXY: optionalString,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Per employer, each counted apart: far above a person browsing, below a script. 0 turns a limit off. */
    EMPLOYER_BROWSE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(60),
    EMPLOYER_BROWSE_LIMIT_PER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(1000),
    ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
    ANALYTICS_INGEST_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
    /** Counted in each process and shared through the database, within a sixtieth of it (decision 037). */
    ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE: z.coerce
      .number({ message: 'must be a whole number of beacons a minute' })
      .int('must be a whole number of beacons a minute')
      .min(1, 'must be at least 1')
      .max(100_000_000, 'must be at most 100000000')
      .default(1000),
    /** Ignored with DATABASE_URL. Resident from the start, so it is memory. */
    PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).optional(),
    /** One more V8 isolate; off by default, since the ingest meets its budget without it (decision 033). */
    PGLITE_WORKER: booleanFromEnv.default(false),
    /** Below 5 s, so a slow or locked database is answered 503 within 5 s; 0 turns the limit off. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(4000),
    METRICS_PORT: optionalString.pipe(
      z.coerce.number<string | undefined>().int().min(1).max(65_535).optional(),
    ),
    /** The interface of METRICS_PORT: loopback unless the monitoring network needs another. */
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  })
  .superRefine((env, ctx) => {
    if (env.MARKETPLACE_URL && !isServedMarketplaceOrigin(env)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MARKETPLACE_URL'],
        message: "must be an origin: one of MARKETPLACE_HOSTS on PUBLIC_URL's scheme and port",
      });
    }
    if (env.STORAGE !== 's3') return;
    for (const key of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE=s3' });
    }
  });

type Env = z.output<typeof envSchema>;

export interface Config extends Omit<Env, 'AUTH_SECRET' | 'DATA_DIR' | 'PUBLIC_URL' | 'MARKETPLACE_URL'> {
  DATA_DIR: string;
  PUBLIC_URL: string;
  /** The marketplace's origin (no trailing slash): links in platform e-mails open here. */
  MARKETPLACE_URL: string;
  AUTH_SECRET: string;
  isProduction: boolean;
}

/** Served over HTTPS: cookies are Secure (`__Secure-` names) and browsers upgrade insecure requests. */
export function servedOverHttps(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL.startsWith('https://');
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  return result.data;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The two public origins: PUBLIC_URL (default http://localhost:PORT) and MARKETPLACE_URL (default the
 * first marketplace host on PUBLIC_URL's scheme and port, e.g. http://arrsplace.localhost:3000).
 */
export function publicOrigins(
  env: Pick<Env, 'PUBLIC_URL' | 'MARKETPLACE_URL' | 'MARKETPLACE_HOSTS' | 'PORT'>,
): Pick<Config, 'PUBLIC_URL' | 'MARKETPLACE_URL'> {
  const publicUrl = withoutTrailingSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  if (env.MARKETPLACE_URL) {
    return { PUBLIC_URL: publicUrl, MARKETPLACE_URL: withoutTrailingSlash(env.MARKETPLACE_URL) };
  }
  const { protocol, port } = new URL(publicUrl);
  // parseEnv guarantees at least one marketplace host.
  const host = env.MARKETPLACE_HOSTS[0] ?? 'arrsplace.localhost';
  return { PUBLIC_URL: publicUrl, MARKETPLACE_URL: `${protocol}//${host}${port ? `:${port}` : ''}` };
}

const authSecretFile = 'auth-secret';

/** Reads AUTH_SECRET from DATA_DIR, creating a random one (mode 0600) on first start. */
export function ensureAuthSecret(dataDir: string): string {
  const file = join(dataDir, authSecretFile);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
    throw new ConfigError([
      `${file} holds a secret shorter than 32 characters; delete it or set AUTH_SECRET`,
    ]);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    ...publicOrigins(parsed),
    AUTH_SECRET: parsed.AUTH_SECRET ?? ensureAuthSecret(dataDir),
    isProduction: parsed.NODE_ENV === 'production',
  };
}
