import { describe, expect, it } from 'vitest';
import { jobsQuerySchema } from './vacancy.public.schemas';
import { vacancyFormSchema, vacancyMessages, vacancyMoveSchema } from './vacancy.schemas';

const form = (overrides: Record<string, unknown> = {}) => ({
  role: 'clinical-pharmacist',
  title: 'Clinical pharmacist',
  employmentType: 'permanent',
  sessionsPerWeek: 8,
  payBasis: 'annual_salary',
  payMinPounds: 42_000,
  payMaxPounds: 48_000,
  startDate: '2027-02-01',
  closingDate: '2027-01-10',
  description: 'Join our PCN.\n\n- Medication reviews\n- Care homes',
  ...overrides,
});

const messages = (input: unknown) => {
  const result = vacancyFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('vacancyFormSchema', () => {
  it('accepts a plain-text vacancy and fills the defaults', () => {
    const parsed = vacancyFormSchema.parse(form({ skills: [' Asthma ', 'Asthma', ''] }));
    expect(parsed).toMatchObject({ postcode: null, workArrangement: 'on_site', hoursPerWeek: null });
    expect(parsed.skills).toEqual(['Asthma']);
  });

  it('refuses HTML tags in the description but not a lone "<"', () => {
    expect(messages(form({ description: 'Hello <b>there</b>' }))).toContain(vacancyMessages.descriptionHtml);
    expect(messages(form({ description: '<script>alert(1)</script>' }))).toContain(
      vacancyMessages.descriptionHtml,
    );
    expect(messages(form({ description: 'Caseload < 30 patients a day' }))).toEqual([]);
  });

  it('needs sessions or hours', () => {
    expect(messages(form({ sessionsPerWeek: null }))).toContain(vacancyMessages.hoursRequired);
    expect(messages(form({ sessionsPerWeek: null, hoursPerWeek: 37.5 }))).toEqual([]);
  });

  it('checks the salary band and the day rate', () => {
    expect(messages(form({ payMaxPounds: 40_000 }))).toContain(vacancyMessages.salaryBand);
    expect(messages(form({ payMaxPounds: null }))).toContain(vacancyMessages.salaryRange);
    expect(messages(form({ payBasis: 'day_rate', payMinPounds: 450 }))).toContain(
      vacancyMessages.dayRateSingle,
    );
    expect(messages(form({ payBasis: 'day_rate', payMinPounds: 450, payMaxPounds: null }))).toEqual([]);
  });

  it('takes one of the 26 ARRS roles only', () => {
    expect(messages(form({ role: 'astronaut' }))).toContain(vacancyMessages.unknownRole);
  });
});

describe('vacancyMoveSchema', () => {
  it('needs a reason to close, and only then', () => {
    expect(vacancyMoveSchema.safeParse({ status: 'closed' }).success).toBe(false);
    expect(vacancyMoveSchema.safeParse({ status: 'closed', reason: 'expired' }).success).toBe(false);
    expect(vacancyMoveSchema.safeParse({ status: 'closed', reason: 'filled' }).success).toBe(true);
    expect(vacancyMoveSchema.safeParse({ status: 'paused', reason: 'filled' }).success).toBe(false);
  });
});

describe('jobsQuerySchema', () => {
  it('sorts by distance only with a location, and filters by pay only with a basis', () => {
    expect(jobsQuerySchema.safeParse({ sort: 'distance' }).success).toBe(false);
    expect(jobsQuerySchema.safeParse({ sort: 'distance', postcode: 'ls6' }).success).toBe(true);
    expect(jobsQuerySchema.safeParse({ minPay: '40000' }).success).toBe(false);
    expect(jobsQuerySchema.parse({ minPay: '40000', payBasis: 'annual_salary' })).toMatchObject({
      minPay: 40000,
      page: 1,
      pageSize: 20,
      sort: 'newest',
    });
  });

  it('caps the page size at 50', () => {
    expect(jobsQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
  });
});
