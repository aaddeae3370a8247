import { describe, expect, it } from 'vitest';
import {
  canonicalTourName,
  isBlockedTourPath,
  routeTourFor,
  tourNameFor,
  tourPriorityOf,
  tourTimings,
} from './tour-rules';

describe('tour rules', () => {
  it('keeps the tour timings', () => {
    expect(tourTimings).toEqual({
      routeDelayMs: 1500,
      defaultDelayMs: 3000,
      elementRetryIntervalMs: 400,
      elementMaxAttempts: 40,
      elementTimeoutMs: 12_000,
      queueCompletionTimeoutMs: 30_000,
    });
  });

  it('blocks the auth pages and what is under them, nothing else', () => {
    for (const path of [
      '/arrsplace/auth',
      '/arrsplace/auth/',
      '/auth',
      '/login',
      '/signup/x',
      '/reset-password',
    ]) {
      expect(isBlockedTourPath(path), path).toBe(true);
    }
    expect(isBlockedTourPath('/arrsplace/reset-password')).toBe(true);
    for (const path of ['/arrsplace/community', '/arrsplace/authors', '/arrsplace', '/loginx']) {
      expect(isBlockedTourPath(path), path).toBe(false);
    }
  });

  it('knows the route tours', () => {
    expect(routeTourFor('/arrsplace/community')).toBe('community_tour');
    expect(routeTourFor('/arrsplace/community/')).toBe('community_tour');
    expect(routeTourFor('/arrsplace/candidate/documents')).toBe('documents_tour');
    expect(routeTourFor('/arrsplace/candidate')).toBe('main_tour');
    expect(routeTourFor('/arrsplace/candidate/profile')).toBeUndefined();
  });

  it('names tours {role}_{tour}, with every admin role under admin_', () => {
    expect(tourNameFor('candidate', 'community_tour')).toBe('candidate_community_tour');
    expect(tourNameFor('employer', 'community_tour')).toBe('employer_community_tour');
    expect(tourNameFor('master_admin', 'community_tour')).toBe('admin_community_tour');
    expect(tourNameFor('system_admin', 'main_tour')).toBe('admin_main_tour');
  });

  it('turns any request into one canonical name', () => {
    expect(canonicalTourName('community_tour', 'employer')).toBe('employer_community_tour');
    expect(canonicalTourName('community_tour', null)).toBeUndefined();
    expect(canonicalTourName('candidate_community_tour', 'candidate')).toBe('candidate_community_tour');
    expect(canonicalTourName('master_admin_community_tour', 'master_admin')).toBe('admin_community_tour');
    expect(canonicalTourName('system_admin_community_tour', null)).toBe('admin_community_tour');
  });

  it('orders main tours first, then community and documents, then the rest', () => {
    expect(tourPriorityOf('candidate_main_tour')).toBe(1);
    expect(tourPriorityOf('candidate_community_tour')).toBe(2);
    expect(tourPriorityOf('candidate_documents_tour')).toBe(2);
    expect(tourPriorityOf('candidate_settings_tour')).toBe(3);
  });
});
