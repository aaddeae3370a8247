import { describe, expect, it } from 'vitest';
import { emailKindsFor, nextEmailOff } from './email-notification-kinds';

describe('emailKindsFor', () => {
  it('offers each role the kinds it is sent', () => {
    expect(emailKindsFor('candidate')).toEqual([
      'opportunity_received',
      'opportunity_progress',
      'placement_check',
      'job_closed',
      'application_declined',
    ]);
    expect(emailKindsFor('employer')).toEqual([
      'opportunity_approved',
      'opportunity_declined',
      'opportunity_expired',
      'opportunity_withdrawn',
      'opportunity_progress',
      'organisation_change_decided',
      'vacancy_closed',
      'vacancy_closing_tomorrow',
      'application_received',
      'saved_search_match',
    ]);
    expect(emailKindsFor('master_admin')).toEqual([
      'opportunity_withdrawn',
      'introduction_needed',
      'organisation_change_review',
    ]);
  });
});

describe('nextEmailOff', () => {
  const offered = emailKindsFor('candidate');

  it('turns off the unchecked kinds', () => {
    expect(nextEmailOff([], offered, new Set(['opportunity_progress']))).toEqual([
      'opportunity_received',
      'placement_check',
      'job_closed',
      'application_declined',
    ]);
    expect(nextEmailOff(['opportunity_received'], offered, new Set(offered))).toEqual([]);
  });

  it('keeps kinds that are not offered here as they were', () => {
    expect(nextEmailOff(['introduction_needed'], offered, new Set())).toEqual([
      'opportunity_received',
      'opportunity_progress',
      'introduction_needed',
      'placement_check',
      'job_closed',
      'application_declined',
    ]);
  });
});
