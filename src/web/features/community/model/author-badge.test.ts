import { describe, expect, it } from 'vitest';
import { authorBadgeLabel } from './author-badge';

const author = (role: 'candidate' | 'employer' | 'admin' | null) => ({
  id: role ? 'user-1' : null,
  fullName: role ? 'Amira Khan' : null,
  role,
});

describe('authorBadgeLabel', () => {
  it('shows the tier the server sent', () => {
    expect(authorBadgeLabel({ authorProfileTier: 'active_seeker', author: author('candidate') })).toBe(
      'Job Seeker',
    );
    expect(authorBadgeLabel({ authorProfileTier: 'portfolio', author: author('candidate') })).toBe(
      'Professional',
    );
  });

  it('shows the role when no tier is sent (every candidate, to an employer), and nothing for an erased author', () => {
    expect(authorBadgeLabel({ authorProfileTier: null, author: author('candidate') })).toBe(
      'Healthcare Professional',
    );
    expect(authorBadgeLabel({ authorProfileTier: null, author: author('employer') })).toBe('Employer');
    expect(authorBadgeLabel({ authorProfileTier: null, author: author('admin') })).toBe('Admin');
    expect(authorBadgeLabel({ authorProfileTier: null, author: author(null) })).toBeNull();
  });
});
