import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { createPost, errorOf, listedTitles, moderationEvents, signedInAs } from './moderation.test-utils';

let testApp: TestApp;

beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  await testApp.app.close();
});

describe('access to the moderation API', () => {
  it('refuses anonymous callers, members and admins without TOTP', async () => {
    const author = await signedInAs(testApp, 'candidate');
    const post = await createPost(author.client, 'Guarded post');
    const employer = await signedInAs(testApp, 'employer', { totp: false });
    const adminWithoutTotp = await signedInAs(testApp, 'admin', { totp: false });

    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/admin/community/reports' });
    expect(anonymous.statusCode).toBe(401);

    for (const [caller, code] of [
      [author.client, 'FORBIDDEN'],
      [employer.client, 'FORBIDDEN'],
      [adminWithoutTotp.client, 'TWO_FACTOR_REQUIRED'],
    ] as const) {
      const list = await caller.get('/api/admin/community/reports');
      expect(list.statusCode).toBe(403);
      expect(errorOf(list).code).toBe(code);
      const hide = await caller.post(`/api/admin/community/posts/${post.id}/moderation`, {
        action: 'hide',
        reason: 'Not allowed',
      });
      expect(hide.statusCode).toBe(403);
      const pin = await caller.put(`/api/admin/community/posts/${post.id}/pin`, { pinned: true });
      expect(pin.statusCode).toBe(403);
    }
    expect(await listedTitles(author.client)).toEqual(['Guarded post']);
    expect(await moderationEvents(testApp)).toEqual([]);
  });
});
