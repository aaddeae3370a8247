import { describe, expect, it } from 'vitest';
import { dashboardLinkFor } from './dashboard-link';

describe('dashboardLinkFor', () => {
  it('labels the back button by role', () => {
    expect(dashboardLinkFor('candidate')).toEqual({ label: 'My Dashboard', to: '/arrsplace/candidate' });
    expect(dashboardLinkFor('employer')).toEqual({ label: 'Business Dashboard', to: '/arrsplace/employer' });
    for (const role of ['admin', 'master_admin', 'system_admin'] as const) {
      expect(dashboardLinkFor(role)).toEqual({ label: 'Admin Dashboard', to: '/arrsplace/admin' });
    }
  });
});
