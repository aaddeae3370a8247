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

  it("gives a bodiless route's 204 the transport's headers alone, and any answer with a body all of them", async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { https: false, bodilessPaths: new Set(['/beacon']) });
    app.post('/beacon', async (request, reply) => {
      if (request.headers['x-refuse']) return reply.status(400).send({ error: 'refused' });
      return reply.status(204).send();
    });
    const answered = await app.inject({ method: 'POST', url: '/beacon' });
    expect(answered.statusCode).toBe(204);
    expect(answered.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains; preload',
    );
    expect(answered.headers['x-content-type-options']).toBe('nosniff');
    expect(answered.headers['content-security-policy']).toBeUndefined();
    expect(answered.headers['x-frame-options']).toBeUndefined();

    const refused = await app.inject({ method: 'POST', url: '/beacon', headers: { 'x-refuse': '1' } });
    const thrown = await app.inject({
      method: 'POST',
      url: '/beacon',
      headers: { 'content-type': 'text/x' },
    });
    const otherMethod = await app.inject({ method: 'GET', url: '/beacon' });
    for (const [response, status] of [
      [refused, 400],
      [thrown, 415],
      [otherMethod, 404],
    ] as const) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains; preload',
      );
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
