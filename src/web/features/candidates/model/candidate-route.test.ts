import { describe, expect, it } from 'vitest';
import { candidateRouteOf, isVacancyId } from './candidate-route';

const id = '3f2a6c1e-8b4d-4e2f-9a1b-0c3d5e7f9a2b';

describe('candidateRouteOf', () => {
  it('finds the apply page of a vacancy and the applications list', () => {
    expect(candidateRouteOf(`apply/${id}`)).toEqual({ page: 'apply', vacancyId: id });
    expect(candidateRouteOf(`apply/${id}/`)).toEqual({ page: 'apply', vacancyId: id });
    expect(candidateRouteOf('applications')).toEqual({ page: 'applications' });
  });

  it('finds the matched vacancies', () => {
    expect(candidateRouteOf('matches')).toEqual({ page: 'matches' });
    expect(candidateRouteOf('matches/')).toEqual({ page: 'matches' });
  });

  it('leaves every other path to the dashboard, as the area always has', () => {
    for (const rest of [
      '',
      'cv',
      'apply',
      `apply/${id}/more`,
      'applications/x',
      'applicationsx',
      'matches/x',
    ])
      expect(candidateRouteOf(rest), rest).toEqual({ page: 'dashboard' });
  });
});

describe('isVacancyId', () => {
  it('accepts a UUID only', () => {
    expect(isVacancyId(id)).toBe(true);
    expect(isVacancyId(id.toUpperCase())).toBe(true);
    expect(isVacancyId('clinical-pharmacist-ls6')).toBe(false);
    expect(isVacancyId(`${id}x`)).toBe(false);
  });
});
