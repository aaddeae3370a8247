import { describe, expect, it } from 'vitest';
import { jobApplyPath, jobPath, jobPathParts } from './job-paths';

const id = '0b6f7c2e-9d5a-4c11-8f3e-2a1b3c4d5e6f';

describe('job paths', () => {
  it('names a job by its slug and id, and reads both back', () => {
    const path = jobPath({ id, slug: 'clinical-pharmacist-ls6' });
    expect(path).toBe(`/arrsplace/jobs/clinical-pharmacist-ls6-${id}`);
    expect(jobPathParts(path.split('/').at(-1) ?? '')).toEqual({ slug: 'clinical-pharmacist-ls6', id });
  });

  it('reads the id alone, and an id in capitals as the database holds it', () => {
    expect(jobPathParts(id)).toEqual({ slug: '', id });
    expect(jobPathParts(`paramedic-${id.toUpperCase()}`)).toEqual({ slug: 'paramedic', id });
  });

  it('finds no job in a segment that does not end in a vacancy id', () => {
    for (const segment of ['paramedic-ls6', '', `${id}-paramedic`, `paramedic${id}`, 'x'.repeat(300)])
      expect(jobPathParts(segment)).toBeUndefined();
  });

  it('sends Apply to the candidate area with the vacancy id', () => {
    expect(jobApplyPath(id)).toBe(`/arrsplace/candidate/apply/${id}`);
  });
});
