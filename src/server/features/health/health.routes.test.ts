import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

describe('GET /api/health', () => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.app.close();
  });

  it('answers ok when the database answers', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is unreachable', async () => {
    testApp = await createTestApp();
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', db: 'unreachable' });
  });
});
