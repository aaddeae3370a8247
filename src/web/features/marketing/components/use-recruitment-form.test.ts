import { describe, expect, it } from 'vitest';
import { recruitmentSubmissionSchema } from '../../../../shared/submissions/submission.schemas';
import { initialRecruitmentValues, recruitmentPayload } from './use-recruitment-form';

const filled = {
  ...initialRecruitmentValues('Practice Nurse'),
  name: 'Sam Taylor',
  email: '  Sam.Taylor@Example.ORG ',
  phone: '07700 900123',
  organisation: 'Northgate Surgery',
  description: 'Ten years in practice nursing.',
  location: 'Leeds',
  salary: '£40,000',
  employmentType: 'sessional' as const,
  acceptPrivacy: true,
  acceptTerms: true,
};

describe('recruitmentPayload', () => {
  it('lower-cases and trims the e-mail', () => {
    expect(recruitmentPayload('candidate', filled).email).toBe('sam.taylor@example.org');
  });

  it('sends salary and employment type for employers only', () => {
    expect(recruitmentPayload('employer', filled)).toMatchObject({
      salary: '£40,000',
      employmentType: 'sessional',
    });
    const candidate = recruitmentPayload('candidate', filled);
    expect('salary' in candidate).toBe(false);
    expect('employmentType' in candidate).toBe(false);
    expect(recruitmentSubmissionSchema.safeParse(candidate).success).toBe(true);
  });

  it('prefills the role and defaults to a substantive post', () => {
    expect(initialRecruitmentValues('General Practitioner')).toMatchObject({
      role: 'General Practitioner',
      employmentType: 'substantive',
    });
  });
});
