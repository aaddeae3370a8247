import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, humaniseSegment } from './breadcrumbs';

describe('breadcrumbsFor', () => {
  it('has no trail on the home page of either host', () => {
    expect(breadcrumbsFor('/', 'consultancy')).toEqual([]);
    expect(breadcrumbsFor('/arrsplace', 'marketplace')).toEqual([]);
    expect(breadcrumbsFor('/arrsplace/', 'marketplace')).toEqual([]);
    expect(breadcrumbsFor('/', 'marketplace')).toEqual([]);
  });

  it('leads from Home to a top-level page', () => {
    expect(breadcrumbsFor('/contact', 'consultancy')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Contact' },
    ]);
  });

  it('ignores a trailing slash', () => {
    expect(breadcrumbsFor('/contact/', 'consultancy')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Contact' },
    ]);
  });

  it('passes through the platform landing on the consultancy host', () => {
    expect(breadcrumbsFor('/arrsplace/insights', 'consultancy')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'ARRS Place', href: '/arrsplace' },
      { label: 'Insights' },
    ]);
  });

  it('treats the platform landing as Home on the marketplace host', () => {
    expect(breadcrumbsFor('/arrsplace/insights', 'marketplace')).toEqual([
      { label: 'Home', href: '/arrsplace' },
      { label: 'Insights' },
    ]);
  });

  it('links every level that is a page and names nested pages', () => {
    expect(breadcrumbsFor('/arrsplace/candidate/documents', 'marketplace')).toEqual([
      { label: 'Home', href: '/arrsplace' },
      { label: 'Candidate area', href: '/arrsplace/candidate' },
      { label: 'Documents' },
    ]);
  });

  it('names the account settings and two-factor pages', () => {
    expect(breadcrumbsFor('/arrsplace/employer/settings', 'marketplace').at(-1)).toEqual({
      label: 'Account settings',
    });
    expect(breadcrumbsFor('/arrsplace/admin/security', 'marketplace').at(-1)).toEqual({
      label: 'Two-factor authentication',
    });
  });

  it('humanises unnamed levels inside an area', () => {
    expect(breadcrumbsFor('/arrsplace/admin/user_accounts', 'marketplace')).toEqual([
      { label: 'Home', href: '/arrsplace' },
      { label: 'Admin', href: '/arrsplace/admin' },
      { label: 'User accounts' },
    ]);
  });

  it('leads from the jobs board to a job, named by its slug', () => {
    expect(
      breadcrumbsFor('/arrsplace/jobs/paramedic-ls6-0b6f7c2e-9d5a-4c11-8f3e-2a1b3c4d5e6f', 'marketplace'),
    ).toEqual([
      { label: 'Home', href: '/arrsplace' },
      { label: 'Jobs', href: '/arrsplace/jobs' },
      { label: 'Paramedic ls6' },
    ]);
  });

  it('has no trail for a path that is not a page', () => {
    expect(breadcrumbsFor('/no-such-page', 'consultancy')).toEqual([]);
    expect(breadcrumbsFor('/arrsplace/nope', 'marketplace')).toEqual([]);
  });

  it('names an id by the level above it, never by the id', () => {
    const id = '0b6f7c2e-9d5a-4c11-8f3e-2a1b3c4d5e6f';
    expect(breadcrumbsFor(`/arrsplace/employer/vacancies/${id}/applicants`, 'marketplace')).toEqual([
      { label: 'Home', href: '/arrsplace' },
      { label: 'Employer area', href: '/arrsplace/employer' },
      { label: 'Vacancies', href: '/arrsplace/employer/vacancies' },
      { label: 'Vacancy', href: `/arrsplace/employer/vacancies/${id}` },
      { label: 'Applicants' },
    ]);
    expect(breadcrumbsFor(`/arrsplace/candidate/apply/${id}`, 'marketplace').at(-1)).toEqual({
      label: 'Job',
    });
  });
});

describe('humaniseSegment', () => {
  it('turns separators into spaces and capitalises the first letter', () => {
    expect(humaniseSegment('master_admin')).toBe('Master admin');
    expect(humaniseSegment('work-history')).toBe('Work history');
    // A job's slug without its id; an id on its own stays.
    expect(humaniseSegment('paramedic-ls6-0b6f7c2e-9d5a-4c11-8f3e-2a1b3c4d5e6f')).toBe('Paramedic ls6');
    expect(humaniseSegment('0b6f7c2e-9d5a-4c11-8f3e-2a1b3c4d5e6f')).toBe(
      '0b6f7c2e 9d5a 4c11 8f3e 2a1b3c4d5e6f',
    );
  });

  it('decodes escapes and survives malformed ones', () => {
    expect(humaniseSegment('caf%C3%A9')).toBe('Café');
    expect(humaniseSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
