import { describe, expect, it } from 'vitest';
import {
  initialAuthTab,
  joinsAsCommunityMember,
  preselectedRole,
  returnPathOf,
  verificationNote,
} from './role-preselection';

const query = (search: string) => new URLSearchParams(search);

describe('preselectedRole', () => {
  it.each([
    ['', 'candidate'],
    ['role=candidate', 'candidate'],
    ['role=employer', 'employer'],
    ['role=community', 'candidate'],
    ['role=admin', 'candidate'],
    ['tier=community', 'candidate'],
    ['role=employer&tier=community', 'candidate'],
  ])('?%s preselects %s', (search, role) => {
    expect(preselectedRole(query(search))).toBe(role);
  });
});

describe('joinsAsCommunityMember', () => {
  it('is true for tier=community or role=community', () => {
    expect(joinsAsCommunityMember(query('tier=community'))).toBe(true);
    expect(joinsAsCommunityMember(query('role=community'))).toBe(true);
    expect(joinsAsCommunityMember(query('role=candidate'))).toBe(false);
  });
});

describe('initialAuthTab', () => {
  it('opens Sign Up when the link names a role or tier', () => {
    expect(initialAuthTab(query(''))).toBe('signin');
    expect(initialAuthTab(query('verified=1'))).toBe('signin');
    expect(initialAuthTab(query('role=employer'))).toBe('signup');
    expect(initialAuthTab(query('tier=community'))).toBe('signup');
  });
});

describe('verificationNote', () => {
  it('tells a verified address from a failed link', () => {
    expect(verificationNote(query('verified=1'))).toBe('verified');
    expect(verificationNote(query('verified=1&error=INVALID_TOKEN'))).toBe('failed');
    expect(verificationNote(query(''))).toBeUndefined();
  });
});

describe('returnPathOf', () => {
  it('follows a job’s apply page only', () => {
    const apply = '/arrsplace/candidate/apply/3f2a6c1e-8b4d-4e2f-9a1b-0c3d5e7f9a2b';
    expect(returnPathOf({ from: apply })).toBe(apply);
    for (const from of [
      '/arrsplace/candidate',
      'https://evil.example/arrsplace/candidate/apply/3f2a6c1e-8b4d-4e2f-9a1b-0c3d5e7f9a2b',
      '//evil.example/x',
      `${apply}/x`,
      '/arrsplace/candidate/apply/not-an-id',
      42,
    ])
      expect(returnPathOf({ from }), String(from)).toBeUndefined();
    expect(returnPathOf(null)).toBeUndefined();
    expect(returnPathOf(apply)).toBeUndefined();
  });
});
