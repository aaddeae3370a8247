import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ensureAuthSecret, loadConfig, parseEnv } from './config';
import { tempDirsRemovedAfterAll } from './test/temp-dirs.test-utils';

const tempDir = tempDirsRemovedAfterAll('arrs-config-');

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.MARKETPLACE_HOSTS).toEqual(['arrsplace.localhost']);
    expect(env.REQUIRE_EMAIL_VERIFICATION).toBe(true);
    expect(env.STORAGE).toBe('local');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('splits, trims and lower-cases MARKETPLACE_HOSTS', () => {
    expect(
      parseEnv({ MARKETPLACE_HOSTS: ' ArrsPlace.co.uk , arrsplace.localhost ' }).MARKETPLACE_HOSTS,
    ).toEqual(['arrsplace.co.uk', 'arrsplace.localhost']);
  });

  it('treats empty optional values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('reads booleans', () => {
    expect(parseEnv({ REQUIRE_EMAIL_VERIFICATION: 'false' }).REQUIRE_EMAIL_VERIFICATION).toBe(false);
  });

  it('reports every problem at once, naming the variable', () => {
    const attempt = () =>
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        AUTH_SECRET: 'short',
        MARKETPLACE_HOSTS: 'https://arrsplace.example:443',
        REQUIRE_EMAIL_VERIFICATION: 'maybe',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems.join('\n')).toMatch(/PORT/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
      expect(problems.join('\n')).toMatch(/AUTH_SECRET must be at least 32 characters/);
      expect(problems.join('\n')).toMatch(/MARKETPLACE_HOSTS/);
      expect(problems.join('\n')).toMatch(/REQUIRE_EMAIL_VERIFICATION must be true or false/);
    }
  });

  it('accepts a MARKETPLACE_URL only as a marketplace host on the served scheme and port', () => {
    const env = { PUBLIC_URL: 'https://meridian.example', MARKETPLACE_HOSTS: 'arrsplace.example' };
    expect(parseEnv({ ...env, MARKETPLACE_URL: 'https://arrsplace.example/' }).MARKETPLACE_URL).toBe(
      'https://arrsplace.example/',
    );
    for (const wrong of [
      'https://meridian.example',
      'http://arrsplace.example',
      'https://arrsplace.example:8443',
      'https://arrsplace.example/app',
      'ftp://arrsplace.example',
      'arrsplace.example',
    ]) {
      expect(() => parseEnv({ ...env, MARKETPLACE_URL: wrong }), wrong).toThrow(/MARKETPLACE_URL/);
    }
  });

  it("keeps the embedded database on the server's thread unless told to give it its own", () => {
    expect(parseEnv({}).PGLITE_WORKER).toBe(false);
    expect(parseEnv({ PGLITE_WORKER: 'true' }).PGLITE_WORKER).toBe(true);
    expect(parseEnv({ PGLITE_WORKER: 'false' }).PGLITE_WORKER).toBe(false);
    expect(() => parseEnv({ PGLITE_WORKER: 'maybe' })).toThrow(/PGLITE_WORKER/);
  });

  it('reads the embedded buffer pool in MB, unset by default, within 1–1024', () => {
    expect(parseEnv({}).PGLITE_SHARED_BUFFERS_MB).toBeUndefined();
    expect(parseEnv({ PGLITE_SHARED_BUFFERS_MB: '64' }).PGLITE_SHARED_BUFFERS_MB).toBe(64);
    for (const wrong of ['0', '2048', '1.5', 'lots']) {
      expect(() => parseEnv({ PGLITE_SHARED_BUFFERS_MB: wrong }), wrong).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
    }
  });

  it('reads the PostgreSQL statement timeout in ms, 4000 by default, 0 for none', () => {
    expect(parseEnv({}).DATABASE_STATEMENT_TIMEOUT_MS).toBe(4000);
    expect(parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }).DATABASE_STATEMENT_TIMEOUT_MS).toBe(0);
    expect(parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '15000' }).DATABASE_STATEMENT_TIMEOUT_MS).toBe(15_000);
    for (const wrong of ['-1', '1.5', 'slow']) {
      expect(() => parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: wrong }), wrong).toThrow(
        /DATABASE_STATEMENT_TIMEOUT_MS/,
      );
    }
  });

  it('reads the private metrics port, unset by default, on loopback unless METRICS_HOST says otherwise', () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({}).METRICS_HOST).toBe('127.0.0.1');
    expect(parseEnv({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '10.0.0.5',
    });
    for (const wrong of ['0', '70000', 'prometheus']) {
      expect(() => parseEnv({ METRICS_PORT: wrong }), wrong).toThrow(/METRICS_PORT/);
    }
  });

  it('requires the bucket settings when STORAGE=s3', () => {
    expect(() => parseEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET is required when STORAGE=s3/);
  });

  it('reads S3_FORCE_PATH_STYLE as a boolean, false by default', () => {
    expect(parseEnv({}).S3_FORCE_PATH_STYLE).toBe(false);
    expect(parseEnv({ S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe(true);
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('ensureAuthSecret', () => {
  it('generates a secret into DATA_DIR once, readable only by the owner, and reuses it', () => {
    const dir = tempDir();
    const first = ensureAuthSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(ensureAuthSecret(dir)).toBe(first);
  });

  it('refuses a short stored secret', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'auth-secret'), 'short\n');
    expect(() => ensureAuthSecret(dir)).toThrow(ConfigError);
  });
});

describe('loadConfig', () => {
  it('resolves DATA_DIR, defaults PUBLIC_URL to the port and keeps an explicit AUTH_SECRET', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir, PORT: '4123', AUTH_SECRET: 'x'.repeat(40) });
    expect(config.DATA_DIR).toBe(dir);
    expect(config.PUBLIC_URL).toBe('http://localhost:4123');
    expect(config.MARKETPLACE_URL).toBe('http://arrsplace.localhost:4123');
    expect(config.AUTH_SECRET).toBe('x'.repeat(40));
    expect(() => readFileSync(join(dir, 'auth-secret'))).toThrow();
  });

  it('puts the marketplace on the first marketplace host, on the scheme and port of PUBLIC_URL', () => {
    const base = { DATA_DIR: tempDir(), AUTH_SECRET: 'x'.repeat(40) };
    const served = loadConfig({
      ...base,
      PUBLIC_URL: 'https://meridian.example/',
      MARKETPLACE_HOSTS: 'arrsplace.example,www.arrsplace.example',
    });
    expect(served).toMatchObject({
      PUBLIC_URL: 'https://meridian.example',
      MARKETPLACE_URL: 'https://arrsplace.example',
    });
    expect(
      loadConfig({ ...base, PUBLIC_URL: 'http://localhost:3000', MARKETPLACE_HOSTS: 'arrsplace.localhost' })
        .MARKETPLACE_URL,
    ).toBe('http://arrsplace.localhost:3000');
    expect(
      loadConfig({
        ...base,
        PUBLIC_URL: 'https://meridian.example',
        MARKETPLACE_HOSTS: 'arrsplace.example,www.arrsplace.example',
        MARKETPLACE_URL: 'https://www.arrsplace.example/',
      }).MARKETPLACE_URL,
    ).toBe('https://www.arrsplace.example');
  });
});
