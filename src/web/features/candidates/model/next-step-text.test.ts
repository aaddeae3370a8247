import { describe, expect, it } from 'vitest';
import { nextStepText } from './next-step-text';

describe('next step text', () => {
  it('asks for a first item, or for more once a list is started', () => {
    const counts = { qualifications: 2, skills: 0 };
    expect(nextStepText({ section: 'qualifications', label: 'Qualifications' }, counts)).toBe(
      'Add more qualifications',
    );
    expect(nextStepText({ section: 'skills', label: 'Skills' }, counts)).toBe('Add your skills');
    expect(nextStepText({ section: 'workExperience', label: 'Work experience' }, counts)).toBe(
      'Add your work experience',
    );
    expect(nextStepText({ section: 'strapline', label: 'Strapline' }, counts)).toBe('Add your strapline');
  });
});
