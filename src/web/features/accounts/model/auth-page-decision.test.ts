import { describe, expect, it } from 'vitest';
import { paths } from '../../../../shared/routing/paths';
import { buildMe } from '../../../lib/session/me.test-utils';
import { decideAuthPage } from './auth-page-decision';

const { platform } = paths;

describe('decideAuthPage', () => {
  it('keeps visitors, tells unapproved accounts and routes approved ones', () => {
    expect(decideAuthPage(null)).toEqual({ type: 'stay' });
    expect(decideAuthPage(buildMe({ isApproved: false }))).toEqual({ type: 'pending' });
    expect(decideAuthPage(buildMe({ role: 'employer' }))).toEqual({
      type: 'redirect',
      to: platform.employer,
    });
  });

  it('brings a candidate back to the apply page they came from; anyone else goes to their area', () => {
    const apply = `${platform.candidateApply}/3f2a6c1e-8b4d-4e2f-9a1b-0c3d5e7f9a2b`;
    expect(decideAuthPage(buildMe({ profileTier: 'community' }), apply)).toEqual({
      type: 'redirect',
      to: apply,
    });
    expect(decideAuthPage(buildMe({ role: 'employer' }), apply)).toEqual({
      type: 'redirect',
      to: platform.employer,
    });
    expect(decideAuthPage(buildMe({ isApproved: false }), apply)).toEqual({ type: 'pending' });
  });
});
