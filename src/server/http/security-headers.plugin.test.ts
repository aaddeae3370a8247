import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders, securityHeadersPlugin } from './security-headers.plugin';

describe('security headers', () => {
  it('puts the same headers on answers and on 404s', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { https: false });
    app.get('/ok', async () => ({ ok: true }));
    for (const url of ['/ok', '/missing']) {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy']).toContain("script-src 'self';");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    }
    await app.close();
  });

  it('asks browsers to upgrade insecure requests only over HTTPS', () => {
    expect(securityHeaders({ https: true })['Content-Security-Policy']).toContain(
      'upgrade-insecure-requests',
    );
    expect(securityHeaders({ https: false })['Content-Security-Policy']).not.toContain('upgrade-insecure');
  });
});
